"use server";

import { after } from "next/server";
import { MarkLeadReadSchema, ResendNotificationSchema } from "@/lib/validation/inbox-actions";
import { setLeadRead } from "@/server/leads/leads";
import { sendPendingNotifications } from "@/server/leads/outbox-worker";
import { type ResendOutcome, resendNotification } from "@/server/leads/outbox";
import { recordAuditBy } from "@/server/auth/audit-log";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { getLogger } from "@/server/ops/logger";
import { revalidateLeads } from "./revalidate-leads";

/** The inbox's buttons: each checks the session, then its form fields, before touching a row. */

/** What an inbox button shows once its action answers: a toast's title and description. */
export type InboxActionState =
  { status: "idle" } | { status: "success" | "error"; title: string; description?: string };

const invalid: InboxActionState = {
  status: "error",
  title: "Invalid request",
  description: "Reload the page and try again.",
};
const notFound: InboxActionState = {
  status: "error",
  title: "Submission not found",
  description: "It may have been deleted. Reload the page.",
};

export async function markSubmissionReadAction(_previous: InboxActionState, data: FormData): Promise<InboxActionState> {
  const by = await adminActor(await requireAdmin());
  const fields = MarkLeadReadSchema.safeParse({ id: data.get("id"), read: data.get("read") });
  if (!fields.success) return invalid;
  const read = fields.data.read === "true";
  try {
    if (!(await setLeadRead(fields.data.id, read))) return notFound;
  } catch (error) {
    getLogger().error({ err: error }, "Marking a contact submission read failed");
    return { status: "error", title: "Failed to update the submission", description: "Please try again." };
  }
  // The lead by its number alone: the log outlives an erased lead and keeps none of its contents.
  await recordAuditBy(by, read ? "lead-marked-read" : "lead-marked-unread", { type: "lead", id: fields.data.id });
  revalidateLeads();
  return { status: "success", title: read ? "Marked as read" : "Marked as unread" };
}

const resendAnswers: Record<ResendOutcome, InboxActionState> = {
  queued: {
    status: "success",
    title: "Notification queued for resending",
    description: "The e-mail goes out on the next delivery round.",
  },
  sending: {
    status: "success",
    title: "Notification is being sent",
    description: "It is on its way right now; reload the page in a moment to see how it went.",
  },
  spam: { status: "error", title: "Spam is never notified", description: "This submission was filed as spam." },
  "not-found": notFound,
};

export async function resendNotificationAction(_previous: InboxActionState, data: FormData): Promise<InboxActionState> {
  const by = await adminActor(await requireAdmin());
  const fields = ResendNotificationSchema.safeParse({ id: data.get("id") });
  if (!fields.success) return invalid;
  let outcome: ResendOutcome;
  try {
    outcome = await resendNotification(fields.data.id);
  } catch (error) {
    getLogger().error({ err: error }, "Resending a lead notification failed");
    return { status: "error", title: "Failed to resend the notification", description: "Please try again." };
  }
  if (outcome === "queued") {
    await recordAuditBy(by, "lead-notification-resent", { type: "lead", id: fields.data.id });
    revalidateLeads();
    // The answer shows "Pending" at once; the e-mail follows without the admin waiting for it.
    after(sendPendingNotifications);
  }
  return resendAnswers[outcome];
}
