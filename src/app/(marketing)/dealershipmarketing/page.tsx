import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { SuccessStoryTiles } from "@/components/marketing/success-story-tiles";
import { ButtonLink } from "@/components/ui/button";
import {
  dealershipCallToAction,
  dealershipEdge,
  dealershipHero,
  dealershipMeta,
  dealershipSolutions,
  dealershipStories,
  dealershipWhy,
} from "@/content/landing/dealership-marketing";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(dealershipMeta, await pageSiteFacts());
}

export default function DealershipMarketingPage() {
  const { items: reasons, ...whyHeading } = dealershipWhy;
  const { items: solutions, ...solutionsHeading } = dealershipSolutions;
  const { items: edge, ...edgeHeading } = dealershipEdge;
  const { items: stories, ...storiesHeading } = dealershipStories;
  return (
    <>
      <PageHero hero={dealershipHero} />
      <Section {...whyHeading}>
        <FeatureGrid items={reasons} />
      </Section>
      <Section {...solutionsHeading} tone="muted">
        <FeatureGrid items={solutions} columns={2} />
      </Section>
      <Section {...edgeHeading} tone="dark">
        <FeatureGrid items={edge} tone="dark" />
      </Section>
      <Section {...storiesHeading}>
        <SuccessStoryTiles tiles={stories} />
        <div className="mt-12 text-center">
          <ButtonLink href="/case-studies" size="lg">
            View All Case Studies
          </ButtonLink>
        </div>
      </Section>
      <CtaBand cta={dealershipCallToAction} />
    </>
  );
}
