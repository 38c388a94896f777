import { PageHero } from "@/components/marketing/page-hero";
import { ProseSection } from "@/components/marketing/prose-section";
import { Section } from "@/components/marketing/section";
import { ServiceCardGrid } from "@/components/marketing/service-card-grid";
import { agencyAbout, agencyHero, agencyMeta, agencyServices } from "@/content/landing/utah-marketing-agency";
import { serviceCatalog } from "@/content/services/catalog";
import { pageMetadata } from "@/components/seo/page-metadata";

export const metadata = pageMetadata(agencyMeta);

export default function UtahMarketingAgencyPage() {
  return (
    <>
      <PageHero hero={agencyHero} />
      <Section {...agencyServices}>
        <ServiceCardGrid items={serviceCatalog} />
      </Section>
      <ProseSection {...agencyAbout} />
    </>
  );
}
