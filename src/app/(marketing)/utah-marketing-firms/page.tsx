import { CtaBand } from "@/components/marketing/cta-band";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { ServiceCardGrid } from "@/components/marketing/service-card-grid";
import {
  firmsCallToAction,
  firmsHero,
  firmsMeta,
  firmsServices,
  firmsWhyChoose,
} from "@/content/landing/utah-marketing-firms";
import { pageMetadata } from "@/components/seo/page-metadata";

export const metadata = pageMetadata(firmsMeta);

export default function UtahMarketingFirmsPage() {
  const { items: reasons, ...reasonsHeading } = firmsWhyChoose;
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
