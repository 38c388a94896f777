import "server-only";
import { connection } from "next/server";
import { cache } from "react";
import type { SiteFacts } from "@/lib/site-settings";
import { getSiteFacts } from "./site-settings";

/**
 * The agency's facts for a page or its metadata, read once per render. The page renders on
 * request, never prerendered by the build, so that what it shows follows the settings (decision
 * 194). A module of its own: the site server's bundle, which imports site-settings.ts for the
 * outbox, loads no part of Next.js's request handling.
 */
export const pageSiteFacts = cache(async (): Promise<SiteFacts> => {
  await connection();
  return getSiteFacts();
});
