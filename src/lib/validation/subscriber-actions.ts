import { z } from "zod";

/** The Delete button on /admin/subscribers posts the subscriber's id, as text, in a hidden field. */
export const DeleteSubscriberSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
