import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
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

export const viewport: Viewport = {
  themeColor: "#0f766e",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
        >
          Skip to main content
        </a>
        {children}
      </body>
    </html>
  );
}
