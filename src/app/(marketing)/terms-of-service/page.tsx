import { LegalPage } from "@/components/legal/legal-page";
import { termsOfService } from "@/content/legal/terms-of-service";
import { pageMetadata } from "@/components/seo/page-metadata";

// Rendered on request, not prerendered: the page shows today's date (the page cache keeps
// a copy until the day changes).
export const dynamic = "force-dynamic";

export const metadata = pageMetadata(termsOfService);

export default function Page() {
  return <LegalPage document={termsOfService} />;
}
