import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { machineDescription, writeBenchmarkSection } from "./measure";

const roots: string[] = [];
function projectWith(benchmarks?: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-doc-"));
  roots.push(root);
  fs.mkdirSync(path.join(root, "docs"));
  if (benchmarks !== undefined) fs.writeFileSync(path.join(root, "docs/benchmarks.md"), benchmarks);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe("writeBenchmarkSection", () => {
  it("starts the file when there is none", async () => {
    const file = await writeBenchmarkSection(projectWith(), "Blog", "| a | b |\n| - | - |\n| 1 | 22 |");
    expect(fs.readFileSync(file, "utf8")).toBe(
      "# Benchmarks\n\n## Blog\n\n| a   | b   |\n| --- | --- |\n| 1   | 22  |\n",
    );
  });

  it("replaces its own section and keeps the others", async () => {
    const root = projectWith(
      "# Benchmarks\n\n## Home\n\nHome figures.\n\n## Blog\n\nOld figures.\n\n## Admin\n\nAdmin figures.\n",
    );
    const file = await writeBenchmarkSection(root, "Blog", "New figures.");
    expect(fs.readFileSync(file, "utf8")).toBe(
      "# Benchmarks\n\n## Home\n\nHome figures.\n\n## Blog\n\nNew figures.\n\n## Admin\n\nAdmin figures.\n",
    );
  });

  it("adds a section after the others", async () => {
    const root = projectWith("# Benchmarks\n\n## Home\n\nHome figures.\n");
    const file = await writeBenchmarkSection(root, "Blog", "Blog figures.");
    expect(fs.readFileSync(file, "utf8")).toBe(
      "# Benchmarks\n\n## Home\n\nHome figures.\n\n## Blog\n\nBlog figures.\n",
    );
  });
});

describe("machineDescription", () => {
  it("names the processor, cores, memory, system and Node.js version", () => {
    expect(machineDescription()).toMatch(/, \d+ cores, \d+ GB RAM, .+, Node\.js v\d+/);
  });
});
