import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { FaqTabs } from "@/components/marketing/faq-tabs";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { ProcessTimeline } from "@/components/marketing/process-timeline";
import { Section } from "@/components/marketing/section";
import { FeaturedCaseStudies } from "@/components/marketing/featured-case-studies";
import { Testimonials } from "@/components/marketing/testimonials";
import { JsonLd } from "@/components/seo/json-ld";
import {
  aiApproach,
  aiBenefits,
  aiCallToAction,
  aiFaq,
  aiHero,
  aiMeta,
  aiProcess,
} from "@/content/services/ai-consulting";
import { serviceCrumbs } from "@/content/services/catalog";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";
import { faqPage } from "@/lib/seo/page-schemas";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(aiMeta, await pageSiteFacts());
}

export default function AiConsultingPage() {
  const { items: benefits, ...benefitsHeading } = aiBenefits;
  const { items: approach, ...approachHeading } = aiApproach;
  const { items: steps, ...processHeading } = aiProcess;
  const { groups, tabsLabel, ...faqHeading } = aiFaq;
  return (
    <>
      <PageHero hero={aiHero} crumbs={serviceCrumbs("AI Consulting", aiMeta.path)} />
      <Section {...benefitsHeading}>
        <FeatureGrid items={benefits} columns={4} />
      </Section>
      <Section {...approachHeading} tone="muted">
        <FeatureGrid items={approach} columns={4} />
      </Section>
      <Section {...processHeading}>
        <ProcessTimeline steps={steps} />
      </Section>
      <Section {...faqHeading} tone="muted">
        <div className="mx-auto max-w-3xl">
          <FaqTabs label={tabsLabel} groups={groups} />
        </div>
      </Section>
      <FeaturedCaseStudies path={aiMeta.path} tone="muted" />
      <Testimonials path={aiMeta.path} />
      <CtaBand cta={aiCallToAction} />
      <JsonLd data={faqPage(groups.flatMap((group) => group.items))} />
    </>
  );
}
