import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { scriptHashes } from "./script-hashes";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("scriptHashes", () => {
  it("hashes each inline script's text exactly as written", async () => {
    const first = `self.__next_f.push([1,"a \\u003c b"])`;
    const second = "\n  (function () { document.documentElement.dataset.js = 'on'; })();\n";
    const html = `<html><body><script>${first}</script><p>text</p><script nonce="old">${second}</script></body></html>`;
    expect(await scriptHashes(html)).toEqual([sha256(first), sha256(second)]);
  });

  it("leaves the site's own files to 'self' and skips data blocks", async () => {
    const html =
      `<script src="/_next/static/chunks/a.js" async=""></script>` +
      `<script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(await scriptHashes(html)).toEqual([]);
  });

  it("refuses another site's script, which the policy would block", async () => {
    await expect(scriptHashes(`<script src="https://cdn.example.com/a.js"></script>`)).rejects.toThrow(/cdn/);
    await expect(scriptHashes(`<script src="//cdn.example.com/a.js"></script>`)).rejects.toThrow(/cdn/);
  });

  it("lists a repeated script once", async () => {
    expect(await scriptHashes("<script>x()</script><script>x()</script>")).toEqual([sha256("x()")]);
  });
});
