import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { ImpactBand } from "@/components/marketing/impact-band";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { StepList } from "@/components/marketing/step-list";
import { FeaturedCaseStudies } from "@/components/marketing/featured-case-studies";
import { Testimonials } from "@/components/marketing/testimonials";
import { serviceCrumbs } from "@/content/services/catalog";
import {
  emailCallToAction,
  emailHero,
  emailMeta,
  emailProcess,
  emailSolutions,
} from "@/content/services/email-marketing";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(emailMeta, await pageSiteFacts());
}

export default function EmailMarketingPage() {
  const { items: steps, ...processHeading } = emailProcess;
  const { items: solutions, ...solutionsHeading } = emailSolutions;
  return (
    <>
      <PageHero hero={emailHero} crumbs={serviceCrumbs("Email Marketing", emailMeta.path)} />
      <ImpactBand path={emailMeta.path} />
      <Section {...processHeading}>
        <StepList steps={steps} />
      </Section>
      <Section {...solutionsHeading} tone="muted">
        <FeatureGrid items={solutions} />
      </Section>
      <FeaturedCaseStudies path={emailMeta.path} tone="muted" />
      <Testimonials path={emailMeta.path} />
      <CtaBand cta={emailCallToAction} />
    </>
  );
}
