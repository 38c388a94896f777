import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { ImpactBand } from "@/components/marketing/impact-band";
import { PageHero } from "@/components/marketing/page-hero";
import { PlatformsGrid } from "@/components/marketing/platforms-grid";
import { Section } from "@/components/marketing/section";
import { StepList } from "@/components/marketing/step-list";
import { FeaturedCaseStudies } from "@/components/marketing/featured-case-studies";
import { Testimonials } from "@/components/marketing/testimonials";
import { serviceCrumbs } from "@/content/services/catalog";
import { seoCallToAction, seoEquity, seoHero, seoMeta, seoProcess, seoResults } from "@/content/services/seo";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(seoMeta, await pageSiteFacts());
}

export default function SeoPage() {
  const { items: equity, ...equityHeading } = seoEquity;
  const { items: results, ...resultsHeading } = seoResults;
  const { items: steps, ...processHeading } = seoProcess;
  return (
    <>
      <PageHero hero={seoHero} crumbs={serviceCrumbs("SEO", seoMeta.path)} />
      <Section {...equityHeading}>
        <FeatureGrid items={equity} />
      </Section>
      <Section {...resultsHeading} tone="muted">
        <FeatureGrid items={results} columns={2} />
      </Section>
      <Section {...processHeading}>
        <StepList steps={steps} />
      </Section>
      <ImpactBand path={seoMeta.path} />
      <PlatformsGrid />
      <FeaturedCaseStudies path={seoMeta.path} tone="muted" />
      <Testimonials path={seoMeta.path} />
      <CtaBand cta={seoCallToAction} />
    </>
  );
}
