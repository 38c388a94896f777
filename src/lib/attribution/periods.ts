import { addCalendarDays, calendarDayOf, startOfCalendarDay } from "../dates";

/** The periods the "Sources" page offers, in the agency's calendar days, today included. */
export const SOURCE_PERIODS = [7, 30, 90] as const;
export type SourcePeriod = (typeof SOURCE_PERIODS)[number];
const DEFAULT_SOURCE_PERIOD: SourcePeriod = 30;

/** Daily page-view counts are kept this many days, today included: the longest period, no more. */
export const PAGE_VIEW_RETENTION_DAYS = 90;

/** `?days=` as the page reads it: one of the periods, else the default. */
export function sourcePeriodOf(param: unknown): SourcePeriod {
  return SOURCE_PERIODS.find((days) => String(days) === param) ?? DEFAULT_SOURCE_PERIOD;
}

export interface DayRange {
  /** The first and the last calendar day ("2026-03-01"), both included. */
  firstDay: string;
  lastDay: string;
  /** The moments the range begins and ends (the next day's midnight), for timestamps. */
  from: Date;
  until: Date;
}

/** The last `days` calendar days in the agency's time zone, today included. */
export function lastDays(days: number, now = new Date()): DayRange {
  const lastDay = calendarDayOf(now);
  const firstDay = addCalendarDays(lastDay, 1 - days);
  return {
    firstDay,
    lastDay,
    from: startOfCalendarDay(firstDay),
    until: startOfCalendarDay(addCalendarDays(lastDay, 1)),
  };
}
