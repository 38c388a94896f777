/**
 * The body to store for a save: the stored one, byte for byte, when the form sent it back
 * unchanged (decision 029). A form sends its line breaks as CRLF (the HTML form encoding) and the
 * field is trimmed, so a body opened and saved without an edit would otherwise come back with
 * other bytes, and a revision would say it changed.
 */
export function keepUntouchedBody(submitted: string, stored: string): string {
  const text = (body: string) => body.replace(/\r\n?/g, "\n").trim();
  return text(submitted) === text(stored) ? stored : submitted;
}
