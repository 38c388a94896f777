/**
 * Agents that announce themselves as programs: crawlers, link previews, speed and uptime
 * checkers, headless browsers, command-line and library clients, and anything that sends no
 * User-Agent at all. A bot that passes for a browser is counted; this rule only keeps the
 * obvious ones out of the page views.
 */
const PROGRAMS =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|whatsapp|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl\/|wget\/|python|java\/|go-http|okhttp|axios|^node\b|node-fetch|undici|node\.js|libwww|httpclient|scrapy|phantomjs|puppeteer|playwright|selenium/i;

export function isObviousBot(userAgent: string | undefined): boolean {
  return !userAgent || PROGRAMS.test(userAgent);
}
