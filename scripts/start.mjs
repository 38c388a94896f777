// `npm start`: prepare (environment, database, admin account, build) in a process of its own,
// then become the production server. `npm run dev` (--dev): the same server, with Next.js in
// development mode and no build. Plain JavaScript, so that the server process carries no
// TypeScript loader and none of the preparation's modules.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";

const prepared = spawnSync(
  process.execPath,
  ["--conditions=react-server", "--import", "tsx", path.join(root, "scripts/prepare.ts"), ...(dev ? ["--dev"] : [])],
  { stdio: "inherit" },
);
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

// Set before Next.js and React load: they pick their production or development builds from it.
process.env.NODE_ENV = dev ? "development" : "production";
const entry = dev ? ".next/site-server/dev.mjs" : ".next/site-server/serve.mjs";
await import(pathToFileURL(path.join(root, entry)).href);
