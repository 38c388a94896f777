import { channelLabel, channelOf } from "./channels";
import type { ClickIdKind, VisitSource } from "./visit-source";

const clickIdLabels: Record<ClickIdKind, string> = {
  gclid: "Google Ads (gclid)",
  msclkid: "Microsoft Advertising (msclkid)",
  fbclid: "Facebook (fbclid)",
};

export interface SourceDetails {
  /** "google / cpc" */
  channel: string;
  /** What the visit recorded, labelled; null where it recorded nothing. */
  fields: [label: string, value: string | null][];
}

/**
 * A lead's source in words (decision 200), the same on its page in the admin area and in its
 * notification e-mail: the source and medium read from the visit, then what the visit recorded.
 */
export function sourceDetailsOf(lead: VisitSource): SourceDetails {
  return {
    channel: channelLabel(channelOf(lead)),
    fields: [
      ["Landing page", lead.landing_page],
      ["Referrer", lead.referrer_host],
      ["Campaign", lead.utm_campaign],
      ["Term", lead.utm_term],
      ["Content", lead.utm_content],
      ["Ad click", lead.click_id_kind && clickIdLabels[lead.click_id_kind]],
      ["Form page", lead.form_page],
    ],
  };
}
