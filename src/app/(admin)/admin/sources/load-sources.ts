import type { DayRange } from "@/lib/attribution/periods";
import { type SourcesReport, sourcesReport } from "@/lib/attribution/sources-report";
import { countLeadsBySource } from "@/server/leads/lead-sources";
import { countViewsByPath } from "@/server/traffic/page-views";

/** The period's leads by source with the page views beside them: the page's tables and its CSV. */
export async function loadSourcesReport(range: DayRange): Promise<SourcesReport> {
  const [groups, views] = await Promise.all([
    countLeadsBySource(range),
    countViewsByPath(range.firstDay, range.lastDay),
  ]);
  return sourcesReport(groups, views);
}

/** "10.0%", or "—" without views. */
export function formatRate(rate: number | null): string {
  return rate === null ? "—" : `${(rate * 100).toFixed(1)}%`;
}
