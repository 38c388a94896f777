import { Link } from "@/components/ui/link";
import type { ServiceCard } from "@/content/types";
import { cn } from "@/lib/utils";
import { IconBadge } from "./icon";

/** Cards that each lead to a service; the whole card is the link's target area. */
export function ServiceCardGrid({ items, columns = 3 }: { items: ServiceCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className={cn("grid gap-6 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3", columns === 4 && "lg:grid-cols-4")}
    >
      {items.map((card) => (
        <li
          key={card.title}
          className="group relative flex flex-col rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md"
        >
          <IconBadge name={card.icon} />
          <h3 className="mt-5 text-lg font-semibold text-ink-900">
            <Link href={card.href} className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none">
              {card.title}
            </Link>
          </h3>
          <p className="mt-2 flex-1 leading-7 text-ink-600">{card.description}</p>
          <p aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700 group-hover:underline">
            Learn more →
          </p>
        </li>
      ))}
    </ul>
  );
}
