import { LegalPage } from "@/components/legal/legal-page";
import { privacyPolicy } from "@/content/legal/privacy-policy";
import { pageMetadata } from "@/components/seo/page-metadata";

// Rendered on request, not prerendered: the page shows today's date (the page cache keeps
// a copy until the day changes).
export const dynamic = "force-dynamic";

export const metadata = pageMetadata(privacyPolicy);

export default function Page() {
  return <LegalPage document={privacyPolicy} />;
}
