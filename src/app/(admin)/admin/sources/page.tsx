import { Download } from "lucide";
import type { Metadata } from "next";
import { DataTable } from "@/components/ui/data-table";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { NOT_SET } from "@/lib/attribution/channels";
import { SOURCE_PERIODS, lastDays, sourcePeriodOf } from "@/lib/attribution/periods";
import { leadsPerDay } from "@/lib/attribution/sources-report";
import { formatCalendarDay } from "@/lib/dates";
import { attempt } from "@/server/attempt";
import { requireAdmin } from "@/server/auth/require-admin";
import { listLeadTimes } from "@/server/leads/lead-sources";
import { LeadsPerDayChart } from "./_components/leads-per-day-chart";
import { formatRate, loadSourcesReport } from "./load-sources";

export const metadata: Metadata = { title: "Sources" };

const FAILED = "Failed to load the sources";
const count = (n: number) => n.toLocaleString("en-US");

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6 rounded-xl bg-white p-5 ring-1 ring-ink-200 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where the leads of the last 7, 30 or 90 days came from (decision 200). */
export default async function SourcesPage({ searchParams }: PageProps<"/admin/sources">) {
  await requireAdmin();
  const days = sourcePeriodOf((await searchParams).days);
  const range = lastDays(days);
  const [report, times] = await Promise.all([
    attempt(() => loadSourcesReport(range), FAILED),
    attempt(() => listLeadTimes(range), FAILED),
  ]);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink-900">Sources</h1>
        <a
          href={`/admin/sources/export.csv?days=${days}`}
          className={buttonClass({ variant: "secondary", size: "sm" })}
          download
        >
          <Icon icon={Download} className="size-4" />
          Export CSV
        </a>
      </div>
      <p className="mt-2 max-w-3xl text-ink-700">
        Where leads came from: the first page of each visit, the site that sent it, its campaign tags and ad click,
        recorded with each lead without cookies. Spam is left out.
      </p>

      <nav aria-label="Period" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {SOURCE_PERIODS.map((period) => (
            <li key={period}>
              <Link
                href={`/admin/sources?days=${period}`}
                aria-current={period === days ? "page" : undefined}
                className={buttonClass({ variant: period === days ? "primary" : "secondary", size: "sm" })}
              >
                Last {period} days
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {report === undefined || times === undefined ? (
        <p role="alert" className="mt-6 rounded-xl bg-white p-6 text-red-700 ring-1 ring-ink-200">
          {FAILED}
        </p>
      ) : (
        <>
          <p className="mt-6 font-medium text-ink-900">
            {count(report.leads)} {report.leads === 1 ? "lead" : "leads"} from {formatCalendarDay(range.firstDay)} to{" "}
            {formatCalendarDay(range.lastDay)}.
          </p>

          <Section id="leads-per-day" title="Leads per day">
            <div className="mt-4">
              <LeadsPerDayChart days={leadsPerDay(range, times)} />
            </div>
          </Section>

          <Section id="by-source" title="By source and medium">
            <DataTable
              className="mt-4"
              caption="Leads by source and medium, most first"
              columns={[{ label: "Source" }, { label: "Medium" }, { label: "Leads", numeric: true }]}
              rows={report.bySource.map((row) => ({
                key: `${row.source}\n${row.medium}`,
                cells: [row.source, row.medium, count(row.leads)],
              }))}
              empty={`No leads in the last ${days} days.`}
            />
          </Section>

          <Section id="by-campaign" title="By campaign">
            <DataTable
              className="mt-4"
              caption="Leads by campaign, most first"
              columns={[{ label: "Campaign" }, { label: "Leads", numeric: true }]}
              rows={report.byCampaign.map((row) => ({ key: row.campaign, cells: [row.campaign, count(row.leads)] }))}
              empty={`No leads in the last ${days} days.`}
            />
          </Section>

          <Section id="by-landing-page" title="By landing page">
            <p className="mt-2 text-sm text-ink-700">
              The first page of each visit. Views are the pages loaded from the server, counted without cookies and
              without bots: every visit&apos;s first page and each reload, not the pages opened by a link within the
              site. Conversion rate is leads ÷ views.
            </p>
            <DataTable
              className="mt-4"
              caption="Leads, views and conversion rate by landing page, most leads first"
              columns={[
                { label: "Landing page" },
                { label: "Views", numeric: true },
                { label: "Leads", numeric: true },
                { label: "Conversion rate", numeric: true },
              ]}
              rows={report.byLandingPage.map((row) => ({
                key: row.page ?? NOT_SET,
                cells: [
                  row.page ?? NOT_SET,
                  row.views === null ? "—" : count(row.views),
                  count(row.leads),
                  formatRate(row.conversionRate),
                ],
              }))}
              empty={`No leads or views in the last ${days} days.`}
            />
          </Section>
        </>
      )}
    </>
  );
}
