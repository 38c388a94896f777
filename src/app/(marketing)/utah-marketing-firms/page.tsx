import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { ServiceCardGrid } from "@/components/marketing/service-card-grid";
import {
  firmsCallToAction,
  firmsHero,
  firmsMetaFor,
  firmsServices,
  firmsWhyChooseFor,
} from "@/content/landing/utah-marketing-firms";
import { pageMetadata } from "@/components/seo/page-metadata";
import { pageSiteFacts } from "@/server/page-site-facts";

export async function generateMetadata() {
  const site = await pageSiteFacts();
  return pageMetadata(firmsMetaFor(site), site);
}

export default async function UtahMarketingFirmsPage() {
  const { items: reasons, ...reasonsHeading } = firmsWhyChooseFor(await pageSiteFacts());
  const { items: services, ...servicesHeading } = firmsServices;
  return (
    <>
      <PageHero hero={firmsHero} />
      <Section {...reasonsHeading}>
        <FeatureGrid items={reasons} columns={4} />
      </Section>
      <Section {...servicesHeading} tone="muted">
        <ServiceCardGrid items={services} columns={4} />
      </Section>
      <CtaBand cta={firmsCallToAction} />
    </>
  );
}
