import fs from "node:fs";
import path from "node:path";
import { createTestDatabase, makeTestDir } from "../../tests/support/test-database";
import { type DataServer, type SiteData, siteData, startDataServer } from "./site-data/client";
import { type SiteServer, startSite } from "./site-server";

export interface TestSite {
  url: string;
  /** The server process, for tests of its signals and exit. */
  server: SiteServer;
  /** The address of its data server, for `siteData()`. */
  dataUrl: string;
  data: SiteData;
  /** A folder of its own, removed with the site. */
  dir: string;
  stop(): Promise<void>;
}

/**
 * A production server on a fresh database of the run's dialect (E2E_DIALECT: sqlite unless
 * "postgres", then a schema of its own on TEST_DATABASE_URL), with a data server on the same
 * database. Stopping it removes the database and the folder.
 */
export async function startTestSite(
  port: number,
  env: Record<string, string>,
  options?: Parameters<typeof startSite>[2],
): Promise<TestSite> {
  const dir = makeTestDir("site");
  const database = await createTestDatabase(process.env.E2E_DIALECT);
  const siteEnv = {
    UPLOAD_DIR: path.join(dir, "uploads"),
    // The tests stand in for a reverse proxy on loopback: a test's X-Forwarded-For is its client.
    TRUST_PROXY: "loopback",
    // A line per request of the whole run would bury the test report; warnings and errors stay.
    LOG_LEVEL: "warn",
    ...env,
    DATABASE_URL: database.url,
  };
  let site: SiteServer | undefined;
  let data: DataServer;
  const remove = async () => {
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    site = await startSite(port, siteEnv, options);
    // After the site's start, which migrates the database.
    data = await startDataServer(siteEnv);
  } catch (error) {
    await site?.stop();
    await remove();
    throw error;
  }
  return {
    url: site.url,
    server: site,
    dataUrl: data.url,
    data: siteData(data.url),
    dir,
    stop: async () => {
      await Promise.all([site.stop(), data.stop()]);
      await remove();
    },
  };
}
