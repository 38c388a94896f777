import { afterAll, describe, expect, it, vi } from "vitest";
import { startMailServer } from "../../../tests/support/mail-server";
import type { NewLead } from "./leads";

/**
 * Shutdown while the mail server takes a notification in and never answers: the send cannot be
 * cancelled, and its socket would time out only after 30 s, past the usual SIGKILL. The worker
 * gives the claim back after the grace period and leaves the send behind instead of waiting.
 */

const mail = await startMailServer({ hang: true });
Object.assign(process.env, { SMTP_URL: mail.url, NOTIFY_EMAIL: "leads@resgatar.example" });
vi.resetModules();
const { insertLead } = await import("./leads");
const { startOutboxWorker, stopOutboxWorker } = await import("./outbox-worker");
const { getDb, closeDb } = await import("../db");

afterAll(async () => {
  await mail.close();
  await closeDb();
});

const GRACE_MS = 200;
const STOPPED_WITHIN_MS = 3000;

const lead: NewLead = {
  name: "Hanging Send",
  email: "hanging.send@example.com",
  company: null,
  phone: null,
  message: "Please call us about local search.",
  service: null,
  recaptcha_token: null,
  recaptcha_verified: true,
};

const outboxOf = (id: number) =>
  getDb()
    .selectFrom("email_outbox")
    .select(["status", "attempts"])
    .where("submission_id", "=", id)
    .executeTakeFirstOrThrow();

describe(`the outbox worker at shutdown (${process.env.TEST_DIALECT})`, () => {
  it(`stops within ${STOPPED_WITHIN_MS / 1000} s of a ${GRACE_MS} ms grace while a send hangs, and gives its claim back`, async () => {
    const { id } = await insertLead(lead);
    startOutboxWorker();
    await expect.poll(() => mail.received.length).toBe(1);
    expect(await outboxOf(id)).toEqual({ status: "sending", attempts: 1 });

    const start = Date.now();
    await stopOutboxWorker(GRACE_MS);
    expect(Date.now() - start).toBeLessThan(STOPPED_WITHIN_MS);
    expect(await outboxOf(id)).toEqual({ status: "pending", attempts: 0 });
  }, 10_000);
});
