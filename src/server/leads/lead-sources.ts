import "server-only";
import type { DayRange } from "@/lib/attribution/periods";
import type { LeadSourceGroup } from "@/lib/attribution/sources-report";
import { getDb } from "../db";

/**
 * Where the leads of a period came from, for the "Sources" page and the dashboard (decision
 * 200): counted in the database by what each lead recorded of its visit; the page reads them
 * as sources, campaigns and landing pages (src/lib/attribution/sources-report.ts). Spam is
 * left out.
 */

const GROUPED = ["landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "click_id_kind"] as const;

function leadsIn(range: Pick<DayRange, "from" | "until">) {
  return getDb()
    .selectFrom("contact_submissions")
    .where("is_spam", "=", false)
    .where("created_at", ">=", range.from.toISOString())
    .where("created_at", "<", range.until.toISOString());
}

/** The period's leads, counted per recorded source. */
export async function countLeadsBySource(range: Pick<DayRange, "from" | "until">): Promise<LeadSourceGroup[]> {
  const rows = await leadsIn(range)
    .select((eb) => [...GROUPED, eb.fn.countAll<number | string>().as("leads")])
    .groupBy([...GROUPED])
    .execute();
  return rows.map((row) => ({ ...row, leads: Number(row.leads) }));
}

/** When each of the period's leads arrived, for the leads-per-day chart. */
export async function listLeadTimes(range: Pick<DayRange, "from" | "until">): Promise<string[]> {
  const rows = await leadsIn(range).select("created_at").execute();
  return rows.map((row) => new Date(row.created_at).toISOString());
}
