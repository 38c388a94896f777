import { AgencyAbout } from "@/components/marketing/agency-about";
import { CtaBand } from "@/components/marketing/cta-band";
import { ImpactBand } from "@/components/marketing/impact-band";
import { PageHero } from "@/components/marketing/page-hero";
import { PlatformsGrid } from "@/components/marketing/platforms-grid";
import { Section } from "@/components/marketing/section";
import { ServiceCardGrid } from "@/components/marketing/service-card-grid";
import { FeaturedCaseStudies } from "@/components/marketing/featured-case-studies";
import { Testimonials } from "@/components/marketing/testimonials";
import { adsCallToAction } from "@/content/cta";
import { homeAboutFor, homeHeroFor, homeMetaFor } from "@/content/home";
import { serviceCatalog, servicesBlock } from "@/content/services/catalog";
import { pageMetadata } from "@/components/seo/page-metadata";
import { pageSiteFacts } from "@/server/page-site-facts";

export async function generateMetadata() {
  const site = await pageSiteFacts();
  return pageMetadata(homeMetaFor(site), site);
}

export default async function HomePage() {
  const agency = await pageSiteFacts();
  return (
    <>
      <PageHero hero={homeHeroFor(agency)} />
      <ImpactBand path="/" />
      <AgencyAbout about={homeAboutFor(agency)} />
      <Section {...servicesBlock} tone="muted">
        <ServiceCardGrid items={serviceCatalog} />
      </Section>
      <PlatformsGrid tone="white" />
      <FeaturedCaseStudies path={homeMetaFor(agency).path} />
      <Testimonials path={homeMetaFor(agency).path} tone="muted" />
      <CtaBand cta={adsCallToAction} />
    </>
  );
}
