import "server-only";
import { headers } from "next/headers";
import { after } from "next/server";
import { leadFormText } from "@/content/lead-forms";
import { VISIT_SOURCE_FIELDS } from "@/lib/validation/visit-source";
import { type LeadFormKind, type LeadFormState, type LeadResponse, MAX_LEAD_BODY_BYTES } from "@/lib/lead-forms";
import { clientIp } from "../http/client-address";
import { sendPendingNotifications } from "./outbox-worker";
import { formStateOf } from "../forms/public-form";
import { submitLead } from "./lead-forms";
import { BadRequestError, isSameOrigin, readFormOrJson } from "../http/request-body";

/** The two ways a lead form reaches the server: its JSON endpoint and its server action. */

const badRequestMessages = { 400: leadFormText.malformed, 413: leadFormText.tooLarge, 415: leadFormText.malformed };

function json(body: LeadResponse, status: number, extraHeaders: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...extraHeaders } });
}

/** POST /api/contact and POST /api/local-business-audit: JSON in the body of every answer. */
export async function handleLeadPost(form: LeadFormKind, request: Request): Promise<Response> {
  if (!isSameOrigin(request)) return json({ ok: false, error: leadFormText.crossSite }, 403);
  let fields;
  try {
    fields = await readFormOrJson(request, MAX_LEAD_BODY_BYTES);
  } catch (err) {
    if (err instanceof BadRequestError) return json({ ok: false, error: badRequestMessages[err.status] }, err.status);
    throw err;
  }

  const outcome = await submitLead(form, fields, { ip: clientIp(request.headers) });
  if (outcome.ok) {
    // The visitor's answer never waits for the e-mail.
    after(sendPendingNotifications);
    return json({ ok: true }, 201);
  }
  if (outcome.status === 400) return json({ ok: false, error: outcome.error, fieldErrors: outcome.fieldErrors }, 400);
  if (outcome.status === 429) {
    return json({ ok: false, error: outcome.error }, 429, { "Retry-After": String(outcome.retryAfterSeconds) });
  }
  return json({ ok: false, error: outcome.error }, outcome.status);
}

/** The server action behind a form posted without JavaScript: the page renders what this returns. */
export async function leadActionState<K extends string>(
  form: LeadFormKind,
  data: FormData,
  fieldNames: readonly K[],
): Promise<LeadFormState<K>> {
  const outcome = await submitLead(form, data, { ip: clientIp(await headers()) });
  if (outcome.ok) after(sendPendingNotifications);
  return formStateOf(outcome, data, [...fieldNames, ...VISIT_SOURCE_FIELDS]);
}
