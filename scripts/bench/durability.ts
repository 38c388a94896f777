import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { machineDescription, writeBenchmarkSection } from "./lib/measure";

/**
 * `npm run bench:durability`: what SQLite's `synchronous = FULL` (decision 111) costs a visitor
 * sending a lead, against NORMAL: the time of storing one lead with its notification, one after
 * another, on a fresh database file. Refuses to record figures from a busy machine.
 */

const root = path.resolve(import.meta.dirname, "../..");
const LEADS = Number(process.env.BENCH_LEADS) || 500;
const ROUNDS = 3;

const load = os.loadavg()[0]!;
if (load > os.availableParallelism() / 2) {
  console.error(`The machine is busy (load ${load.toFixed(2)}): figures taken now would be noise. Nothing recorded.`);
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-durability-"));
process.env.DATABASE_URL = `file:${path.join(dir, "site.db")}`;
const { closeDb, getDb } = await import("../../src/server/db");
const { migrateToLatest } = await import("../../src/server/db/migrate");
const { insertLead } = await import("../../src/server/leads/leads");

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

try {
  await migrateToLatest(getDb());
  const results: { mode: string; medianMs: number; p95Ms: number; perSecond: number }[] = [];
  for (const mode of ["NORMAL", "FULL"] as const) {
    await sql.raw(`pragma synchronous = ${mode}`).execute(getDb());
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < LEADS; i++) {
        const start = performance.now();
        await insertLead({
          name: `Bench Lead ${i}`,
          email: `lead${i}@example.test`,
          company: null,
          phone: null,
          message: "A message of ordinary length, as a visitor writes it on the contact form.",
          service: null,
          recaptcha_token: null,
          recaptcha_verified: false,
        });
        samples.push(performance.now() - start);
      }
    }
    samples.sort((a, b) => a - b);
    const total = samples.reduce((sum, ms) => sum + ms, 0);
    results.push({
      mode,
      medianMs: percentile(samples, 50),
      p95Ms: percentile(samples, 95),
      perSecond: (samples.length / total) * 1000,
    });
    console.info(
      `${mode}: median ${results.at(-1)!.medianMs.toFixed(2)} ms, p95 ${results.at(-1)!.p95Ms.toFixed(2)} ms`,
    );
  }
  const rows = results.map(
    (r) => `| ${r.mode} | ${r.medianMs.toFixed(2)} | ${r.p95Ms.toFixed(2)} | ${r.perSecond.toFixed(0)} |`,
  );
  const file = await writeBenchmarkSection(
    root,
    "SQLite durability: the cost of synchronous = FULL",
    [
      `Storing one lead with its notification (one transaction, two inserts), ${LEADS * ROUNDS} times one after another,`,
      "on a fresh SQLite file in WAL mode, with each setting (decision 111). Measured with",
      "`npm run bench:durability` on a quiet machine:",
      "",
      "| synchronous | Median (ms) | p95 (ms) | Leads a second |",
      "| ----------- | ----------: | -------: | -------------: |",
      ...rows,
      "",
      `Machine: ${machineDescription()}. Date: ${new Date().toISOString().slice(0, 10)}.`,
    ].join("\n"),
  );
  console.info(`Recorded in ${path.relative(root, file)}`);
} finally {
  await closeDb();
  fs.rmSync(dir, { recursive: true, force: true });
}
