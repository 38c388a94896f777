import { Mail, MailOpen, Send } from "lucide";
import Link from "next/link";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { leadStatusLabels } from "@/lib/lead-pipeline";
import { cn } from "@/lib/utils";
import type { InboxLead } from "@/server/leads/leads";
import { markSubmissionReadAction, resendNotificationAction } from "../actions";
import { formatDateTime } from "@/lib/dates";
import { InboxActionForm } from "./inbox-action-form";
import { NotificationStatus } from "./notification-status";
import { WebhookDeliveryStatus } from "./webhook-delivery";

/** Messages up to this size are shown whole; longer ones as a preview that opens in full. */
const SHORT_MESSAGE = { characters: 280, lines: 3 };

/** One labelled value of a lead; an empty one reads "Not given". */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink-900">{children ?? <span className="text-ink-500">Not given</span>}</dd>
    </div>
  );
}

function Message({ text }: { text: string }) {
  const short = text.length <= SHORT_MESSAGE.characters && text.split("\n").length <= SHORT_MESSAGE.lines;
  const body = "whitespace-pre-wrap break-words text-ink-800";
  if (short) return <p className={body}>{text}</p>;
  return (
    <div className="group/message">
      {/* A glance at the message; the full text below is what assistive technology reads. */}
      <p aria-hidden="true" className={cn(body, "line-clamp-2 group-has-[details[open]]/message:hidden")}>
        {text}
      </p>
      <details className="mt-1">
        <summary className="cursor-pointer rounded text-sm font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
          Read full message
        </summary>
        <p className={cn(body, "mt-2")}>{text}</p>
      </details>
    </div>
  );
}

/** One submission in the inbox or in spam: who, what, when, its notification, its webhook and its buttons. */
export function LeadCard({ submission }: { submission: InboxLead }) {
  const { id, name, email, company, phone, service, message, created_at, read_at, is_spam } = submission;
  const unread = read_at === null;
  const headingId = `submission-${id}`;
  const context = `message from ${name}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "rounded-xl bg-white p-5 ring-1 ring-ink-200 sm:p-6",
        unread && "border-l-4 border-brand-600 ring-brand-200",
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className={cn("text-lg text-ink-900", unread ? "font-bold" : "font-semibold")}>
          <Link
            href={`/admin/contacts/${id}`}
            className="rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {name}
          </Link>
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-sm text-ink-600">
          <span
            className={cn(
              "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
              unread ? "bg-brand-700 text-white ring-brand-700" : "bg-ink-100 text-ink-700 ring-ink-200",
            )}
          >
            {unread ? "Unread" : "Read"}
          </span>
          <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-ink-700 ring-1 ring-ink-200 ring-inset">
            {leadStatusLabels[submission.status]}
          </span>
          <time dateTime={created_at}>{formatDateTime(created_at)}</time>
        </div>
      </header>

      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Email">
          <a href={`mailto:${email}`} className="font-medium text-brand-800 underline-offset-2 hover:underline">
            {email}
          </a>
        </Field>
        <Field label="Company">{company}</Field>
        <Field label="Phone">{phone}</Field>
        <Field label="Service">{service}</Field>
        {is_spam && <Field label="Filed as spam because">{submission.spam_reason ?? "unknown"}</Field>}
      </dl>

      <div className="mt-4 rounded-lg bg-ink-50 p-4 text-sm">
        <h3 className="sr-only">Message</h3>
        <Message text={message} />
      </div>

      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <NotificationStatus notification={submission.notification} spam={is_spam} />
          <WebhookDeliveryStatus delivery={submission.webhook} />
        </div>
        <div className="flex flex-wrap gap-2">
          <InboxActionForm
            action={markSubmissionReadAction}
            fields={{ id: String(id), read: String(unread) }}
            label={unread ? "Mark as read" : "Mark as unread"}
            pendingLabel="Saving..."
            context={context}
            icon={unread ? <Icon icon={MailOpen} className="size-4" /> : <Icon icon={Mail} className="size-4" />}
          />
          {!is_spam && (
            <InboxActionForm
              action={resendNotificationAction}
              fields={{ id: String(id) }}
              label="Resend"
              pendingLabel="Resending..."
              context={`notification of the ${context}`}
              icon={<Icon icon={Send} className="size-4" />}
            />
          )}
        </div>
      </footer>
    </article>
  );
}
