import { getConfig } from "@/server/config";

export const dynamic = "force-dynamic";

/**
 * Google Analytics for every page, prerendered or not: GA_MEASUREMENT_ID is read when this
 * script is asked for, not when the pages are built. Without it the script is empty. It is a
 * same-origin file, which the pages' policies admit, and so is the gtag.js it adds once
 * GA_MEASUREMENT_ID lists Google's host (gtag.js reads `arguments` objects, not arrays).
 */
export function GET() {
  const { gaMeasurementId } = getConfig();
  const body = gaMeasurementId
    ? `window.dataLayer = window.dataLayer || [];
window.gtag = function gtag() { window.dataLayer.push(arguments); };
window.gtag("js", new Date());
window.gtag("config", ${JSON.stringify(gaMeasurementId)});
var gtagScript = document.createElement("script");
gtagScript.async = true;
gtagScript.src = "https://www.googletagmanager.com/gtag/js?id=" + encodeURIComponent(${JSON.stringify(gaMeasurementId)});
document.head.appendChild(gtagScript);
`
    : "";
  return new Response(body, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
