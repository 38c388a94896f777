"use server";

import { readTextField } from "@/lib/validation/form-fields";
import { LeadNoteSchema, LeadStatusSchema } from "@/lib/validation/inbox-actions";
import { recordAuditBy } from "@/server/auth/audit-log";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { addLeadNote, setLeadStatus } from "@/server/leads/pipeline";
import { getLogger } from "@/server/ops/logger";
import { revalidateLeads } from "../revalidate-leads";

/** A lead page's two forms: its status and its notes. Both post without JavaScript too. */

/** Each answer carries its time, so that the form can tell a new answer from the last one. */
export type LeadPageState =
  | { status: "idle" }
  | { status: "success"; message: string; at: number }
  | { status: "error"; message: string; at: number; note?: string };

const answer = (status: "success" | "error", message: string, note?: string): LeadPageState =>
  status === "success" ? { status, message, at: Date.now() } : { status, message, at: Date.now(), note };
const notFound = () => answer("error", "This lead no longer exists.");
const invalid = () => answer("error", "Invalid request. Reload the page and try again.");

export async function saveLeadStatusAction(_previous: LeadPageState, data: FormData): Promise<LeadPageState> {
  const by = await adminActor(await requireAdmin());
  const fields = LeadStatusSchema.safeParse({ id: data.get("id"), status: data.get("status") });
  if (!fields.success) return invalid();
  const { id, status } = fields.data;
  try {
    const change = await setLeadStatus(id, status, by.account);
    if (change === "not-found") return notFound();
    if (change === "unchanged") return answer("success", "Status unchanged.");
  } catch (error) {
    getLogger().error({ err: error }, "Changing a lead's status failed");
    return answer("error", "Failed to save the status. Please try again.");
  }
  // The lead by its number alone: the log keeps no personal data.
  await recordAuditBy(by, "lead-status-changed", { type: "lead", id });
  revalidateLeads();
  return answer("success", "Status saved.");
}

export async function addLeadNoteAction(_previous: LeadPageState, data: FormData): Promise<LeadPageState> {
  const by = await adminActor(await requireAdmin());
  const note = readTextField(data, "note");
  const fields = LeadNoteSchema.safeParse({ id: data.get("id"), note });
  if (!fields.success) {
    const noteError = fields.error.issues.find((issue) => issue.path[0] === "note");
    return noteError ? answer("error", noteError.message, note) : invalid();
  }
  const { id } = fields.data;
  try {
    if (!(await addLeadNote(id, fields.data.note, by.account))) return notFound();
  } catch (error) {
    getLogger().error({ err: error }, "Adding a note to a lead failed");
    return answer("error", "Failed to add the note. Please try again.", note);
  }
  // Never the note's text: the audit log outlives the lead.
  await recordAuditBy(by, "lead-note-added", { type: "lead", id });
  revalidateLeads();
  return answer("success", "Note added.");
}
