import type { IconNode } from "lucide";
import { createElement } from "react";
import { cn } from "@/lib/utils";

/**
 * A decorative Lucide drawing as inline SVG; the text beside it carries the meaning. A plain
 * component without hooks, so a server component's icon is drawn on the server like the rest of
 * its markup: lucide-react's icons are client components, and each one on a page was an island
 * React had to load, describe in the page's payload and hydrate (decision 250). The stroke is
 * the `icon` class's (globals.css), so each drawing carries only its shapes.
 */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn("icon", className)}>
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
