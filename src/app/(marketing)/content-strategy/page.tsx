import type { Metadata } from "next";
import { ContactSection } from "@/components/marketing/contact-section";
import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { FeaturedCaseStudies } from "@/components/marketing/featured-case-studies";
import { Testimonials } from "@/components/marketing/testimonials";
import { serviceCrumbs } from "@/content/services/catalog";
import {
  contentCallToAction,
  contentContact,
  contentFeatures,
  contentHero,
  contentMeta,
} from "@/content/services/content-strategy";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(contentMeta, await pageSiteFacts());
}

export default function ContentStrategyPage() {
  const { items: features, ...featuresHeading } = contentFeatures;
  return (
    <>
      <PageHero hero={contentHero} crumbs={serviceCrumbs("Content Strategy", contentMeta.path)} />
      <Section {...featuresHeading}>
        <FeatureGrid items={features} columns={2} />
      </Section>
      <FeaturedCaseStudies path={contentMeta.path} />
      <Testimonials path={contentMeta.path} tone="muted" />
      <CtaBand cta={contentCallToAction} />
      <ContactSection {...contentContact} />
    </>
  );
}
