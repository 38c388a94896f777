import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../db";
import { getLogger } from "../ops/logger";
import { AUDIT_ACTIONS, type AuditEntry, listAuditLog, purgeOldAuditEntries, recordAudit } from "./audit-log";

const t0 = new Date("2026-03-01T12:00:00.000Z");
const daysAfter = (days: number) => new Date(t0.getTime() + days * 24 * 60 * 60 * 1000);

describe(`audit log (${process.env.TEST_DIALECT})`, () => {
  it("records entries and lists them newest first with their words", async () => {
    await recordAudit({ action: "sign-in", actor: "owner@example.test", ip: "203.0.113.5" }, t0);
    await recordAudit(
      {
        action: "post-created",
        actor: "owner@example.test",
        ip: "203.0.113.5",
        object: { type: "post", id: 7, label: "A title" },
      },
      daysAfter(1),
    );
    await recordAudit({ action: "sign-in-failed", actor: null, ip: "198.51.100.9" }, daysAfter(2));

    const { entries, total } = await listAuditLog();
    expect(total).toBe(3);
    // By time, not by the order of writing: an entry dated earlier but written last comes last.
    await recordAudit({ action: "sign-out", actor: "owner@example.test", ip: "203.0.113.5" }, daysAfter(-1));
    expect((await listAuditLog()).entries.at(-1)?.text).toBe("Signed out");
    await getDb().deleteFrom("audit_log").where("action", "=", "sign-out").execute();
    expect(entries.map((e) => e.text)).toEqual(["Sign-in failed", "Post created", "Signed in"]);
    expect(entries[1]).toMatchObject({
      actor: "owner@example.test",
      action: "post-created",
      objectType: "post",
      objectId: "7",
      objectLabel: "A title",
      ip: "203.0.113.5",
    });
    expect(new Date(entries[1]!.createdAt).toISOString()).toBe(daysAfter(1).toISOString());
    expect(entries[0]!.actor).toBeNull();
  });

  it("pages through the entries", async () => {
    const second = await listAuditLog({ page: 2, limit: 2 });
    expect(second.entries.map((e) => e.text)).toEqual(["Signed in"]);
    expect(second.total).toBe(3);
  });

  it("cuts a long label, so no body fits in one", async () => {
    await recordAudit(
      {
        action: "image-uploaded",
        actor: "owner@example.test",
        ip: "::1",
        object: { type: "image", label: "x".repeat(5000) },
      },
      daysAfter(3),
    );
    const [latest] = (await listAuditLog({ limit: 1 })).entries;
    expect(latest!.objectLabel).toHaveLength(200);
  });

  it("deletes entries older than a year and keeps the rest", async () => {
    expect(await purgeOldAuditEntries(daysAfter(365))).toBe(0);
    expect(await purgeOldAuditEntries(daysAfter(366))).toBe(1);
    const { entries } = await listAuditLog();
    expect(entries.map((e) => e.text)).not.toContain("Signed in");
    expect(entries).toHaveLength(3);
  });

  it("never throws into the caller: a failed write is logged", async () => {
    const logged = vi.spyOn(getLogger(), "error").mockImplementation(() => undefined);
    // A real failure: the table is not there while the entry is written.
    await sql`alter table audit_log rename to audit_log_away`.execute(getDb());
    try {
      await expect(
        recordAudit({ action: "sign-out", actor: "owner@example.test", ip: "::1" }),
      ).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledWith(
        { err: expect.any(Error), action: "sign-out" },
        "Writing an audit entry failed",
      );
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(getDb());
      logged.mockRestore();
    }
    expect((await listAuditLog()).entries.map((e) => e.action)).not.toContain("sign-out");
  });

  it("has no field for a password, a code or a message", async () => {
    const entry: AuditEntry = {
      action: "sign-in-failed",
      actor: null,
      ip: "::1",
      // @ts-expect-error: an entry cannot carry a password
      password: "secret",
    };
    expect(entry.action).toBe("sign-in-failed");
    const row = await getDb().selectFrom("audit_log").selectAll().executeTakeFirstOrThrow();
    expect(Object.keys(row).filter((column) => /password|code|message|body|token|secret/.test(column))).toEqual([]);
    expect(Object.values(AUDIT_ACTIONS)).toContain("Signed in");
  });
});
