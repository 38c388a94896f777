import type { ReactNode } from "react";
import { ButtonLink, buttonClass } from "@/components/ui/button";

interface NewsletterLinkPageProps {
  heading: string;
  /** What the link found, said plainly; announced to screen readers when it is a failure. */
  message: ReactNode;
  failed?: boolean;
  /** The button that does the change: a plain form posting to the page's own address. */
  button?: { label: string; action: string; oneClick?: boolean };
  back?: { label: string; href: string };
}

/** The page a confirm or unsubscribe link opens: opening it changes nothing, the button does. */
export function NewsletterLinkPage({ heading, message, failed, button, back }: NewsletterLinkPageProps) {
  return (
    <section className="bg-ink-50 px-4 py-24">
      <div className="mx-auto max-w-xl rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-ink-200">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">{heading}</h1>
        <p role={failed ? "alert" : "status"} className="mt-4 text-lg text-ink-700">
          {message}
        </p>
        {button ? (
          <form method="post" action={button.action} className="mt-8">
            {/* The same body a mail program's one-click unsubscribe sends (RFC 8058). */}
            {button.oneClick ? <input type="hidden" name="List-Unsubscribe" value="One-Click" /> : null}
            <button type="submit" className={buttonClass()}>
              {button.label}
            </button>
          </form>
        ) : null}
        {back ? (
          <ButtonLink href={back.href} variant="secondary" className="mt-8">
            {back.label}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
