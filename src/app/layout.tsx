import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SkipLink } from "@/components/layout/skip-link";
import { siteViewport } from "@/components/seo/page-metadata";
import { getConfig } from "@/server/config";
import { pageSiteFacts } from "@/server/page-site-facts";
import "./globals.css";

/**
 * Every page names the agency from its settings, so none is prerendered by the build: each
 * renders on request, and the page cache keeps it until the content version moves (decisions
 * 072 and 194).
 */
export async function generateMetadata(): Promise<Metadata> {
  const site = await pageSiteFacts();
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: {
      default: `${site.name} | Salt Lake City Digital Marketing Agency`,
      template: `%s | ${site.name}`,
    },
    description: site.description,
    applicationName: site.name,
    formatDetection: { telephone: false },
  };
}

export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SkipLink />
        {children}
      </body>
    </html>
  );
}
