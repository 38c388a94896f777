import type { NextConfig } from "next";
import { STATIC_SECURITY_HEADERS } from "./src/lib/security/static-headers";

// The Content-Security-Policy and HSTS are added in src/proxy.ts; the site server's door puts
// all of them on the answers Next.js gives before its headers apply (redirects, refusals).
const securityHeaders = Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  experimental: {
    // Addresses that match no page get app/global-not-found.tsx, whose header and footer are no
    // longer part of every page's payload as the root layout's "not found" boundary (decision 210).
    globalNotFound: true,
    // The icons' drawings come from one module of every drawing; a page loads only its own (decision 250).
    optimizePackageImports: ["lucide"],
  },
  serverExternalPackages: ["better-sqlite3", "pg", "kysely"],
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  async redirects() {
    return [
      // Addresses the /utah-marketing-firms service cards have always linked to.
      { source: "/services/seo", destination: "/seo", permanent: true },
      { source: "/services/ppc", destination: "/ppc", permanent: true },
      { source: "/services/content-strategy", destination: "/content-strategy", permanent: true },
      { source: "/services/social-media", destination: "/social-media-marketing", permanent: true },
      // The real-estate article lives at the site's root, not in the blog.
      { source: "/blog/utah-real-estate-marketing", destination: "/utah-real-estate-marketing", permanent: true },
      // Browsers still ask for /favicon.ico now and then (after going back, for instance).
      { source: "/favicon.ico", destination: "/icon", permanent: true },
    ];
  },
};

export default nextConfig;
