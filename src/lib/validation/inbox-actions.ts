import { z } from "zod";

/** The inbox's buttons post a submission's id, as text, in hidden fields. */
const LeadIdField = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** "Mark as read" and "Mark as unread". */
export const MarkLeadReadSchema = z.object({ id: LeadIdField, read: z.enum(["true", "false"]) });

/** "Resend" a submission's notification. */
export const ResendNotificationSchema = z.object({ id: LeadIdField });
