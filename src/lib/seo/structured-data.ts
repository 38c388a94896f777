import { configuredSocialProfiles, site } from "@/content/site";

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

export function agencyOrganization(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${siteUrl}/#agency`,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: siteUrl,
    logo: `${siteUrl}/icon`,
    image: `${siteUrl}/opengraph-image`,
    telephone: site.phone.e164,
    email: site.supportEmail,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      addressLocality: site.address.locality,
      addressRegion: site.address.regionCode,
      addressCountry: site.address.countryCode,
    },
    areaServed: { "@type": "State", name: site.address.region },
    openingHoursSpecification: site.hours
      .filter((h) => "opens" in h)
      .map((h) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: h.dayCodes,
        opens: "opens" in h ? h.opens : undefined,
        closes: "closes" in h ? h.closes : undefined,
      })),
    sameAs: configuredSocialProfiles().map((p) => p.url),
  };
}
