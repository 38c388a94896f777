import { ChevronDown } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { Faq } from "@/content/types";

/**
 * Questions that open one at a time and close again. `<details name>` gives exactly that
 * in the browser, with keyboard and screen-reader support, and no JavaScript.
 */
export function FaqAccordion({ name, items }: { name: string; items: Faq[] }) {
  return (
    <div className="divide-y divide-ink-200 rounded-lg bg-white shadow-sm ring-1 ring-ink-200">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-6 py-5 text-left text-lg font-semibold text-ink-900 hover:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
            {item.question}
            <Icon
              icon={ChevronDown}
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-6 pb-6 leading-7 text-ink-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
