import { addCalendarDays, calendarDayOf } from "../dates";
import { type Channel, type ChannelFields, NOT_SET, channelLabel, channelOf } from "./channels";
import type { DayRange } from "./periods";

/**
 * The "Sources" page's figures from two counts: leads grouped by what they recorded of their
 * visit (src/server/leads/lead-sources.ts) and page views by path (src/server/traffic/).
 */

/** Leads (spam left out) that recorded the same source. */
export interface LeadSourceGroup extends ChannelFields {
  utm_campaign: string | null;
  leads: number;
}

export interface PathViews {
  path: string;
  views: number;
}

export interface ChannelRow extends Channel {
  leads: number;
}

export interface CampaignRow {
  campaign: string;
  leads: number;
}

export interface LandingPageRow {
  /** Null: leads whose first page is not known. */
  page: string | null;
  /** Null for the leads whose first page is not known. */
  views: number | null;
  leads: number;
  /** Leads ÷ views; null without views. */
  conversionRate: number | null;
}

export interface SourcesReport {
  leads: number;
  bySource: ChannelRow[];
  byCampaign: CampaignRow[];
  byLandingPage: LandingPageRow[];
}

/** Landing pages shown: those with the most leads, then the most views. */
export const MAX_LANDING_PAGES = 50;

const byLeadsThen =
  <T extends { leads: number }>(name: (row: T) => string) =>
  (a: T, b: T) =>
    b.leads - a.leads || name(a).localeCompare(name(b), "en");

/** Adds up the groups' leads per row, rows being equal when their `key` is. */
function tally<T extends object>(
  groups: LeadSourceGroup[],
  rowOf: (group: LeadSourceGroup) => T,
  key: (row: T) => string,
) {
  const rows = new Map<string, T & { leads: number }>();
  for (const group of groups) {
    const row = rowOf(group);
    const total = rows.get(key(row)) ?? { ...row, leads: 0 };
    total.leads += group.leads;
    rows.set(key(row), total);
  }
  return [...rows.values()];
}

/** Leads by source and medium, most first. */
export function leadsByChannel(groups: LeadSourceGroup[]): ChannelRow[] {
  return tally(groups, channelOf, channelLabel).sort(byLeadsThen<ChannelRow>(channelLabel));
}

export function sourcesReport(groups: LeadSourceGroup[], views: PathViews[]): SourcesReport {
  const byCampaign = tally(
    groups,
    (group) => ({ campaign: group.utm_campaign ?? NOT_SET }),
    (row) => row.campaign,
  ).sort(byLeadsThen((row) => row.campaign));

  const viewsOf = new Map(views.map((row) => [row.path, row.views]));
  const leadsOf = new Map<string | null, number>();
  for (const group of groups) leadsOf.set(group.landing_page, (leadsOf.get(group.landing_page) ?? 0) + group.leads);
  const pages = new Set<string | null>([...leadsOf.keys(), ...viewsOf.keys()]);
  const byLandingPage = [...pages]
    .map((page): LandingPageRow => {
      const leads = leadsOf.get(page) ?? 0;
      const pageViews = page === null ? null : (viewsOf.get(page) ?? 0);
      return { page, views: pageViews, leads, conversionRate: pageViews ? leads / pageViews : null };
    })
    .sort(
      (a, b) =>
        b.leads - a.leads ||
        (b.views ?? 0) - (a.views ?? 0) ||
        // The leads whose first page is not known come after the pages with as many.
        Number(a.page === null) - Number(b.page === null) ||
        (a.page ?? "").localeCompare(b.page ?? ""),
    )
    .slice(0, MAX_LANDING_PAGES);

  return {
    leads: groups.reduce((sum, group) => sum + group.leads, 0),
    bySource: leadsByChannel(groups),
    byCampaign,
    byLandingPage,
  };
}

export interface DayLeads {
  day: string;
  leads: number;
}

/** Leads per calendar day of the range, each day present (0 when none), from the leads' times. */
export function leadsPerDay(range: DayRange, createdAt: readonly string[]): DayLeads[] {
  const counts = new Map<string, number>();
  for (const moment of createdAt) {
    const day = calendarDayOf(moment);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  const days: DayLeads[] = [];
  for (let day = range.firstDay; day <= range.lastDay; day = addCalendarDays(day, 1)) {
    days.push({ day, leads: counts.get(day) ?? 0 });
  }
  return days;
}
