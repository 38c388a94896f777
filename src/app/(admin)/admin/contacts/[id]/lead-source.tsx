import { channelLabel, channelOf } from "@/lib/attribution/channels";
import type { ClickIdKind, VisitSource } from "@/lib/attribution/visit-source";
import { Field } from "../_components/lead-card";

const clickIdLabels: Record<ClickIdKind, string> = {
  gclid: "Google Ads (gclid)",
  msclkid: "Microsoft Advertising (msclkid)",
  fbclid: "Facebook (fbclid)",
};

const notRecorded = <span className="text-ink-500">Not recorded</span>;

/** How the lead's visit came (decision 200): what it recorded, and the source and medium read from it. */
export function LeadSource({ lead }: { lead: VisitSource }) {
  const fields: [string, string | null][] = [
    ["Landing page", lead.landing_page],
    ["Referrer", lead.referrer_host],
    ["Campaign", lead.utm_campaign],
    ["Term", lead.utm_term],
    ["Content", lead.utm_content],
    ["Ad click", lead.click_id_kind && clickIdLabels[lead.click_id_kind]],
    ["Form page", lead.form_page],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
      <Field label="Source / medium">{channelLabel(channelOf(lead))}</Field>
      {fields.map(([label, value]) => (
        <Field key={label} label={label}>
          {value ?? notRecorded}
        </Field>
      ))}
    </dl>
  );
}
