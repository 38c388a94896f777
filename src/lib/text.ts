/**
 * Characters no stored or served text should carry: the C0 controls but tab, line feed and
 * carriage return, the two non-characters XML forbids, and lone UTF-16 surrogates. PostgreSQL
 * refuses NUL outright and SQLite keeps it, so they are removed before either sees them.
 */
const UNSAFE_CHARACTERS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function removeUnsafeCharacters(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, "");
}

/** The same object with every string value cleaned. */
export function withSafeText<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === "string" ? removeUnsafeCharacters(value) : value,
    ]),
  ) as T;
}
