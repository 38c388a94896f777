import type { NextConfig } from "next";

// Headers that do not depend on the request. The Content-Security-Policy, which carries a
// per-request nonce or a prerendered page's script hashes, and HSTS are added in src/proxy.ts.
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
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
