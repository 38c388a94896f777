import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { stylesheetHashes } from "./site-styles";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("stylesheetHashes", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("hashes every stylesheet of the build, in folders too, and nothing else", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-styles-"));
    fs.mkdirSync(path.join(dir, "chunks/nested"), { recursive: true });
    fs.writeFileSync(path.join(dir, "chunks/a.css"), "body{color:red}");
    fs.writeFileSync(path.join(dir, "chunks/nested/b.css"), '.x{content:"é"}');
    fs.writeFileSync(path.join(dir, "chunks/c.js"), "console.log(1)");
    expect(stylesheetHashes(dir)).toEqual([sha256("body{color:red}"), sha256('.x{content:"é"}')]);
  });

  it("is empty without a build", () => {
    expect(stylesheetHashes(path.join(os.tmpdir(), "no-such-build-here"))).toEqual([]);
  });
});
