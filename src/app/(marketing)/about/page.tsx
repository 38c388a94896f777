import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { FounderProfile } from "@/components/marketing/founder-profile";
import { PageHero } from "@/components/marketing/page-hero";
import { ProseSection } from "@/components/marketing/prose-section";
import { Section } from "@/components/marketing/section";
import { ServiceCardGrid } from "@/components/marketing/service-card-grid";
import { TeamGrid } from "@/components/marketing/team-grid";
import {
  aboutCallToAction,
  aboutHeroFor,
  aboutMetaFor,
  aboutServices,
  aboutStoryFor,
  founderBlock,
  teamBlock,
  whyChooseUs,
} from "@/content/about";
import { serviceCatalog } from "@/content/services/catalog";
import { founder, team } from "@/content/team";
import { pageMetadata } from "@/components/seo/page-metadata";
import { pageSiteFacts } from "@/server/page-site-facts";

export async function generateMetadata() {
  const site = await pageSiteFacts();
  return pageMetadata(aboutMetaFor(site), site);
}

export default async function AboutPage() {
  const agency = await pageSiteFacts();
  return (
    <>
      <PageHero hero={aboutHeroFor(agency)} />
      <ProseSection {...aboutStoryFor(agency)} />
      <FounderProfile founder={founder} eyebrow={founderBlock.eyebrow} />
      <Section eyebrow={whyChooseUs.eyebrow} heading={whyChooseUs.heading} tone="muted">
        <FeatureGrid items={whyChooseUs.items} />
      </Section>
      <Section {...teamBlock}>
        <TeamGrid members={team} />
      </Section>
      <Section {...aboutServices} tone="muted">
        <ServiceCardGrid items={serviceCatalog} />
      </Section>
      <CtaBand cta={aboutCallToAction} />
    </>
  );
}
