/** The agency's time zone (`site.timeZone` in the content): dates on the site and its "today" follow it. */
export const SITE_TIME_ZONE = "America/Denver";

const longDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: SITE_TIME_ZONE,
});

/** "January 5, 2025", in the agency's own time zone. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** A calendar day written in the copy as "2025-03-18" → "March 18, 2025". */
export function formatCalendarDay(isoDay: string): string {
  // Noon UTC falls on the same calendar day in Utah.
  return formatLongDate(new Date(`${isoDay}T12:00:00Z`));
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/**
 * "January 5, 2025" → "2025-01-05", a form that sorts by date as plain text; undefined when
 * the text is not such a date.
 */
export function isoDateOf(longDateText: string): string | undefined {
  const match = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})$/.exec(longDateText.trim());
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1;
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (month === 0 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
