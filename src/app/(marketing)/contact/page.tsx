import type { Metadata } from "next";
import { headers } from "next/headers";
import { ContactForm } from "@/components/forms/contact-form";
import { ContactDetails } from "@/components/lead-pages/contact-details";
import { PageHero } from "@/components/lead-pages/page-hero";
import { SchedulerSection } from "@/components/lead-pages/scheduler-section";
import { contactPage } from "@/content/contact-page";
import { serviceFromQuery } from "@/content/services/service-query";
import { leadPages } from "@/lib/lead-forms";
import { NONCE_HEADER } from "@/lib/security/csp";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";
import { getConfig } from "@/server/config";
import { SpamGuardFields } from "@/components/forms/spam-guard-fields";
import { issueFormStamp } from "@/server/forms/spam-guard";
import { visitSourceOfFormPage } from "@/server/leads/form-page-source";
import { submitContactAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(contactPage.metadata, await pageSiteFacts());
}

export default async function ContactPage({ searchParams }: PageProps<"/contact">) {
  const query = await searchParams;
  const { recaptcha, schedulerUrl } = getConfig();
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;

  return (
    <>
      <PageHero {...contactPage.hero} />
      <SchedulerSection url={schedulerUrl} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.6fr] lg:px-8">
        <ContactDetails />
        <section id="contact-form" className="scroll-mt-24 rounded-lg bg-white p-6 ring-1 ring-ink-200 sm:p-8">
          <ContactForm
            action={submitContactAction}
            service={serviceFromQuery(query.service)}
            spamGuard={<SpamGuardFields stamp={await issueFormStamp("contact")} />}
            source={await visitSourceOfFormPage(leadPages.contact, query)}
            recaptchaSiteKey={recaptcha?.siteKey}
            nonce={nonce}
          />
        </section>
      </div>
    </>
  );
}
