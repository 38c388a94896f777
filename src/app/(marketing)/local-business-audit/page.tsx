import type { Metadata } from "next";
import { headers } from "next/headers";
import { AuditForm } from "@/components/forms/audit-form";
import { AuditParts, AuditReasons } from "@/components/lead-pages/audit-sections";
import { PageHero } from "@/components/lead-pages/page-hero";
import { auditPage } from "@/content/audit-page";
import { leadPages } from "@/lib/lead-forms";
import { NONCE_HEADER } from "@/lib/security/csp";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";
import { getConfig } from "@/server/config";
import { SpamGuardFields } from "@/components/forms/spam-guard-fields";
import { issueFormStamp } from "@/server/forms/spam-guard";
import { visitSourceOfFormPage } from "@/server/leads/form-page-source";
import { submitAuditAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(auditPage.metadata, await pageSiteFacts());
}

export default async function LocalBusinessAuditPage({ searchParams }: PageProps<"/local-business-audit">) {
  const { recaptcha } = getConfig();
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;

  return (
    <>
      <PageHero {...auditPage.hero} />
      <AuditParts />
      <div className="bg-ink-50">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
          <AuditReasons />
          <section className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink-200 sm:p-8">
            <AuditForm
              action={submitAuditAction}
              spamGuard={<SpamGuardFields stamp={await issueFormStamp("audit")} />}
              source={await visitSourceOfFormPage(leadPages.audit, await searchParams)}
              recaptchaSiteKey={recaptcha?.siteKey}
              nonce={nonce}
            />
            <p className="mt-4 text-sm text-ink-600">{auditPage.formNote}</p>
          </section>
        </div>
      </div>
    </>
  );
}
