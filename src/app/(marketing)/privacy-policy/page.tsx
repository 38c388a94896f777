import { LegalPage } from "@/components/legal/legal-page";
import { privacyPolicy } from "@/content/legal/privacy-policy";
import { pageMetadata } from "@/components/seo/page-metadata";
import { getConfig } from "@/server/config";

// Rendered on request, not prerendered: the page shows today's date (the page cache keeps
// a copy until the day changes) and the retention period of this server's LEAD_RETENTION_DAYS.
export const dynamic = "force-dynamic";

const policy = () => privacyPolicy({ leadRetentionDays: getConfig().leadRetentionDays });

export function generateMetadata() {
  return pageMetadata(policy());
}

export default function Page() {
  return <LegalPage document={policy()} />;
}
