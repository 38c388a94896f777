import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SERVER_BUNDLE, buildFingerprint, isBuildCurrent } from "./build";

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "agency-build-"));
  fs.mkdirSync(path.join(root, "src/app"), { recursive: true });
  fs.writeFileSync(path.join(root, "src/app/page.tsx"), "export default 1;");
  fs.writeFileSync(path.join(root, "package-lock.json"), "{}");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const env = { SITE_URL: "http://localhost:3000" };

describe("buildFingerprint", () => {
  it("is stable for the same inputs", () => {
    expect(buildFingerprint(root, env)).toBe(buildFingerprint(root, { ...env }));
  });

  it("changes when a source file, a dependency, the step that marks the scripts or a baked-in setting changes", () => {
    const before = buildFingerprint(root, env);
    fs.writeFileSync(path.join(root, "src/app/page.tsx"), "export default 2;");
    const afterSource = buildFingerprint(root, env);
    expect(afterSource).not.toBe(before);
    fs.writeFileSync(path.join(root, "package-lock.json"), '{"a":1}');
    const afterLock = buildFingerprint(root, env);
    expect(afterLock).not.toBe(afterSource);
    fs.mkdirSync(path.join(root, "scripts/lib"), { recursive: true });
    fs.writeFileSync(path.join(root, "scripts/lib/compile-hints.ts"), "export {};");
    expect(buildFingerprint(root, env)).not.toBe(afterLock);
    expect(buildFingerprint(root, { SITE_URL: "https://example.com" })).not.toBe(buildFingerprint(root, env));
  });

  it("ignores test files", () => {
    const before = buildFingerprint(root, env);
    fs.writeFileSync(path.join(root, "src/app/page.test.tsx"), "test");
    expect(buildFingerprint(root, env)).toBe(before);
  });
});

describe("isBuildCurrent", () => {
  it("needs a finished build, with its server entry, made from the same inputs", () => {
    const fingerprint = buildFingerprint(root, env);
    expect(isBuildCurrent(root, fingerprint)).toBe(false);
    fs.mkdirSync(path.join(root, path.dirname(SERVER_BUNDLE)), { recursive: true });
    fs.writeFileSync(path.join(root, ".next/build-fingerprint"), fingerprint);
    expect(isBuildCurrent(root, fingerprint)).toBe(false);
    fs.writeFileSync(path.join(root, ".next/BUILD_ID"), "abc");
    expect(isBuildCurrent(root, fingerprint)).toBe(false);
    fs.writeFileSync(path.join(root, SERVER_BUNDLE), "");
    expect(isBuildCurrent(root, fingerprint)).toBe(true);
    expect(isBuildCurrent(root, "other")).toBe(false);
  });
});
