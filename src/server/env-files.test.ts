import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { loadEnvFiles } from "./env-files";

const saved = { ...process.env };
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

it("reads .env files in Next.js's order, without overriding the environment", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-env-"));
  fs.writeFileSync(path.join(root, ".env"), "AGENCY_TEST_A=from-env\nAGENCY_TEST_B=from-env\nAGENCY_TEST_C=from-env\n");
  fs.writeFileSync(path.join(root, ".env.local"), "AGENCY_TEST_B=from-local\n");
  // As the server runs; under NODE_ENV=test Next.js leaves .env.local out on purpose.
  Object.assign(process.env, { NODE_ENV: "production", AGENCY_TEST_C: "from-shell" });
  try {
    loadEnvFiles(root);
    expect(process.env.AGENCY_TEST_A).toBe("from-env");
    expect(process.env.AGENCY_TEST_B).toBe("from-local");
    expect(process.env.AGENCY_TEST_C).toBe("from-shell");
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
