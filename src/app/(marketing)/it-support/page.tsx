import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { FeaturedCaseStudies } from "@/components/marketing/featured-case-studies";
import { Testimonials } from "@/components/marketing/testimonials";
import { serviceCrumbs } from "@/content/services/catalog";
import { itCallToAction, itFeatures, itHero, itMeta } from "@/content/services/it-support";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(itMeta, await pageSiteFacts());
}

export default function ItSupportPage() {
  const { items: features, ...featuresHeading } = itFeatures;
  return (
    <>
      <PageHero hero={itHero} crumbs={serviceCrumbs("IT Support & Hosting", itMeta.path)} />
      <Section {...featuresHeading}>
        <FeatureGrid items={features} />
      </Section>
      <FeaturedCaseStudies path={itMeta.path} />
      <Testimonials path={itMeta.path} tone="muted" />
      <CtaBand cta={itCallToAction} />
    </>
  );
}
