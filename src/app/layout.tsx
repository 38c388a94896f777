import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SkipLink } from "@/components/layout/skip-link";
import { siteViewport } from "@/components/seo/page-metadata";
import { site } from "@/content/site";
import { getConfig } from "@/server/config";
import "./globals.css";

export function generateMetadata(): Metadata {
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

// Pages Next.js prerenders still show this year in their footer: it renews them hourly. Content
// freshness is the page cache's, by the content version (decision 072).
export const revalidate = 3600;

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
