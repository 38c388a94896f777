import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/layout/not-found-screen";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { siteViewport } from "@/components/seo/page-metadata";
import { pageSiteFacts } from "@/server/page-site-facts";
import "./globals.css";

/**
 * An address that matches no page: a document of its own, outside the root layout. As the root
 * layout's "not found" boundary, this screen's header and footer travelled in the payload of
 * every page (decision 210).
 */
// Next.js adds the noindex robots tag to this screen itself.
export async function generateMetadata(): Promise<Metadata> {
  return { title: `Page not found | ${(await pageSiteFacts()).name}` };
}

export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <SkipLink />
        <SiteHeader />
        <main id="main">
          <NotFoundScreen />
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
