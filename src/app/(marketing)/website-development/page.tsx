import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { StepList } from "@/components/marketing/step-list";
import { FeaturedCaseStudies } from "@/components/marketing/featured-case-studies";
import { Testimonials } from "@/components/marketing/testimonials";
import { serviceCrumbs } from "@/content/services/catalog";
import { webCallToAction, webFeatures, webHero, webMeta, webProcess } from "@/content/services/website-development";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(webMeta, await pageSiteFacts());
}

export default function WebsiteDevelopmentPage() {
  const { items: features, ...featuresHeading } = webFeatures;
  const { items: steps, ...processHeading } = webProcess;
  return (
    <>
      <PageHero hero={webHero} crumbs={serviceCrumbs("Website Development", webMeta.path)} />
      <Section {...featuresHeading}>
        <FeatureGrid items={features} />
      </Section>
      <Section {...processHeading} tone="muted">
        <StepList steps={steps} />
      </Section>
      <FeaturedCaseStudies path={webMeta.path} tone="muted" />
      <Testimonials path={webMeta.path} />
      <CtaBand cta={webCallToAction} />
    </>
  );
}
