import { LegalPage } from "@/components/legal/legal-page";
import { privacyPolicy } from "@/content/legal/privacy-policy";
import { pageMetadata } from "@/components/seo/page-metadata";
import { pageSiteFacts } from "@/server/page-site-facts";
import { leadRetentionDays } from "@/server/site-settings";

// Rendered on request, not prerendered: the page shows today's date (the page cache keeps
// a copy until the day changes), the agency's settings and the retention period they or
// LEAD_RETENTION_DAYS give.
export const dynamic = "force-dynamic";

const policy = async () =>
  privacyPolicy({ leadRetentionDays: await leadRetentionDays(), agency: await pageSiteFacts() });

export async function generateMetadata() {
  return pageMetadata(await policy(), await pageSiteFacts());
}

export default async function Page() {
  return <LegalPage document={await policy()} />;
}
