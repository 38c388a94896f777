"use client";

import { Link } from "@/components/ui/link";
import { type ReactNode, useActionState } from "react";
import { buttonClass } from "@/components/ui/button";
import { newsletterCopy as copy } from "@/content/blog-pages";
import type { FormState } from "@/lib/validation/form-fields";
import type { NewsletterField } from "@/lib/validation/newsletter";

interface NewsletterSignupProps {
  /** The page's server action, so the form works with or without JavaScript. */
  action: (state: FormState<NewsletterField>, data: FormData) => Promise<FormState<NewsletterField>>;
  /** Drawn by the server page, keeping the icon library out of the bundle. */
  icons: { mail: ReactNode; subscribed: ReactNode };
  /** The spam guard's fields, drawn on the server (spam-guard-fields.tsx): none of their code reaches the browser. */
  spamGuard: ReactNode;
}

/** The blog's newsletter block; with JavaScript the action's answer replaces the form in place. */
export function NewsletterSignup({ action, icons, spamGuard }: NewsletterSignupProps) {
  const [state, formAction, pending] = useActionState(action, { status: "idle" });
  const error = state.status === "error";
  const typed = error ? (state.values?.email ?? "") : "";
  return (
    <section aria-labelledby="newsletter-heading" className="bg-brand-50">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 lg:px-8">
        {icons.mail}
        <h2 id="newsletter-heading" className="mt-4 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {copy.heading}
        </h2>
        <p className="mt-3 text-ink-700">{copy.text}</p>
        {state.status === "success" ? (
          <p
            role="status"
            className="mx-auto mt-8 flex max-w-xl items-center justify-center gap-2 rounded-lg bg-white px-4 py-3 font-medium text-brand-900 ring-1 ring-brand-200"
          >
            {icons.subscribed}
            {copy.subscribed}
          </p>
        ) : (
          <form action={formAction} noValidate className="mx-auto mt-8 max-w-xl text-left">
            <div className="flex flex-col gap-3 sm:flex-row">
              <label htmlFor="newsletter-email" className="sr-only">
                {copy.emailLabel}
              </label>
              <input
                id="newsletter-email"
                type="email"
                name="email"
                required
                autoComplete="email"
                maxLength={254}
                defaultValue={typed}
                key={typed}
                placeholder={copy.placeholder}
                aria-invalid={error || undefined}
                aria-describedby={error ? "newsletter-error" : undefined}
                className="h-11 flex-1 rounded-lg border border-ink-300 bg-white px-3 text-ink-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 aria-invalid:border-red-700"
              />
              {spamGuard}
              <button type="submit" disabled={pending} className={buttonClass()}>
                {pending ? copy.submitting : copy.submit}
              </button>
            </div>
            <p id="newsletter-error" role="alert" className="mt-2 min-h-6 text-sm font-medium text-red-700">
              {error ? state.error : ""}
            </p>
            <p className="mt-1 text-center text-sm text-ink-600">
              {copy.privacy}{" "}
              <Link href="/privacy-policy" className="font-medium text-brand-800 underline hover:text-brand-900">
                {copy.privacyLink}
              </Link>
              .
            </p>
          </form>
        )}
      </div>
    </section>
  );
}
