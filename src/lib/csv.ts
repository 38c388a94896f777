/**
 * CSV as RFC 4180 writes it (CRLF line ends, fields quoted when they need it), made safe to open
 * in a spreadsheet: text that a spreadsheet would run as a formula is kept as text.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** A formula starts with one of `=+-@`, which a tab or CR (or a quote) before it can hide (OWASP "CSV Injection"). */
const FORMULA_START = /^"*[=+\-@\t\r]/;
/**
 * A formula start just after a separator a spreadsheet may split on (comma, semicolon in many
 * locales, tab, a line break): a reader that ignores the quotes, or is told another separator,
 * cuts the field there and makes it the start of a cell.
 */
const FORMULA_AFTER_SEPARATOR = /(?<=[,;\t\r\n])(?="*[=+\-@\t\r])/g;
/**
 * Quoted: both separators spreadsheets use (comma, and semicolon in many locales), quotes and
 * line breaks.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

/**
 * One field: empty for null, text defused (a `'` before every formula start where a cell may
 * begin: a spreadsheet shows it as text), then quoted when it holds a separator, quote or
 * line break.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const text = `${FORMULA_START.test(value) ? "'" : ""}${value.replace(FORMULA_AFTER_SEPARATOR, "'")}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its CRLF line end. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** Written first: without it, Excel reads UTF-8 as the local code page and garbles accents. */
export const CSV_BYTE_ORDER_MARK = "\uFEFF";

/** "<prefix>-YYYY-MM-DD.csv", dated in the site's time zone. */
export function csvFileName(prefix: string, timeZone: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
  return `${prefix}-${day.format(now)}.csv`;
}
