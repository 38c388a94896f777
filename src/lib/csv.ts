/**
 * CSV as RFC 4180 writes it (CRLF line ends, fields quoted when they need it), made safe to open
 * in a spreadsheet: text that a spreadsheet would run as a formula is kept as text.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** Spreadsheets start a formula with these; a leading tab or CR can hide one (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * Quoted: both separators spreadsheets use (comma, and semicolon in many locales), quotes and
 * line breaks. An unquoted "a;=cmd()" would put a formula in a cell of its own.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

/** One field: empty for null, text defused, then quoted when it holds a separator, quote or line break. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
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
