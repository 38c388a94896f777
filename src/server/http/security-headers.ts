import "server-only";
import { type ScriptSources, documentSecurityHeaders } from "@/lib/security/csp";
import { STATIC_SECURITY_HEADERS } from "@/lib/security/static-headers";
import { carriesSessionCookie } from "../auth/session-cookie";
import { getConfig } from "../config";
import { siteStyleHashes } from "./site-styles";

/** The Content-Security-Policy (and HSTS on https) of one response, for the configured services. */
export function siteSecurityHeaders(scripts: ScriptSources): Record<string, string> {
  const config = getConfig();
  const dev = process.env.NODE_ENV === "development";
  return documentSecurityHeaders({
    scripts,
    styleHashes: dev ? [] : siteStyleHashes(),
    https: config.isHttps,
    schedulerOrigin: config.schedulerUrl && new URL(config.schedulerUrl).origin,
    recaptcha: Boolean(config.recaptcha),
    analytics: Boolean(config.gaMeasurementId),
    videoFrames: true,
    dev,
  });
}

/** What every answer carries unless it sets its own: a redirect or a refusal admits no script. */
export function baselineSecurityHeaders(): Record<string, string> {
  return { ...STATIC_SECURITY_HEADERS, ...siteSecurityHeaders({ hashes: [] }) };
}

const PRIVATE_AREA = /^\/(admin|login)(\/|$)/;

/**
 * Cross-Origin-Opener-Policy `same-origin` on what a session works in: the admin area, the
 * sign-in page, and any page rendered for a request that carries the session cookie (a draft's
 * preview among them). No window another site opened keeps a hold on them or shares their
 * process. The public pages every visitor gets go without: there the header bought nothing to
 * protect and cost each arrival a new browsing context (decision 260).
 */
export function openerIsolationHeaders(pathname: string, cookieHeader: string | undefined): Record<string, string> {
  return PRIVATE_AREA.test(pathname) || carriesSessionCookie(cookieHeader)
    ? { "Cross-Origin-Opener-Policy": "same-origin" }
    : {};
}
