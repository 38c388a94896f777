import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { SocialPlatformCards } from "@/components/marketing/social-platform-cards";
import { StepList } from "@/components/marketing/step-list";
import { FeaturedCaseStudies } from "@/components/marketing/featured-case-studies";
import { Testimonials } from "@/components/marketing/testimonials";
import { serviceCrumbs } from "@/content/services/catalog";
import {
  socialBenefits,
  socialCallToAction,
  socialHero,
  socialMeta,
  socialPlatforms,
  socialProcess,
} from "@/content/services/social-media-marketing";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(socialMeta, await pageSiteFacts());
}

export default function SocialMediaMarketingPage() {
  const { items: platforms, ...platformsHeading } = socialPlatforms;
  const { items: steps, ...processHeading } = socialProcess;
  const { items: benefits, ...benefitsHeading } = socialBenefits;
  return (
    <>
      <PageHero hero={socialHero} crumbs={serviceCrumbs("Social Media Marketing", socialMeta.path)} />
      <Section {...platformsHeading}>
        <SocialPlatformCards items={platforms} />
      </Section>
      <Section {...processHeading} tone="muted">
        <StepList steps={steps} />
      </Section>
      <Section {...benefitsHeading}>
        <FeatureGrid items={benefits} columns={4} />
      </Section>
      <FeaturedCaseStudies path={socialMeta.path} />
      <Testimonials path={socialMeta.path} tone="muted" />
      <CtaBand cta={socialCallToAction} />
    </>
  );
}
