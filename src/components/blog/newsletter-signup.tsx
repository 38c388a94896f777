"use client";

import Link from "next/link";
import { type ReactNode, useActionState } from "react";
import { subscribeToNewsletterAction } from "@/app/(marketing)/blog/actions";
import { buttonClass } from "@/components/ui/button";
import { newsletterCopy as copy } from "@/content/blog-pages";
import type { NewsletterState } from "@/lib/validation/newsletter";

const initialState: NewsletterState = { status: "idle", message: "", email: "" };

/**
 * The blog's newsletter block: a server action, so it works with or without JavaScript.
 * The icons come drawn from the server page, keeping the icon library out of the bundle.
 */
export function NewsletterSignup({ icons }: { icons: { mail: ReactNode; subscribed: ReactNode } }) {
  const [state, action, pending] = useActionState(subscribeToNewsletterAction, initialState);
  const error = state.status === "error";
  return (
    <section aria-labelledby="newsletter-heading" className="bg-brand-50">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 lg:px-8">
        {icons.mail}
        <h2 id="newsletter-heading" className="mt-4 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {copy.heading}
        </h2>
        <p className="mt-3 text-ink-700">{copy.text}</p>
        {state.status === "subscribed" ? (
          <p
            role="status"
            className="mx-auto mt-8 flex max-w-xl items-center justify-center gap-2 rounded-lg bg-white px-4 py-3 font-medium text-brand-900 ring-1 ring-brand-200"
          >
            {icons.subscribed}
            {state.message}
          </p>
        ) : (
          <form action={action} noValidate className="mx-auto mt-8 max-w-xl text-left">
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
                defaultValue={state.email}
                key={state.email}
                placeholder={copy.placeholder}
                aria-invalid={error || undefined}
                aria-describedby={error ? "newsletter-error" : undefined}
                className="h-11 flex-1 rounded-lg border border-ink-300 bg-white px-3 text-ink-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 aria-invalid:border-red-700"
              />
              {/* A field only bots fill in: hidden from people and from assistive technology. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label htmlFor="newsletter-website">Website</label>
                <input id="newsletter-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
              </div>
              <button type="submit" disabled={pending} className={buttonClass()}>
                {pending ? copy.submitting : copy.submit}
              </button>
            </div>
            <p id="newsletter-error" role="alert" className="mt-2 min-h-6 text-sm font-medium text-red-700">
              {error ? state.message : ""}
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
