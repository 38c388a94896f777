import * as z from "zod/mini";

export const INVALID_EMAIL = "Please enter a valid email address";

/** The blog's newsletter sign-up: one message for every way an address can be wrong. */
export const NewsletterSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254, INVALID_EMAIL)), z.email(INVALID_EMAIL)),
});

export type NewsletterField = keyof z.output<typeof NewsletterSchema>;
export const newsletterFields = ["email"] as const satisfies readonly NewsletterField[];
