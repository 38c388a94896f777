const PROBE_ORIGIN = "http://local.invalid";

/**
 * Whether `path` is an address on this site. Browsers read "\" as "/", so "/\evil.example/x"
 * is the protocol-relative "//evil.example/x": the check resolves it as a browser would. The
 * resolved path must stay a path too: "/.//evil.example" is on this site as typed, but its
 * normalised form, which is what gets stored and sent on, is "//evil.example".
 */
export function isSiteLocalPath(path: string): boolean {
  if (!path.startsWith("/")) return false;
  try {
    const url = new URL(path, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith("//");
  } catch {
    return false;
  }
}
