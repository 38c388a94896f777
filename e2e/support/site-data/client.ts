import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { stopProcess } from "../site-server";
import type { Operations } from "./operations";

/**
 * The tests' way into the site's database: each operation of operations.ts, called over HTTP
 * on the data server of the site under test. The tests' own processes load none of the
 * site's server modules.
 */
export type SiteData = {
  [K in keyof Operations]: (...args: Parameters<Operations[K]>) => Promise<Awaited<ReturnType<Operations[K]>>>;
};

export interface DataServer {
  url: string;
  stop(): Promise<void>;
}

const serveFile = path.join(import.meta.dirname, "serve.ts");

/** Starts a data server on the database of `env` (DATABASE_URL and the site's other settings). */
export async function startDataServer(env: Record<string, string>): Promise<DataServer> {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", serveFile], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`The data server exited with code ${code} before it was ready`)));
    lines.once("line", resolve);
  });
  lines.on("line", (line) => console.info(line));
  return { url, stop: () => stopProcess(child) };
}

/**
 * Each operation takes milliseconds. One still unanswered after this fails with its name, where
 * a call left waiting would run out the test's time with no word of where it stood.
 */
const CALL_TIMEOUT_MS = 15_000;

/** The operations on the data server at `url`; by default the one of the shared end-to-end site. */
export function siteData(url?: string): SiteData {
  return new Proxy({} as SiteData, {
    get(_, name) {
      // Not a promise: `await siteData()` must not look for a `then`.
      if (typeof name !== "string" || name === "then") return undefined;
      return async (...args: unknown[]) => {
        const base = url ?? process.env.E2E_DATA_URL;
        if (!base) throw new Error("E2E_DATA_URL is not set: run the tests through Playwright's global setup");
        let response: Response;
        let body: { result?: unknown; error?: string };
        try {
          const signal = AbortSignal.timeout(CALL_TIMEOUT_MS);
          response = await fetch(`${base}/${name}`, { method: "POST", body: JSON.stringify(args), signal });
          body = (await response.json()) as typeof body;
        } catch (error) {
          throw new Error(`The data server's ${name} gave no answer: ${String(error)}`, { cause: error });
        }
        if (!response.ok) throw new Error(`The data server's ${name} failed: ${body.error}`);
        return body.result;
      };
    },
  });
}
