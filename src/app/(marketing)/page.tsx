import { AgencyAbout } from "@/components/marketing/agency-about";
import { CtaBand } from "@/components/marketing/cta-band";
import { ImpactBand } from "@/components/marketing/impact-band";
import { PageHero } from "@/components/marketing/page-hero";
import { PlatformsGrid } from "@/components/marketing/platforms-grid";
import { Section } from "@/components/marketing/section";
import { ServiceCardGrid } from "@/components/marketing/service-card-grid";
import { Testimonials } from "@/components/marketing/testimonials";
import { adsCallToAction } from "@/content/cta";
import { homeAbout, homeHero, homeMeta } from "@/content/home";
import { serviceCatalog, servicesBlock } from "@/content/services/catalog";
import { pageMetadata } from "@/components/seo/page-metadata";

export const metadata = pageMetadata(homeMeta);

export default function HomePage() {
  return (
    <>
      <PageHero hero={homeHero} />
      <ImpactBand path="/" />
      <AgencyAbout about={homeAbout} />
      <Section {...servicesBlock} tone="muted">
        <ServiceCardGrid items={serviceCatalog} />
      </Section>
      <PlatformsGrid tone="white" />
      <Testimonials path={homeMeta.path} tone="muted" />
      <CtaBand cta={adsCallToAction} />
    </>
  );
}
