import { Download } from "lucide";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { attempt } from "@/server/attempt";
import { type LeadFilter, countLeads, listLeads } from "@/server/leads/leads";
import { requireAdmin } from "@/server/auth/require-admin";
import { InboxFilters } from "./_components/inbox-filters";
import { InboxPager, ShowingLine } from "./_components/inbox-pager";
import {
  CONTACT_SUBMISSIONS_PAGE_SIZE,
  inboxHref,
  offsetOf,
  pageCountOf,
  parseInboxParams,
} from "./_components/inbox-params";
import { InboxTabs } from "./_components/inbox-tabs";
import { LeadCard } from "./_components/lead-card";

export const metadata: Metadata = { title: "Contact Submissions" };

function Notice({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return alert ? (
    <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
      {children}
    </p>
  ) : (
    <p className="mt-6 rounded-xl bg-white p-10 text-center text-ink-600 ring-1 ring-ink-200">{children}</p>
  );
}

export default async function ContactSubmissionsPage({ searchParams }: PageProps<"/admin/contacts">) {
  await requireAdmin();
  const params = parseInboxParams(await searchParams);
  const { view, page, status, form, q } = params;
  const filter: LeadFilter = { status, form, text: q };
  const filtered = Boolean(status || form || q);

  const counts = await attempt(async () => {
    const [inbox, spam] = await Promise.all([countLeads(filter), countLeads({ ...filter, spam: true })]);
    return { inbox, spam };
  }, "Failed to fetch total submission count");
  const total = counts?.[view];
  if (total !== undefined && page > pageCountOf(total)) redirect(inboxHref({ ...params, page: pageCountOf(total) }));

  const offset = offsetOf(page);
  const submissions = await attempt(
    () => listLeads({ ...filter, spam: view === "spam", offset, limit: CONTACT_SUBMISSIONS_PAGE_SIZE }),
    "Failed to fetch contact submissions",
  );
  const hasNext =
    total === undefined
      ? submissions?.length === CONTACT_SUBMISSIONS_PAGE_SIZE
      : offset + CONTACT_SUBMISSIONS_PAGE_SIZE < total;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink-900">Contact Submissions</h1>
        {/* A plain link: the export is a file download, not a page to navigate to. */}
        <a href="/admin/contacts/export.csv" download className={buttonClass({ variant: "secondary", size: "sm" })}>
          <Icon icon={Download} className="size-4" />
          Export CSV
        </a>
      </div>

      <InboxTabs view={view} filter={{ status, form, q }} counts={counts} />
      <InboxFilters params={params} />
      {counts === undefined && <Notice alert>Failed to fetch total submission count</Notice>}

      {submissions === undefined ? (
        <Notice alert>Failed to fetch contact submissions</Notice>
      ) : submissions.length === 0 ? (
        <Notice>
          {filtered
            ? "No submissions match these filters"
            : view === "spam"
              ? "No spam submissions"
              : "No contact submissions yet"}
        </Notice>
      ) : (
        <>
          <div className="mt-6">
            <ShowingLine offset={offset} shown={submissions.length} total={total} />
          </div>
          <ul className="mt-3 space-y-4">
            {submissions.map((submission) => (
              <li key={submission.id}>
                <LeadCard submission={submission} />
              </li>
            ))}
          </ul>
          <InboxPager params={params} hasNext={hasNext} />
        </>
      )}
    </>
  );
}
