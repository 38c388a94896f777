/**
 * Posts used to carry their date as display text ("January 5, 2025"). The migrations that
 * turned it into a sortable day, and then into a timestamp, read it with this parser; nothing
 * else does.
 */

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

/** "January 5, 2025" → "2025-01-05"; undefined when the text is not such a date. */
export function isoDateOf(longDateText: string): string | undefined {
  const match = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})$/.exec(longDateText.trim());
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1;
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (month === 0 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
