import { LegalPage } from "@/components/legal/legal-page";
import { termsOfServiceFor } from "@/content/legal/terms-of-service";
import { pageMetadata } from "@/components/seo/page-metadata";
import { pageSiteFacts } from "@/server/page-site-facts";

// Rendered on request, not prerendered: the page shows today's date (the page cache keeps
// a copy until the day changes) and the agency's settings.
export const dynamic = "force-dynamic";

export async function generateMetadata() {
  const site = await pageSiteFacts();
  return pageMetadata(termsOfServiceFor(site), site);
}

export default async function Page() {
  return <LegalPage document={termsOfServiceFor(await pageSiteFacts())} />;
}
