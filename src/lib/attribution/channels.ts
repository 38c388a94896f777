import type { ClickIdKind, VisitSource } from "./visit-source";

/**
 * A lead's source and medium, as the "Sources" page groups them, in the words an analytics
 * tool uses: campaign tags first; else the ad click (Google Ads and Microsoft Advertising tag
 * their clicks with gclid and msclkid only); else the referring site, a search engine's as
 * "organic" and a social network's as "social"; else "(direct)" when the visit's first page was
 * seen without a referrer, and "(not set)" when nothing of the visit is known (a lead sent
 * before sources were recorded, or without JavaScript after wandering).
 */

export interface Channel {
  source: string;
  medium: string;
}

export type ChannelFields = Pick<
  VisitSource,
  "landing_page" | "referrer_host" | "utm_source" | "utm_medium" | "click_id_kind"
>;

export const NOT_SET = "(not set)";
const DIRECT: Channel = { source: "(direct)", medium: "(none)" };

const CLICKS: Record<ClickIdKind, Channel> = {
  gclid: { source: "google", medium: "cpc" },
  msclkid: { source: "bing", medium: "cpc" },
  // Facebook adds fbclid to every link that leaves it, paid or not.
  fbclid: { source: "facebook", medium: "social" },
};

/** Search engines by name, whatever the country ending ("www.google.co.uk" is google). */
const SEARCH_ENGINES = /(?:^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|brave)\.[a-z.]+$/;
/** Social networks, with their link shorteners (t.co, lnkd.in). */
const SOCIAL_NETWORKS =
  /(?:^|\.)(facebook|instagram|linkedin|lnkd|twitter|x|t|reddit|youtube|pinterest|tiktok|threads)\.(?:com|co|net|in|it)$/;
const SOCIAL_NAMES: Record<string, string> = { lnkd: "linkedin", t: "twitter", x: "twitter" };

export function channelOf(lead: ChannelFields): Channel {
  if (lead.utm_source) return { source: lead.utm_source, medium: lead.utm_medium ?? NOT_SET };
  if (lead.click_id_kind) return CLICKS[lead.click_id_kind];
  const host = lead.referrer_host?.replace(/:\d+$/, "");
  if (host) {
    const engine = SEARCH_ENGINES.exec(host)?.[1];
    if (engine) return { source: engine, medium: "organic" };
    const network = SOCIAL_NETWORKS.exec(host)?.[1];
    if (network) return { source: SOCIAL_NAMES[network] ?? network, medium: "social" };
    return { source: host.replace(/^www\./, ""), medium: "referral" };
  }
  return lead.landing_page ? DIRECT : { source: NOT_SET, medium: NOT_SET };
}

/** "google / cpc" */
export const channelLabel = ({ source, medium }: Channel) => `${source} / ${medium}`;
