import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stopProcess, waitUntilUp } from "../../../e2e/support/site-server";
import { nextBin } from "../../lib/build";
import { markStartupChunks } from "../../lib/compile-hints";

const root = path.resolve(import.meta.dirname, "../../..");
/** Inside the project, so that it builds with the project's own Next.js and React. */
export const FLOOR_DIR = path.join(root, ".bench/floor");

const files: Record<string, string> = {
  "app/layout.jsx": `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return <p>Hello</p>;
}
`,
};

/**
 * Builds a one-line Next.js page with the project's Next.js version, its scripts marked as the
 * site's are: its first-load JavaScript is the framework's floor, and its prerendered page is the
 * throughput reference.
 */
export function buildFloor(): void {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(FLOOR_DIR, name)), { recursive: true });
    fs.writeFileSync(path.join(FLOOR_DIR, name), text);
  }
  const result = spawnSync(process.execPath, [nextBin(root), "build", FLOOR_DIR], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("Building the one-line reference page failed");
  markStartupChunks(path.join(FLOOR_DIR, ".next"));
}

export interface FloorServer {
  url: string;
  stop(): Promise<void>;
}

export async function startFloor(port: number): Promise<FloorServer> {
  const child: ChildProcess = spawn(process.execPath, [nextBin(root), "start", FLOOR_DIR, "--port", String(port)], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  const url = `http://localhost:${port}`;
  await waitUntilUp(url, child, 60_000, "The reference server");
  return {
    url,
    stop: () => stopProcess(child),
  };
}
