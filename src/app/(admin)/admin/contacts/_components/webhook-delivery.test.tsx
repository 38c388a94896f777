import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { NotificationState } from "@/server/leads/leads";
import { formatDateTime } from "@/lib/dates";
import { WebhookDeliveryStatus } from "./webhook-delivery";

const text = (delivery: NotificationState | null) =>
  renderToStaticMarkup(<WebhookDeliveryStatus delivery={delivery} />)
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'");

const state = (overrides: Partial<NotificationState>): NotificationState => ({
  status: "pending",
  attempts: 0,
  last_error: null,
  sent_at: null,
  ...overrides,
});

describe("WebhookDeliveryStatus", () => {
  it("says when the CRM took the lead", () => {
    const sentAt = "2026-03-02T16:05:00.000Z";
    expect(text(state({ status: "sent", attempts: 1, sent_at: sentAt }))).toBe(
      `Webhook: Delivered ${formatDateTime(sentAt)}`,
    );
  });

  it("counts the attempt that comes next, with the last error between retries", () => {
    expect(text(state({}))).toBe("Webhook: Pending, attempt 1");
    expect(text(state({ attempts: 2, last_error: "HTTP 503" }))).toBe(
      "Webhook: Pending, attempt 3last error: HTTP 503",
    );
    expect(text(state({ status: "sending", attempts: 2 }))).toBe("Webhook: Sending, attempt 2");
  });

  it("shows why it failed, shortened", () => {
    expect(text(state({ status: "failed", attempts: 1, last_error: "HTTP 422: bad field" }))).toBe(
      "Webhook: Failed: HTTP 422: bad field",
    );
    const long = text(state({ status: "failed", attempts: 6, last_error: "x".repeat(1000) }));
    expect(long).toBe(`Webhook: Failed: ${"x".repeat(159)}…`);
  });

  it("shows nothing for a lead without a webhook delivery", () => {
    expect(renderToStaticMarkup(<WebhookDeliveryStatus delivery={null} />)).toBe("");
  });
});
