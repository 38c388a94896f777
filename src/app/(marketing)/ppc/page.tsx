import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { FaqAccordion } from "@/components/marketing/faq-accordion";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { ImpactBand } from "@/components/marketing/impact-band";
import { PageHero } from "@/components/marketing/page-hero";
import { PlatformsGrid } from "@/components/marketing/platforms-grid";
import { Section } from "@/components/marketing/section";
import { StatGrid } from "@/components/marketing/stat-grid";
import { StepList } from "@/components/marketing/step-list";
import { FeaturedCaseStudies } from "@/components/marketing/featured-case-studies";
import { Testimonials } from "@/components/marketing/testimonials";
import { JsonLd } from "@/components/seo/json-ld";
import { adsCallToAction } from "@/content/cta";
import { serviceCrumbs } from "@/content/services/catalog";
import { ppcFaq, ppcHero, ppcMeta, ppcProcess, ppcResults, ppcServices } from "@/content/services/ppc";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";
import { faqPage } from "@/lib/seo/page-schemas";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(ppcMeta, await pageSiteFacts());
}

export default function PpcPage() {
  const { items: services, ...servicesHeading } = ppcServices;
  const { items: steps, ...processHeading } = ppcProcess;
  const { stats, ...resultsHeading } = ppcResults;
  const { items: questions, ...faqHeading } = ppcFaq;
  return (
    <>
      <PageHero hero={ppcHero} crumbs={serviceCrumbs("PPC Advertising", ppcMeta.path)} />
      <ImpactBand path={ppcMeta.path} />
      <Section {...servicesHeading}>
        <FeatureGrid items={services} />
      </Section>
      <Section {...processHeading} tone="muted">
        <StepList steps={steps} />
      </Section>
      <Section {...resultsHeading}>
        <StatGrid stats={stats} />
      </Section>
      <Section {...faqHeading} tone="muted">
        <div className="mx-auto max-w-3xl">
          <FaqAccordion name="ppc-faq" items={questions} />
        </div>
      </Section>
      <PlatformsGrid tone="white" />
      <FeaturedCaseStudies path={ppcMeta.path} />
      <Testimonials path={ppcMeta.path} tone="muted" />
      <CtaBand cta={adsCallToAction} />
      <JsonLd data={faqPage(questions)} />
    </>
  );
}
