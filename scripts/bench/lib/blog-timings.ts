import { type Timing, signInAsAdmin, timeRenders, warmUp } from "./measure";

/** The blog's read paths that touch the whole table: searches, pages deep in the listing, feeds. */
export const BLOG_PATHS = [
  "/blog?search=seo&category=SEO",
  "/blog",
  "/blog?search=seo&sort=title&page=3",
  "/blog/post-5000",
  "/author/emily-carter?page=10",
  "/blog/rss.xml",
  "/sitemap.xml",
];
export const REQUESTS = Number(process.env.BENCH_REQUESTS) || 200;
export const WARM_UP = 30;
export const TARGET_MS = 100;

/** Response time of each blog path, one request after another, after a warm-up. */
export async function timeBlog(baseUrl: string): Promise<Timing[]> {
  await warmUp(baseUrl, BLOG_PATHS, WARM_UP);
  const cookie = await signInAsAdmin(baseUrl);
  const timings: Timing[] = [];
  for (const urlPath of BLOG_PATHS) {
    const timing = await timeRenders(baseUrl, urlPath, REQUESTS, cookie);
    console.info(
      `${urlPath}: ${timing.status}, median ${timing.medianMs.toFixed(1)} ms, p95 ${timing.p95Ms.toFixed(1)} ms`,
    );
    if (timing.status !== 200) throw new Error(`${urlPath} answered ${timing.status}`);
    timings.push(timing);
  }
  return timings;
}

/** The docs/benchmarks.md section on the blog's response times. */
export function blogSection(results: { name: string; timings: Timing[] }[], posts: number): string {
  const rows = results.flatMap(({ name, timings }) =>
    timings.map((t) => `| ${name} | \`${t.path}\` | ${t.medianMs.toFixed(1)} | ${t.p95Ms.toFixed(1)} |`),
  );
  const verdicts = results.map(({ name, timings }) => {
    const median = timings[0]!.medianMs;
    return `- ${name}: ${median <= TARGET_MS ? "meets" : "misses"} the target (${median.toFixed(1)} ms).`;
  });
  return `
Response times of the production server with ${posts.toLocaleString("en-US")} posts in the database,
${REQUESTS} sequential requests per address after ${WARM_UP} warm-up requests to each, body included, measured
from a client on the same machine. Every request is the signed-in admin's, with \`Cache-Control: no-cache\`, so each one
is rendered from the database rather than answered by the page cache: these are the times of a
search nobody has made yet. The target is a median under ${TARGET_MS} ms for
\`${BLOG_PATHS[0]}\` on each database.

| Database | Address | Median (ms) | p95 (ms) |
| -------- | ------- | ----------: | -------: |
${rows.join("\n")}

${verdicts.join("\n")}
`;
}
