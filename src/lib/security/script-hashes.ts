/** Script types the browser runs; others (JSON-LD, for instance) are data and need no hash. */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The value of one attribute in a tag's attribute text, as React writes them (double quotes). */
export function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(attributes)?.[1];
}

async function sha256Base64(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/**
 * The CSP hash sources that admit every inline script of a page: the SHA-256 of its text,
 * exactly as written in the HTML. External scripts must be the site's own files (admitted by
 * 'self'); throws on any other, which the policy would block.
 */
export async function scriptHashes(html: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (!EXECUTABLE_TYPES.has((attribute(attributes, "type") ?? "").toLowerCase())) continue;
    const src = attribute(attributes, "src");
    if (src === undefined) {
      hashes.add(`sha256-${await sha256Base64(body)}`);
      continue;
    }
    if (!src.startsWith("/") || src.startsWith("//")) throw new Error(`The script ${src} is not the site's own`);
  }
  return [...hashes];
}
