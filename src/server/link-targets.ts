import "server-only";
import { footerNav, headerNav, isNavGroup, type NavLink } from "@/content/navigation";
import type { LinkTarget } from "@/lib/link-target";
import { publicRoutes } from "@/lib/seo/public-routes";

const named = new Map<string, string>();
for (const item of [...headerNav, ...footerNav]) {
  for (const link of isNavGroup(item) ? item.items : [item as NavLink]) {
    if (!named.has(link.href)) named.set(link.href, link.label);
  }
}

/** Every fixed page, by the name the site's menus give it (its address where no menu names it). */
export const sitePages: readonly LinkTarget[] = publicRoutes.map((route) => ({
  title: named.get(route.path) ?? route.path,
  path: route.path,
  kind: "page",
}));

/**
 * The pages whose name or address holds every word of `query`, at most `limit`: the fixed ones,
 * then any `more` (the public case studies).
 */
export function matchingPages(query: string, limit: number, more: readonly LinkTarget[] = []): LinkTarget[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return [...sitePages, ...more]
    .filter((page) => words.every((word) => `${page.title} ${page.path}`.toLowerCase().includes(word)))
    .slice(0, limit);
}
