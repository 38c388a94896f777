/**
 * Security headers that do not depend on the request. The Content-Security-Policy, which
 * carries a per-request nonce or a stored page's script hashes, and HSTS come from csp.ts.
 */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};
