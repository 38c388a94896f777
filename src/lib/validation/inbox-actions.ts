import { z } from "zod";
import { LEAD_STATUSES, MAX_NOTE_LENGTH } from "../lead-pipeline";

/** The largest id a lead can have: PostgreSQL's serial is a 32-bit integer, and a larger one fails there. */
export const MAX_LEAD_ID = 2_147_483_647;

/** The inbox's buttons post a submission's id, as text, in hidden fields. */
const LeadIdField = z.coerce.number().int().positive().max(MAX_LEAD_ID);

/** "Mark as read" and "Mark as unread". */
export const MarkLeadReadSchema = z.object({ id: LeadIdField, read: z.enum(["true", "false"]) });

/** "Resend" a submission's notification. */
export const ResendNotificationSchema = z.object({ id: LeadIdField });

/** "Save" a lead's status on its page. */
export const LeadStatusSchema = z.object({ id: LeadIdField, status: z.enum(LEAD_STATUSES) });

/** "Add Note" on a lead's page: a few lines, not empty. */
export const LeadNoteSchema = z.object({
  id: LeadIdField,
  note: z
    .string()
    .trim()
    .min(1, "Write a note before adding it")
    .max(MAX_NOTE_LENGTH, `Note must be at most ${MAX_NOTE_LENGTH.toLocaleString("en-US")} characters`),
});
