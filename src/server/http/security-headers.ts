import "server-only";
import { type ScriptSources, documentSecurityHeaders } from "@/lib/security/csp";
import { STATIC_SECURITY_HEADERS } from "@/lib/security/static-headers";
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
    dev,
  });
}

/** What every answer carries unless it sets its own: a redirect or a refusal admits no script. */
export function baselineSecurityHeaders(): Record<string, string> {
  return { ...STATIC_SECURITY_HEADERS, ...siteSecurityHeaders({ hashes: [] }) };
}
