import "server-only";
import { headers } from "next/headers";
import { visitSourceOfPageRequest } from "@/lib/attribution/page-request";
import type { VisitSource } from "@/lib/attribution/visit-source";
import { getConfig } from "../config";

/**
 * What a lead form page's request tells of the visit (src/lib/attribution/page-request.ts), for
 * the form's hidden source fields. The page renders per request already (its form's stamp).
 */
export async function visitSourceOfFormPage(
  path: string,
  query: Record<string, string | string[] | undefined>,
): Promise<VisitSource> {
  const request = await headers();
  const url = new URL(path, getConfig().siteUrl);
  for (const [name, value] of Object.entries(query)) {
    for (const one of [value ?? []].flat()) url.searchParams.append(name, one);
  }
  const ownHosts = [url.host, request.get("host") ?? ""].filter(Boolean);
  return visitSourceOfPageRequest({ url, referer: request.get("referer"), ownHosts });
}
