import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../e2e/support/free-port";
import { type SiteServer, startSite } from "../../e2e/support/site-server";
import { type BenchDatabase, fillPosts, sqliteDatabase } from "./lib/database";
import { BENCH_ADMIN, machineDescription, percentile, warmUp, writeBenchmarkSection } from "./lib/measure";
import { NoResultError, refusal, waitForQuiet } from "./lib/quiet";
import { CONNECTIONS, DURATION_S, measureThroughput, type Throughput } from "./lib/throughput";

/**
 * `npm run bench:compare -- <checkout> [<checkout>]`: the page cache's hits of one checkout of the
 * project (this one unless a second is named) against those of another (an earlier commit, with
 * its own `npm ci`), and the first one's hits counted as page views against the same hits from an
 * agent it does not count (decision 200). One run of autocannon is at the mercy of whatever else the two cores do for
 * those 10 s, so each server is measured ROUNDS times, the servers taking turns in an order that
 * flips every round, and the median is reported. Both sites run at once, each on a fresh SQLite
 * database of 10,000 posts filled by its own code. Rewrites the section of docs/benchmarks.md
 * that compares the same two commits; exits with 2, writing nothing, when the machine is busy.
 */

const root = path.resolve(import.meta.dirname, "../..");
const POSTS = 10_000;
const ROUNDS = 5;
const PATHS = ["/", "/blog/post-5000", "/blog?search=seo"];
/** An agent the page views leave out (src/server/traffic/bots.ts). */
const UNCOUNTED_AGENT = "curl/8.5.0";

const [otherArgument, measuredArgument = root] = process.argv.slice(2);
if (
  !otherArgument ||
  ![otherArgument, measuredArgument].every((dir) => fs.existsSync(path.join(dir, "package.json")))
) {
  console.error(
    "Usage: npm run bench:compare -- <earlier checkout> [<later checkout, this one by default>] (each with its npm ci done)",
  );
  process.exit(64);
}
const other = path.resolve(otherArgument);
const measured = path.resolve(measuredArgument);

/** The checkout's commit; the benchmarks' own report, which the bench rewrites, does not count as a change. */
const commitOf = (checkout: string) => {
  const git = (...args: string[]) => execFileSync("git", ["-C", checkout, ...args], { encoding: "utf8" }).trim();
  const changed = git("status", "--porcelain", "--", ".", ":(exclude)docs/benchmarks.md");
  return `${git("rev-parse", "--short", "HEAD")}${changed ? " with uncommitted changes" : ""}`;
};

interface Contender {
  name: string;
  site: SiteServer;
  userAgent?: string;
}

const databases: BenchDatabase[] = [];
const sites: SiteServer[] = [];

async function start(checkout: string): Promise<SiteServer> {
  const database = sqliteDatabase();
  databases.push(database);
  console.info(`\n▶ ${checkout}: storing ${POSTS.toLocaleString("en-US")} posts`);
  fillPosts(database.url, POSTS, checkout);
  const port = await freePort();
  const site = await startSite(
    port,
    {
      SITE_URL: `http://localhost:${port}`,
      DATABASE_URL: database.url,
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    { checkout },
  );
  sites.push(site);
  await warmUp(site.url, PATHS, 30);
  return site;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

try {
  const thisCommit = commitOf(measured);
  const otherCommit = commitOf(other);
  const here = await start(measured);
  const there = await start(other);
  const contenders: Contender[] = [
    { name: `${otherCommit}`, site: there },
    { name: `${thisCommit}, counted`, site: here },
    { name: `${thisCommit}, not counted`, site: here, userAgent: UNCOUNTED_AGENT },
  ];
  const runs = new Map<string, Throughput[]>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const urlPath of PATHS) {
      await waitForQuiet(`round ${round} of ${urlPath}`);
      for (const contender of round % 2 ? contenders : [...contenders].reverse()) {
        const run = await measureThroughput(contender.site.url + urlPath, contender.userAgent);
        if (run.non2xx || run.errors) throw new Error(`${contender.name} answered ${urlPath} with errors`);
        const key = `${urlPath} ${contender.name}`;
        runs.set(key, [...(runs.get(key) ?? []), run]);
        console.info(`round ${round}, ${urlPath}, ${contender.name}: ${run.requestsPerSecond.toFixed(0)} req/s`);
      }
    }
  }
  const rows = PATHS.flatMap((urlPath) =>
    contenders.map(({ name }) => {
      const measured = runs.get(`${urlPath} ${name}`)!;
      const rates = measured.map((run) => run.requestsPerSecond);
      return `| \`${urlPath}\` | ${name} | ${median(rates).toFixed(0)} | ${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)} | ${median(measured.map((run) => run.p99Ms))} | ${(median(measured.map((run) => run.bytesPerResponse)) / 1000).toFixed(1)} |`;
    }),
  );
  const body = [
    `Command: \`npm run bench:compare -- <checkout of ${otherCommit}> <checkout of ${thisCommit}>\` (\`scripts/bench/compare.ts\`).`,
    `Machine: ${machineDescription()}; each round started with at most half its cores busy. Measured ${new Date().toISOString().slice(0, 10)}.`,
    "",
    `The page cache's hits of two commits, each served by its own production server on a fresh SQLite database of ${POSTS.toLocaleString("en-US")} posts, both running at once.`,
    `Autocannon, ${CONNECTIONS} connections for ${DURATION_S} s per run, ${ROUNDS} rounds in which the servers take turns (the order flips every round); the median of the rounds, and their range.`,
    `"Counted" requests carry a browser's agent and are counted as page views; "not counted" ones carry \`${UNCOUNTED_AGENT}\`, which the counter leaves out: the difference is what counting costs a hit.`,
    "",
    "| Address | Commit | Requests/s (median) | Range | p99 (ms) | kB per response |",
    "| ------- | ------ | ------------------: | ----: | -------: | --------------: |",
    ...rows,
  ].join("\n");
  console.info(`\n${body}`);
  const heading = `Cached hits of ${thisCommit.split(" ")[0]} against ${otherCommit.split(" ")[0]}`;
  console.info(`\nWrote ${await writeBenchmarkSection(root, heading, body)}`);
} catch (error) {
  if (!(error instanceof NoResultError)) throw error;
  console.error(refusal(error));
  process.exitCode = 2;
} finally {
  await Promise.all(sites.map((site) => site.stop()));
  await Promise.all(databases.map((database) => database.drop()));
}
