import "server-only";
import fs from "node:fs";
import path from "node:path";
import { memoizeAsync } from "@/lib/memoize-async";
import { scriptHashes } from "@/lib/security/script-hashes";

/**
 * The hashes of the inline scripts of the "not found" screen, which `next build` prerenders
 * and Next.js serves, as built, for an address that matches no page. The proxy cannot tell
 * such an address from a page that renders with its nonce, so every policy admits these few
 * scripts of the site's own as well. Read once: the file changes only with a new build.
 */
export const notFoundScriptHashes = memoizeAsync(async (): Promise<string[]> => {
  const file = path.join(process.cwd(), ".next/server/app/_not-found.html");
  try {
    return await scriptHashes(await fs.promises.readFile(file, "utf8"));
  } catch {
    // No build (development): the screen renders per request, with the nonce.
    return [];
  }
});
