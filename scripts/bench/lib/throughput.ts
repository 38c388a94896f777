import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");
export const CONNECTIONS = 50;
export const DURATION_S = 10;
/** What every browser sends; the reference page and the site's pages get the same. */
export const ACCEPT_ENCODING = "gzip, deflate, br";
/**
 * A browser's agent, so that each request of a page is counted as a page view, as a visitor's
 * is (decision 200): without one the server takes the client for a script and counts nothing.
 */
export const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export interface Throughput {
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Bytes received per response, headers included. */
  bytesPerResponse: number;
  non2xx: number;
  errors: number;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
}

/**
 * Autocannon (its command line, in its own process so that it does not share this one's event
 * loop), as a browser with USER_AGENT unless another agent is given.
 */
export function measureThroughput(url: string, userAgent = USER_AGENT): Promise<Throughput> {
  const cli = path.join(root, "node_modules/autocannon/autocannon.js");
  const child = spawn(
    process.execPath,
    [
      cli,
      ...["--connections", String(CONNECTIONS), "--duration", String(DURATION_S)],
      ...["--headers", `accept-encoding=${ACCEPT_ENCODING}`, "--headers", `user-agent=${userAgent}`, "--json", url],
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with code ${code} on ${url}`));
      const result = JSON.parse(output) as AutocannonResult;
      resolve({
        url,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        bytesPerResponse: result.throughput.average / result.requests.average,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}
