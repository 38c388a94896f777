import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TEST_PREFIX, dropPostgresDatabase, listPostgresTestDatabases, ownerOf } from "./test-database";

/**
 * A test run stopped by Ctrl-C, a timeout or `kill -9` leaves what it made behind: its databases,
 * its folders and, worst, a server that keeps its port and writes to its database. Each of them is
 * named for the process that made it (test-database.ts, registerServer), so the next run removes
 * those whose maker is gone and leaves alone those of a run still going.
 */

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const SERVER_RECORD = /^agency-test-(\d+)-server-(\d+)$/;

/**
 * Records a server process group started by this process, so that a later run can stop it if this
 * one dies without stopping it. Returns the function that removes the record once it is stopped.
 */
export function registerServer(processGroup: number): () => void {
  const file = path.join(os.tmpdir(), `${TEST_PREFIX}${process.pid}-server-${processGroup}`);
  fs.writeFileSync(file, commandLine(processGroup) ?? "");
  return () => fs.rmSync(file, { force: true });
}

function commandLine(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return undefined;
  }
}

/** Stops a leftover server group, if the process is still the one recorded (not a reused id). */
function stopLeftoverServer(processGroup: number, recorded: string): boolean {
  const now = commandLine(processGroup);
  if (now === undefined || !isRunning(processGroup) || (recorded && now !== recorded)) return false;
  try {
    process.kill(-processGroup, "SIGKILL");
    return true;
  } catch {
    return false;
  }
}

export interface Reaped {
  servers: number;
  folders: number;
  databases: number;
}

/** Removes what test runs whose process is gone left behind; `serverUrl`: also their PostgreSQL databases. */
export async function reapLeftovers(serverUrl?: string): Promise<Reaped> {
  const reaped: Reaped = { servers: 0, folders: 0, databases: 0 };
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    const owner = ownerOf(name);
    if (owner === undefined || isRunning(owner)) continue;
    const file = path.join(tmp, name);
    const server = SERVER_RECORD.exec(name);
    if (server) {
      if (stopLeftoverServer(Number(server[2]), fs.readFileSync(file, "utf8"))) reaped.servers++;
    } else {
      reaped.folders++;
    }
    fs.rmSync(file, { recursive: true, force: true });
  }
  if (serverUrl) {
    for (const name of await listPostgresTestDatabases(serverUrl)) {
      const owner = ownerOf(name);
      if (owner === undefined || isRunning(owner)) continue;
      await dropPostgresDatabase(serverUrl, name);
      reaped.databases++;
    }
  }
  return reaped;
}

export function describeReaped({ servers, folders, databases }: Reaped): string | undefined {
  if (servers + folders + databases === 0) return undefined;
  return `Removed what an interrupted test run left: ${servers} server(s), ${folders} folder(s), ${databases} database(s).`;
}
