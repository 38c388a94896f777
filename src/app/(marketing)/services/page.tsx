import type { Metadata } from "next";
import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { ProcessTabs } from "@/components/marketing/process-tabs";
import { RelatedLinks } from "@/components/marketing/related-links";
import { Section } from "@/components/marketing/section";
import {
  additionalServices,
  coreServices,
  servicesCallToAction,
  servicesHero,
  servicesHighlights,
  servicesHighlightsHeading,
  servicesMeta,
  servicesProcess,
  servicesRelated,
} from "@/content/services/overview";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(servicesMeta, await pageSiteFacts());
}

export default function ServicesPage() {
  const { items: core, ...coreHeading } = coreServices;
  const { items: additional, ...additionalHeading } = additionalServices;
  const { phases, tabsLabel, ...processHeading } = servicesProcess;
  return (
    <>
      <PageHero
        hero={servicesHero}
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Services", path: "/services" },
        ]}
      >
        <div className="mt-14">
          <h2 className="sr-only">{servicesHighlightsHeading}</h2>
          <FeatureGrid items={servicesHighlights} columns={4} tone="dark" />
        </div>
      </PageHero>
      <Section {...coreHeading}>
        <FeatureGrid items={core} />
      </Section>
      <Section {...additionalHeading} tone="muted">
        <FeatureGrid items={additional} columns={4} />
      </Section>
      <RelatedLinks {...servicesRelated} />
      <Section {...processHeading} tone="muted">
        <ProcessTabs label={tabsLabel} phases={phases} />
      </Section>
      <CtaBand cta={servicesCallToAction} />
    </>
  );
}
