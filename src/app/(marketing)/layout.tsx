import type { ReactNode } from "react";
import { Analytics } from "@/components/analytics/analytics";
import { VisitScript } from "@/components/analytics/visit-script";
import { ScrollToTarget } from "@/components/layout/scroll-to-target";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { JsonLd } from "@/components/seo/json-ld";
import { Notifications } from "@/components/ui/notifications";
import { agencyOrganization } from "@/components/seo/agency-structured-data";
import { getConfig } from "@/server/config";
import { pageSiteFacts } from "@/server/page-site-facts";

export default async function MarketingLayout({ children }: { children: ReactNode }) {
  const agency = await pageSiteFacts();
  return (
    <>
      <VisitScript />
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
      <ScrollToTarget />
      <Notifications />
      <Analytics />
      <JsonLd data={agencyOrganization(getConfig().siteUrl, agency)} />
    </>
  );
}
