import { Link } from "@/components/ui/link";
import { cn } from "@/lib/utils";

export interface LinkTab {
  href: string;
  label: string;
  /** Shown beside the label when it could be read. */
  count?: number;
  current: boolean;
}

/** Tabs that are links: each view has its own address, so it works without JavaScript and can be shared. */
export function LinkTabs({ label, tabs, className }: { label: string; tabs: LinkTab[]; className?: string }) {
  return (
    <nav aria-label={label} className={cn("border-b border-ink-200", className)}>
      <ul className="-mb-px flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={cn(
                "inline-flex items-center gap-2 rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700",
                tab.current
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900",
              )}
            >
              {tab.label}{" "}
              {tab.count !== undefined && (
                <span
                  className={cn(
                    "rounded-full px-2 py-0.5 text-xs",
                    tab.current ? "bg-brand-100 text-brand-900" : "bg-ink-100 text-ink-700",
                  )}
                >
                  {tab.count.toLocaleString("en-US")}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
