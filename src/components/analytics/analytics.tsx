/**
 * Google Analytics when GA_MEASUREMENT_ID is set. /analytics.js (src/app/analytics.js/route.ts)
 * reads the setting when the browser asks for it, so that prerendered pages follow the running
 * server's setting; without it the file is empty and nothing is sent anywhere. A plain script
 * tag of the site's own: no client component, no nonce needed ('self' admits it).
 */
export function Analytics() {
  return <script src="/analytics.js" async />;
}
