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

/** The agency's wall clock at a moment, as numbers. */
function wallClockOf(moment: number) {
  const p = Object.fromEntries(
    wallClock.formatToParts(new Date(moment)).map((part) => [part.type, Number(part.value)]),
  );
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

/** How far the agency's clock is ahead of UTC at `moment`, in milliseconds (negative in Utah). */
function zoneOffsetMs(moment: number): number {
  const p = wallClockOf(moment);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
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

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-12-01T09:30": the agency's wall-clock time of a moment, as a datetime-local field shows it. */
export function localDateTimeOf(moment: Date | string): string {
  const p = wallClockOf(new Date(moment).getTime());
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The moment a wall-clock time ("2026-12-01T09:30", as a datetime-local field sends it) names in
 * the agency's time zone, or undefined when the text is not a real date and time. A time the
 * spring change skips (2:30 on that night) is read as the hour after; a time the autumn change
 * repeats, as its first occurrence.
 */
export function momentOfLocalDateTime(text: string): Date | undefined {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const written = new Date(asUtc);
  if (written.getUTCDate() !== day || written.getUTCMonth() !== month - 1 || hour > 23 || minute > 59) {
    return undefined;
  }
  // Try the offsets in force a day either side; the earlier moment that shows this wall clock wins.
  const candidates = [zoneOffsetMs(asUtc - DAY_MS), zoneOffsetMs(asUtc + DAY_MS)]
    .map((offset) => asUtc - offset)
    .filter((moment) => localDateTimeOf(new Date(moment)) === text)
    .sort((a, b) => a - b);
  if (candidates[0] !== undefined) return new Date(candidates[0]);
  // Skipped by the spring change: the same minutes past the hour, an hour later.
  return new Date(asUtc - zoneOffsetMs(asUtc - DAY_MS));
}

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: SITE_TIME_ZONE,
});

/** "Mar 1, 2026, 3:00 AM": a moment as the agency's clock shows it. */
export function formatDateTime(moment: Date | string): string {
  return dateTime.format(new Date(moment));
}
