import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as prettier from "prettier";

export interface Timing {
  path: string;
  status: number;
  medianMs: number;
  p95Ms: number;
  requests: number;
}

/** The value at or below which p% of `sorted` (ascending) lie. */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  const response = await fetch(url, { redirect: "manual", headers });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - start };
}

/** The server's first requests load code and fill caches: send each address a few before timing any. */
export async function warmUp(baseUrl: string, urlPaths: string[], requests: number): Promise<void> {
  for (const urlPath of urlPaths) for (let i = 0; i < requests; i++) await get(baseUrl + urlPath);
}

/**
 * Asks once for every variant of an uploaded image a page's HTML names (its `srcset`s), as the
 * first visitors' browsers would; the server makes each on its first request and keeps it.
 * Returns how many.
 */
export async function warmImageVariants(baseUrl: string, urlPath: string): Promise<number> {
  const html = await (await fetch(baseUrl + urlPath)).text();
  const addresses = new Set(
    [...html.matchAll(/srcset="([^"]+)"/gi)]
      .flatMap(([, srcset]) => srcset!.split(",").map((candidate) => candidate.trim().split(/\s+/)[0]!))
      .filter((address) => address.startsWith("/uploads/")),
  );
  for (const address of addresses) {
    const { status } = await get(baseUrl + address);
    if (status !== 200) throw new Error(`${address} answered ${status}`);
  }
  return addresses.size;
}

/** The bench's admin account, made by the site at start; only the admin may force a fresh render. */
export const BENCH_ADMIN = { email: "bench@resgatar.test", password: "bench admin passphrase" };

/** Signs the bench's admin in; returns the Cookie header that carries the session. */
export async function signInAsAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!response.ok) throw new Error(`The bench's admin could not sign in: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Response time of one address, request after request (no concurrency), body included:
 * what one visitor waits for. Each request is the admin's hard reload, which renders afresh,
 * so that the figure is the work behind the page, not the page cache's copy of it.
 */
export async function timeRenders(baseUrl: string, urlPath: string, requests: number, cookie: string): Promise<Timing> {
  let status = 0;
  const samples: number[] = [];
  for (let i = 0; i < requests; i++) {
    const sample = await get(baseUrl + urlPath, { "cache-control": "no-cache", cookie });
    status = sample.status;
    samples.push(sample.ms);
  }
  samples.sort((a, b) => a - b);
  return { path: urlPath, status, medianMs: percentile(samples, 50), p95Ms: percentile(samples, 95), requests };
}

/** The machine the figures were measured on, in one line. */
export function machineDescription(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `${cpu}, ${os.availableParallelism()} cores, ${memory} GB RAM, ${os.type()} ${os.release()}, Node.js ${process.version}`;
}

/**
 * Replaces the `## heading` section of docs/benchmarks.md (or adds it), leaving the others alone,
 * formatted as the linter expects.
 */
export async function writeBenchmarkSection(root: string, heading: string, body: string): Promise<string> {
  const file = path.join(root, "docs/benchmarks.md");
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmarks\n";
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const start = current.indexOf(`## ${heading}\n`);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const end = current.indexOf("\n## ", start + 1);
    next = current.slice(0, start) + section + (end === -1 ? "" : current.slice(end));
  }
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
  return file;
}
