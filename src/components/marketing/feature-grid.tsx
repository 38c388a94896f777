import { Check } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { Feature } from "@/content/types";
import { cn } from "@/lib/utils";
import { IconBadge } from "./icon";

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Cards that each pair an icon with a title, a description and, optionally, points and a link. */
export function FeatureGrid({
  items,
  columns = 3,
  tone = "light",
}: {
  items: Feature[];
  columns?: keyof typeof columnClasses;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {items.map((item) => (
        <li
          key={item.title}
          className={cn(
            "flex flex-col rounded-lg p-6 ring-1",
            dark ? "bg-white/5 ring-white/10" : "bg-white shadow-sm ring-ink-200",
          )}
        >
          <IconBadge name={item.icon} tone={dark ? "dark" : "brand"} />
          <h3 className={cn("mt-5 text-lg font-semibold", dark ? "text-white" : "text-ink-900")}>{item.title}</h3>
          <p className={cn("mt-2 leading-7", dark ? "text-brand-100" : "text-ink-600")}>{item.description}</p>
          {item.points && <CheckList items={item.points} tone={tone} className="mt-4" />}
          {item.link && (
            <Link
              href={item.link.href}
              className={cn(
                "mt-auto self-start rounded pt-5 font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-offset-2",
                dark ? "text-accent-300 focus-visible:outline-white" : "text-brand-700 focus-visible:outline-brand-700",
              )}
            >
              {item.link.label}
              <span aria-hidden="true"> →</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export function CheckList({
  items,
  tone = "light",
  className,
}: {
  items: string[];
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex gap-2 leading-6", tone === "dark" ? "text-brand-50" : "text-ink-700")}>
          <Icon
            icon={Check}
            className={cn("mt-0.5 size-5 shrink-0", tone === "dark" ? "text-accent-300" : "text-brand-600")}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
