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
import { pageMetadata } from "@/components/seo/page-metadata";
import { attempt } from "@/server/attempt";
import { listTeam } from "@/server/content/people";
import { pageSiteFacts } from "@/server/page-site-facts";

export async function generateMetadata() {
  const site = await pageSiteFacts();
  return pageMetadata(aboutMetaFor(site), site);
}

export default async function AboutPage() {
  const agency = await pageSiteFacts();
  // The people come from the database (decision 197); when they cannot be read, the page shows the rest.
  const team = await attempt(listTeam, "Reading the About page's people failed");
  return (
    <>
      <PageHero hero={aboutHeroFor(agency)} />
      <ProseSection {...aboutStoryFor(agency)} />
      {team?.founder && <FounderProfile founder={team.founder} eyebrow={founderBlock.eyebrow} />}
      <Section eyebrow={whyChooseUs.eyebrow} heading={whyChooseUs.heading} tone="muted">
        <FeatureGrid items={whyChooseUs.items} />
      </Section>
      {team?.members.length ? (
        <Section {...teamBlock}>
          <TeamGrid members={team.members} />
        </Section>
      ) : null}
      <Section {...aboutServices} tone="muted">
        <ServiceCardGrid items={serviceCatalog} />
      </Section>
      <CtaBand cta={aboutCallToAction} />
    </>
  );
}
