import "server-only";
import { type ScriptSources, documentSecurityHeaders } from "@/lib/security/csp";
import { getConfig } from "../config";

/** The Content-Security-Policy (and HSTS on https) of one response, for the configured services. */
export function siteSecurityHeaders(scripts: ScriptSources): Record<string, string> {
  const config = getConfig();
  return documentSecurityHeaders({
    scripts,
    https: config.isHttps,
    schedulerOrigin: config.schedulerUrl && new URL(config.schedulerUrl).origin,
    recaptcha: Boolean(config.recaptcha),
    analytics: Boolean(config.gaMeasurementId),
    dev: process.env.NODE_ENV === "development",
  });
}
