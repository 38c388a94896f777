import { VIDEO_FRAME_ORIGINS } from "@/lib/blog/video";

/** Request header through which server components read the response's nonce. */
export const NONCE_HEADER = "x-nonce";

/**
 * How the policy admits the page's own scripts: a fresh random nonce for a page rendered for
 * this response, or the hashes of a prerendered page's inline scripts, which are the same for
 * every response (its external scripts are the site's own files, admitted by 'self'); or both.
 */
export type ScriptSources = { nonce: string; hashes?: string[] } | { hashes: string[] };

export interface CspOptions {
  scripts: ScriptSources;
  /**
   * Hash sources of the site's own stylesheets, which every page carries inline: a `<style>`
   * element runs only when its text is one of them (or, in development, always).
   */
  styleHashes?: string[];
  /** Whether the site is served over https (adds upgrade-insecure-requests). */
  https: boolean;
  /** Origin of the booking widget shown in a frame on /contact. */
  schedulerOrigin?: string;
  recaptcha: boolean;
  analytics: boolean;
  /** Whether a video in an article may become its provider's player once the reader clicks it. */
  videoFrames?: boolean;
  /** Development needs eval for React's error overlays. */
  dev?: boolean;
}

const RECAPTCHA_SCRIPTS = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const RECAPTCHA_FRAMES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];
const ANALYTICS_SCRIPTS = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];

/**
 * A strict policy; never 'unsafe-inline' for scripts, nor for style elements in browsers that
 * tell elements from attributes. Inline scripts run only with this response's nonce or
 * when their hash is listed; script files only from this site and the configured services'
 * hosts. No 'strict-dynamic': it would ignore 'self', and the files of a prerendered page
 * carry neither a nonce nor (Next.js with Turbopack writes none) an `integrity` to hash.
 */
export function contentSecurityPolicy(o: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...("nonce" in o.scripts ? [`'nonce-${o.scripts.nonce}'`] : []),
      ...(o.scripts.hashes ?? []).map((hash) => `'${hash}'`),
      ...(o.recaptcha ? RECAPTCHA_SCRIPTS : []),
      ...(o.analytics ? ANALYTICS_SCRIPTS : []),
      ...(o.dev ? ["'unsafe-eval'"] : []),
    ],
    // Browsers that know neither of the two directives below (before 2022) apply this one.
    "style-src": ["'self'", "'unsafe-inline'"],
    "style-src-elem": ["'self'", ...(o.dev ? ["'unsafe-inline'"] : (o.styleHashes ?? []).map((hash) => `'${hash}'`))],
    // React's style props and next/image's placeholder are attributes; they cannot run a script.
    "style-src-attr": ["'unsafe-inline'"],
    // Covers and article images may be https addresses the admin chose (decision 191).
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(o.analytics ? ANALYTICS_CONNECT : [])],
    "frame-src": [
      ...(o.schedulerOrigin ? [o.schedulerOrigin] : []),
      ...(o.recaptcha ? RECAPTCHA_FRAMES : []),
      ...(o.videoFrames ? VIDEO_FRAME_ORIGINS : []),
    ],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
  };
  if (directives["frame-src"]!.length === 0) directives["frame-src"] = ["'none'"];
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (o.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Headers that depend on the page's scripts or on the site's scheme. */
export function documentSecurityHeaders(o: CspOptions): Record<string, string> {
  const headers: Record<string, string> = { "Content-Security-Policy": contentSecurityPolicy(o) };
  if (o.https) headers["Strict-Transport-Security"] = `max-age=${ONE_YEAR}; includeSubDomains`;
  return headers;
}
