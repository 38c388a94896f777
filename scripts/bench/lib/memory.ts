import fs from "node:fs";

/**
 * Resident memory, in bytes, of every process in a process group (Linux /proc): the server
 * that `npm start` becomes, and anything it runs.
 */
function groupRss(groupId: number): number {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces: the fields after it are fixed.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== groupId) continue;
      const status = fs.readFileSync(`/proc/${entry}/status`, "utf8");
      total += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // the process ended while being read
    }
  }
  return total;
}

export interface MemorySampler {
  /** Largest total seen so far. */
  peak(): number;
  /** Total now. */
  current(): number;
  stop(): void;
}

/** Samples the group's resident memory every 200 ms. */
export function sampleMemory(groupId: number): MemorySampler {
  let peak = groupRss(groupId);
  const timer = setInterval(() => (peak = Math.max(peak, groupRss(groupId))), 200);
  return {
    peak: () => peak,
    current: () => groupRss(groupId),
    stop: () => clearInterval(timer),
  };
}
