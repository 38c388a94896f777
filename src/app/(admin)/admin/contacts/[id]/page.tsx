import { ArrowLeft, Reply, Send } from "lucide";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { leadFormLabels, leadStatusLabels } from "@/lib/lead-pipeline";
import { MAX_LEAD_ID } from "@/lib/validation/inbox-actions";
import { requireAdmin } from "@/server/auth/require-admin";
import { getInboxLead } from "@/server/leads/leads";
import { listLeadEvents } from "@/server/leads/pipeline";
import { getSiteFacts } from "@/server/site-settings";
import { resendNotificationAction } from "../actions";
import { formatDateTime } from "@/lib/dates";
import { humanCheckLabels } from "@/lib/human-check-verdict";
import { InboxActionForm } from "../_components/inbox-action-form";
import { Field } from "../_components/lead-card";
import { NotificationStatus } from "../_components/notification-status";
import { WebhookDelivery } from "../_components/webhook-delivery";
import { LeadHistory } from "./lead-history";
import { LeadSource } from "./lead-source";
import { NoteForm, StatusForm } from "./pipeline-forms";

export const metadata: Metadata = { title: "Lead" };

/** The address's id, when it is a lead's number at all; anything else is a 404. */
function leadId(param: string): number | undefined {
  const id = Number(param);
  return /^[1-9]\d{0,9}$/.test(param) && id <= MAX_LEAD_ID ? id : undefined;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-xl bg-white p-5 ring-1 ring-ink-200 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One lead: every field, how its visit came, how it was checked, its deliveries, pipeline and history. */
export default async function LeadPage({ params }: PageProps<"/admin/contacts/[id]">) {
  await requireAdmin();
  const id = leadId((await params).id);
  const lead = id === undefined ? undefined : await getInboxLead(id);
  if (!lead) notFound();
  const [events, agency] = await Promise.all([listLeadEvents(lead.id), getSiteFacts()]);
  const reply = `mailto:${lead.email}?subject=${encodeURIComponent(`Re: your enquiry to ${agency.name}`)}`;

  return (
    <>
      <Link
        href="/admin/contacts"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <Icon icon={ArrowLeft} className="size-4" />
        All submissions
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold break-words text-ink-900">{lead.name}</h1>
        <a href={reply} className={buttonClass({ variant: "secondary", size: "sm" })}>
          <Icon icon={Reply} className="size-4" />
          Reply by e-mail
        </a>
      </div>

      <Section id="lead-details" title="Details">
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Field label="Email">{lead.email}</Field>
          <Field label="Company">{lead.company}</Field>
          <Field label="Phone">{lead.phone}</Field>
          <Field label="Service">{lead.service}</Field>
          <Field label="Form">{leadFormLabels[lead.form]}</Field>
          <Field label="Received">
            <time dateTime={lead.created_at}>{formatDateTime(lead.created_at)}</time>
          </Field>
          <Field label="Read">{lead.read_at ? formatDateTime(lead.read_at) : "Unread"}</Field>
          <Field label="Spam check">
            {lead.is_spam ? `Filed as spam: ${lead.spam_reason ?? "unknown"}` : "Not spam"}
          </Field>
          <Field label="Human check">{humanCheckLabels[lead.human_check]}</Field>
          <Field label="Status">{leadStatusLabels[lead.status]}</Field>
        </dl>
        <h3 className="mt-5 text-xs font-semibold tracking-wide text-ink-500 uppercase">Message</h3>
        <p className="mt-1 rounded-lg bg-ink-50 p-4 text-sm break-words whitespace-pre-wrap text-ink-800">
          {lead.message}
        </p>
      </Section>

      <Section id="lead-source" title="Source">
        <LeadSource lead={lead} />
      </Section>

      {/* Each way the lead was passed on: the e-mail notification here, other channels beside it. */}
      <Section id="lead-deliveries" title="Deliveries">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="space-y-1">
            <NotificationStatus notification={lead.notification} spam={lead.is_spam} />
            <WebhookDelivery leadId={lead.id} />
          </div>
          {!lead.is_spam && (
            <InboxActionForm
              action={resendNotificationAction}
              fields={{ id: String(lead.id) }}
              label="Resend"
              pendingLabel="Resending..."
              context={`notification of the message from ${lead.name}`}
              icon={<Icon icon={Send} className="size-4" />}
            />
          )}
        </div>
      </Section>

      <Section id="lead-pipeline" title="Pipeline">
        <div className="space-y-6">
          <StatusForm id={lead.id} status={lead.status} />
          <NoteForm id={lead.id} />
        </div>
      </Section>

      <Section id="lead-history" title="History">
        <LeadHistory events={events} />
      </Section>
    </>
  );
}
