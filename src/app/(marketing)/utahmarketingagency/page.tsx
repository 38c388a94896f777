import { PageHero } from "@/components/marketing/page-hero";
import { ProseSection } from "@/components/marketing/prose-section";
import { Section } from "@/components/marketing/section";
import { ServiceCardGrid } from "@/components/marketing/service-card-grid";
import { agencyAboutFor, agencyHero, agencyMetaFor, agencyServices } from "@/content/landing/utah-marketing-agency";
import { serviceCatalog } from "@/content/services/catalog";
import { pageMetadata } from "@/components/seo/page-metadata";
import { attempt } from "@/server/attempt";
import { listTeam } from "@/server/content/people";
import { pageSiteFacts } from "@/server/page-site-facts";

export async function generateMetadata() {
  const site = await pageSiteFacts();
  return pageMetadata(agencyMetaFor(site), site);
}

export default async function UtahMarketingAgencyPage() {
  const agency = await pageSiteFacts();
  const founder = (await attempt(listTeam, "Reading the founder failed"))?.founder;
  return (
    <>
      <PageHero hero={agencyHero} />
      <Section {...agencyServices}>
        <ServiceCardGrid items={serviceCatalog} />
      </Section>
      <ProseSection {...agencyAboutFor(agency, founder?.experience)} />
    </>
  );
}
