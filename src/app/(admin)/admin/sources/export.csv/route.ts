import { site } from "@/content/site";
import { NOT_SET } from "@/lib/attribution/channels";
import { lastDays, sourcePeriodOf } from "@/lib/attribution/periods";
import type { SourcesReport } from "@/lib/attribution/sources-report";
import { CSV_BYTE_ORDER_MARK, type CsvValue, csvFileName, csvLine } from "@/lib/csv";
import { getAdminFromHeaders } from "@/server/auth/require-admin";
import { downloadHeaders, plainText } from "@/server/http/downloads";
import { getLogger } from "@/server/ops/logger";
import { loadSourcesReport } from "../load-sources";

const COLUMNS = [
  "report",
  "source",
  "medium",
  "campaign",
  "landing_page",
  "views",
  "leads",
  "conversion_rate",
] as const;

/** The page's three tables, one after the other, each row naming its table. */
function records(report: SourcesReport): CsvValue[][] {
  return [
    ...report.bySource.map((row) => ["source", row.source, row.medium, null, null, null, row.leads, null]),
    ...report.byCampaign.map((row) => ["campaign", null, null, row.campaign, null, null, row.leads, null]),
    ...report.byLandingPage.map((row) => [
      "landing_page",
      null,
      null,
      null,
      row.page ?? NOT_SET,
      row.views,
      row.leads,
      row.conversionRate === null ? null : row.conversionRate.toFixed(4),
    ]),
  ];
}

/** GET /admin/sources/export.csv?days=30: the "Sources" page's figures for the period. */
export async function GET(request: Request): Promise<Response> {
  // Layouts do not wrap route handlers: this one checks the session itself.
  if (!(await getAdminFromHeaders(request.headers))) return plainText("Authentication required", 401);
  const days = sourcePeriodOf(new URL(request.url).searchParams.get("days"));
  let report: SourcesReport;
  try {
    report = await loadSourcesReport(lastDays(days));
  } catch (error) {
    getLogger().error({ err: error }, "Exporting the sources failed");
    return plainText("Failed to load the sources", 500);
  }
  const body = CSV_BYTE_ORDER_MARK + csvLine(COLUMNS) + records(report).map(csvLine).join("");
  return new Response(body, {
    headers: downloadHeaders("text/csv; charset=utf-8", csvFileName(`sources-last-${days}-days`, site.timeZone)),
  });
}
