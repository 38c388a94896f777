/** The agency's time zone (`site.timeZone` in the content): dates on the site and its "today" follow it. */
export const SITE_TIME_ZONE = "America/Denver";

const longDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: SITE_TIME_ZONE,
});

const numericDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  timeZone: SITE_TIME_ZONE,
});

/** "January 5, 2025": the day a moment (a Date or an ISO timestamp) falls on in the agency's time zone. */
export function formatLongDate(moment: Date | string): string {
  return longDate.format(new Date(moment));
}

/** "2025-01-05": the same day as formatLongDate's, as machines read it (datetime attributes, feeds). */
export function calendarDayOf(moment: Date | string): string {
  const parts = Object.fromEntries(numericDate.formatToParts(new Date(moment)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A calendar day ("2025-03-18") as a moment that falls on that day in Utah too: noon UTC. */
export function middayOf(isoDay: string): Date {
  return new Date(`${isoDay}T12:00:00Z`);
}

/** A calendar day written in the copy as "2025-03-18" → "March 18, 2025". */
export function formatCalendarDay(isoDay: string): string {
  return formatLongDate(middayOf(isoDay));
}
