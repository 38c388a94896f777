import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { registerServer } from "../../tests/support/reap-leftovers";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * What `npm start` runs, read from package.json: the environment it sets first (glibc's
 * allocator settings, decision 230) and the arguments it gives Node.js (its heap limits included).
 */
function startCommand(checkout: string): { env: Record<string, string>; args: string[] } {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(checkout, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const words = scripts.start.split(" ");
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? "")) {
    const assignment = words.shift()!;
    const equals = assignment.indexOf("=");
    env[assignment.slice(0, equals)] = assignment.slice(equals + 1);
  }
  const [command, ...args] = words;
  if (command !== "node") throw new Error(`package.json's start script should run node, not ${command}`);
  return { env, args };
}

export interface SiteServer {
  url: string;
  /** The process group of the server and its launcher. */
  pid: number;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** Waits until `url` answers (any status under 500); fails when `child` exits first. */
export async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number, what = "The site") {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Sends SIGTERM (to the whole group when `group`) and waits for the process to exit. */
export async function stopProcess(child: ChildProcess, { group = false } = {}): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  if (group) process.kill(-child.pid!, "SIGTERM");
  else child.kill("SIGTERM");
  await exited;
}

/**
 * Starts the site the way `npm start` does (migrations, a build when the current
 * one is stale, then the production server), without npm, with the given environment.
 * `checkout` runs another checkout of the project instead of this one (the bench's comparisons).
 */
export async function startSite(
  port: number,
  env: Record<string, string>,
  { onLine, checkout = root }: { onLine?: (line: string) => void; checkout?: string } = {},
): Promise<SiteServer> {
  const start = startCommand(checkout);
  const child = spawn(process.execPath, start.args, {
    cwd: checkout,
    env: { ...process.env, ...start.env, ...env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", onLine ? "pipe" : "inherit", "inherit"],
    detached: true,
  });
  // A run killed before it stops this server leaves it to the next run to stop (reap-leftovers.ts).
  const unregister = registerServer(child.pid!);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      unregister();
      resolve(code);
    }),
  );
  // The server's log, line by line, still shown as it would be without a reader.
  if (onLine) {
    readline.createInterface({ input: child.stdout! }).on("line", (line) => {
      console.info(line);
      onLine(line);
    });
  }
  const url = `http://localhost:${port}`;
  await waitUntilUp(url, child, 10 * 60_000);
  return {
    url,
    pid: child.pid!,
    exited,
    stop: () => stopProcess(child, { group: true }),
  };
}
