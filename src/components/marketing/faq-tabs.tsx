import type { FaqGroup } from "@/content/services/ai-consulting";
import { slugify } from "@/lib/slugify";
import { FaqAccordion } from "./faq-accordion";
import { Tabs } from "@/components/ui/tabs";

/** Questions sorted into topics: one tab per topic, an accordion in each. */
export function FaqTabs({ label, groups }: { label: string; groups: FaqGroup[] }) {
  return (
    <Tabs
      label={label}
      tone="muted"
      tabs={groups.map((group) => ({
        label: group.label,
        panel: <FaqAccordion name={`faq-${slugify(group.label)}`} items={group.items} />,
      }))}
    />
  );
}
