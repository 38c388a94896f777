import { z } from "zod";

export const INVALID_EMAIL = "Please enter a valid email address";

/** The blog's newsletter sign-up, checked in the browser and again by the server action. */
export const NewsletterSchema = z.object({
  email: z.string().trim().max(254, INVALID_EMAIL).pipe(z.email(INVALID_EMAIL)),
});

export interface NewsletterState {
  status: "idle" | "subscribed" | "error";
  message: string;
  /** What was typed, kept when the sign-up fails. */
  email: string;
}
