import { describe, expect, it } from "vitest";
import { getDb } from "../db";
import { subscribeToNewsletter } from "./subscribers";

describe(`newsletter subscribers (${process.env.TEST_DIALECT})`, () => {
  it("stores an address once, whatever its case and spacing", async () => {
    expect(await subscribeToNewsletter("  Reader@Example.com ")).toBe("subscribed");
    expect(await subscribeToNewsletter("reader@example.com")).toBe("already-subscribed");
    expect(await subscribeToNewsletter("other@example.com")).toBe("subscribed");
    const rows = await getDb()
      .selectFrom("newsletter_subscribers")
      .select(["email", "created_at"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.email)).toEqual(["reader@example.com", "other@example.com"]);
    expect(rows[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
