import { type NextRequest, NextResponse } from "next/server";
import { newsletterEndpointOf } from "@/lib/newsletter-links";
import { visitScriptHash } from "@/lib/attribution/visit-script";
import { NONCE_HEADER } from "@/lib/security/csp";
import { openerIsolationHeaders, siteSecurityHeaders } from "@/server/http/security-headers";

function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export async function proxy(request: NextRequest) {
  // Every response rendered here gets a fresh nonce, which Next.js puts on its scripts; the
  // public pages' visit script, the same on every page, is admitted by its hash. Pages the page
  // cache stores are served with the hashes of their scripts instead (site-server.ts).
  const nonce = createNonce();
  const hashes = [await visitScriptHash()];
  const headers = {
    ...siteSecurityHeaders({ nonce, hashes }),
    ...openerIsolationHeaders(request.nextUrl.pathname, request.headers.get("cookie") ?? undefined),
  };

  const requestHeaders = new Headers(request.headers);
  // Next.js reads the nonce from the request's policy and puts it on its own scripts.
  requestHeaders.set("content-security-policy", headers["Content-Security-Policy"]!);
  requestHeaders.set(NONCE_HEADER, nonce);
  // The newsletter's links take a POST at the page's own address (newsletter-links.ts).
  const endpoint = request.method === "POST" ? newsletterEndpointOf(request.nextUrl.pathname) : undefined;
  const response = endpoint
    ? NextResponse.rewrite(new URL(`${endpoint}${request.nextUrl.search}`, request.url), {
        request: { headers: requestHeaders },
      })
    : NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [{ source: "/((?!_next/static|_next/image).*)" }],
};
