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

const wallClock = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
  timeZone: SITE_TIME_ZONE,
});

/** How far the agency's clock is ahead of UTC at `moment`, in milliseconds (negative in Utah). */
function zoneOffsetMs(moment: number): number {
  const p = Object.fromEntries(
    wallClock.formatToParts(new Date(moment)).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(moment / 1000) * 1000;
}

/** "2025-03-08" → "2025-03-09" for `days` = 1; any whole number of days, either way. */
export function addCalendarDays(isoDay: string, days: number): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/**
 * The moment a calendar day begins in the agency's time zone: midnight, whichever of standard
 * or daylight time it falls in (the clocks change at 2 AM, never across midnight).
 */
export function startOfCalendarDay(isoDay: string): Date {
  const midnightUtc = Date.parse(`${isoDay}T00:00:00Z`);
  const guess = midnightUtc - zoneOffsetMs(midnightUtc);
  return new Date(midnightUtc - zoneOffsetMs(guess));
}
