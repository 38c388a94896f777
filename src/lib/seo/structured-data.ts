/** schema.org descriptions shared by several pages; `siteUrl` is the canonical origin. */

export interface Crumb {
  name: string;
  /** A path such as "/seo". */
  path: string;
}

export function breadcrumbList(siteUrl: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path === "/" ? "" : crumb.path}`,
    })),
  };
}
