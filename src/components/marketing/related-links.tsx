import { Link } from "@/components/ui/link";
import type { RelatedLink } from "@/content/types";
import { Section } from "./section";

/** Pointers to neighbouring pages a reader of this one may want next. */
export function RelatedLinks({ heading, links }: { heading: string; links: RelatedLink[] }) {
  return (
    <Section heading={heading}>
      <ul className="grid gap-6 md:grid-cols-2">
        {links.map((item) => (
          <li key={item.link.href} className="rounded-lg bg-brand-50 p-8 ring-1 ring-brand-100">
            <h3 className="text-xl font-semibold text-brand-900">{item.title}</h3>
            <p className="mt-2 leading-7 text-ink-700">{item.description}</p>
            <Link
              href={item.link.href}
              className="mt-4 inline-block rounded font-semibold text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {item.link.label}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
