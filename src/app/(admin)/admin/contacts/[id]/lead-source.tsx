import { sourceDetailsOf } from "@/lib/attribution/source-details";
import type { VisitSource } from "@/lib/attribution/visit-source";
import { Field } from "../_components/lead-card";

const notRecorded = <span className="text-ink-500">Not recorded</span>;

/** How the lead's visit came (decision 200): what it recorded, and the source and medium read from it. */
export function LeadSource({ lead }: { lead: VisitSource }) {
  const { channel, fields } = sourceDetailsOf(lead);
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
      <Field label="Source / medium">{channel}</Field>
      {fields.map(([label, value]) => (
        <Field key={label} label={label}>
          {value ?? notRecorded}
        </Field>
      ))}
    </dl>
  );
}
