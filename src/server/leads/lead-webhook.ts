import "server-only";
import { createHmac } from "node:crypto";
import type { ClickIdKind } from "@/lib/attribution/visit-source";
import type { LeadFormKind } from "@/lib/lead-forms";
import type { Lead } from "./leads";

/**
 * A lead's POST to the CRM webhook (LEAD_WEBHOOK_URL): the lead as JSON, signed with an
 * HMAC-SHA256 of the raw body under LEAD_WEBHOOK_SECRET, and keyed by the lead's id so that
 * the CRM recognises a delivery repeated after a crash.
 */

export interface WebhookChannel {
  url: string;
  secret: string;
  /** How long one attempt may take before it counts as failed and is retried. */
  timeoutMs: number;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** What the CRM receives; README's "CRM webhook" section documents it. */
export interface LeadWebhookPayload {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  service: string | null;
  message: string;
  form: LeadFormKind;
  /** How the lead's visit came; each value null when it is not known (decision 200). */
  source: {
    landingPage: string | null;
    referrer: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    utmTerm: string | null;
    utmContent: string | null;
    clickId: ClickIdKind | null;
    formPage: string | null;
  };
}

function leadWebhookPayload(lead: Lead): LeadWebhookPayload {
  return {
    id: lead.id,
    createdAt: new Date(lead.created_at).toISOString(),
    name: lead.name,
    email: lead.email,
    company: lead.company,
    phone: lead.phone,
    service: lead.service,
    message: lead.message,
    form: lead.form,
    source: {
      landingPage: lead.landing_page,
      referrer: lead.referrer_host,
      utmSource: lead.utm_source,
      utmMedium: lead.utm_medium,
      utmCampaign: lead.utm_campaign,
      utmTerm: lead.utm_term,
      utmContent: lead.utm_content,
      clickId: lead.click_id_kind,
      formPage: lead.form_page,
    },
  };
}

function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * A failure that trying again cannot mend: the CRM refused the request itself (a 4xx other
 * than 408 Request Timeout and 429 Too Many Requests).
 */
export class PermanentDeliveryError extends Error {
  override name = "PermanentDeliveryError";
}

/** Error texts kept on the row (and shown on the lead's page) stay short. */
const MAX_RESPONSE_TEXT = 200;

/**
 * Posts the lead; resolves once the CRM answered 2xx, throws otherwise. `stop` abandons the
 * request (the process is shutting down).
 */
export async function postLead(channel: WebhookChannel, lead: Lead, stop?: AbortSignal): Promise<void> {
  const body = JSON.stringify(leadWebhookPayload(lead));
  let response: Response;
  try {
    response = await fetch(channel.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Signature-256": webhookSignature(body, channel.secret),
        "Idempotency-Key": String(lead.id),
      },
      body,
      redirect: "error",
      signal: stop
        ? AbortSignal.any([AbortSignal.timeout(channel.timeoutMs), stop])
        : AbortSignal.timeout(channel.timeoutMs),
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === "TimeoutError") {
      throw new Error(`No answer within ${channel.timeoutMs / 1000} s`);
    }
    if (stop?.aborted) throw new Error("Stopped: the server shut down before the CRM answered");
    throw new Error(`Request failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  const text = (await response.text().catch(() => "")).slice(0, MAX_RESPONSE_TEXT);
  const message = `HTTP ${response.status}${text ? `: ${text}` : ""}`;
  const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
  throw retryable ? new Error(message) : new PermanentDeliveryError(message);
}
