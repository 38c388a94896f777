import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { listFiles } from "./list-files";

/**
 * V8's magic comment for a file whose functions run as soon as it loads: Chromium then compiles
 * all of them on the thread that streams the file in, instead of each one on the main thread the
 * first time it is called (decision 270).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const CLIENT_MANIFEST_SUFFIX = "_client-reference-manifest.js";

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

/**
 * The script files, relative to the build directory, that a page loads at its start: the
 * framework's (the build manifest's root files) and each route's own (its client reference
 * manifest's entry files). A file fetched later, on demand, is not among them unless another
 * page starts with it.
 */
export function startupChunks(buildDir: string): string[] {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(buildDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const files = new Set(buildManifest.rootMainFiles);
  const manifests = listFiles(path.join(buildDir, "server/app")).filter((file) =>
    file.endsWith(CLIENT_MANIFEST_SUFFIX),
  );
  for (const file of manifests) {
    // Each manifest is a script that stores its route's manifest on globalThis.__RSC_MANIFEST.
    const scope: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    vm.runInNewContext(fs.readFileSync(file, "utf8"), scope);
    for (const manifest of Object.values(scope.__RSC_MANIFEST ?? {})) {
      for (const chunks of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of chunks) files.add(chunk);
    }
  }
  return [...files].filter((file) => file.endsWith(".js")).sort();
}

/**
 * Puts the compile hint at the top of every startup chunk that lacks it; returns how many it
 * marked. A build without startup chunks means Next.js now describes them elsewhere: it throws.
 */
export function markStartupChunks(buildDir: string): number {
  const chunks = startupChunks(buildDir);
  if (chunks.length === 0) throw new Error(`No startup scripts found in the manifests of ${buildDir}`);
  let marked = 0;
  for (const chunk of chunks) {
    const file = path.join(buildDir, chunk);
    const text = fs.readFileSync(file, "utf8");
    if (text.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + text);
    marked++;
  }
  return marked;
}
