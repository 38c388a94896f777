import fs from "node:fs";
import { expect, test } from "./fixtures";

/**
 * The production server's memory (decision 230): it takes Next.js's settings from its build, as
 * compiling next.config.ts at start would load Next.js's native compiler and keep it resident, and
 * it runs with the allocator setting of package.json's start script.
 */
test("the production server serves without Next.js's compiler, with the start script's allocator setting", async ({
  request,
}) => {
  expect((await request.get("/")).status()).toBe(200);
  const pid = process.env.E2E_SERVER_PID;
  const maps = fs.readFileSync(`/proc/${pid}/maps`, "utf8");
  // The server's own program is there: these are the right process's mappings.
  expect(maps).toContain(fs.realpathSync(process.execPath));
  expect(maps).not.toMatch(/next-swc|@next\/swc/);
  const environment = fs.readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
  expect(environment).toContain("MALLOC_MMAP_THRESHOLD_=131072");
});
