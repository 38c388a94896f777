const PROBE_ORIGIN = "http://local.invalid";

/**
 * Whether `path` is an address on this site. Browsers read "\" as "/", so "/\evil.example/x"
 * is the protocol-relative "//evil.example/x": the check resolves it as a browser would.
 */
export function isSiteLocalPath(path: string): boolean {
  if (!path.startsWith("/")) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
