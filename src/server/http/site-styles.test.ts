import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inlineStylesheets, readStylesheets, siteStyleHashes, siteStylesheets, styleHash } from "./site-styles";

describe("readStylesheets", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reads every stylesheet of the build, in folders too, by the address it is linked at", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-styles-"));
    fs.mkdirSync(path.join(dir, "chunks/nested"), { recursive: true });
    fs.writeFileSync(path.join(dir, "chunks/a.css"), "body{color:red}");
    fs.writeFileSync(path.join(dir, "chunks/nested/b.css"), '.x{content:"é"}');
    fs.writeFileSync(path.join(dir, "chunks/c.js"), "console.log(1)");
    expect(readStylesheets(dir)).toEqual(
      new Map([
        ["/_next/static/chunks/a.css", "body{color:red}"],
        ["/_next/static/chunks/nested/b.css", '.x{content:"é"}'],
      ]),
    );
  });

  it("is empty without a build", () => {
    expect(readStylesheets(path.join(os.tmpdir(), "no-such-build-here")).size).toBe(0);
  });
});

describe("styleHash", () => {
  it("is the SHA-256 of the text as UTF-8, as a CSP source", () => {
    const text = '.x{content:"é"}';
    expect(styleHash(text)).toBe(`sha256-${createHash("sha256").update(Buffer.from(text)).digest("base64")}`);
  });
});

describe("inlineStylesheets", () => {
  const sheets = new Map([["/_next/static/chunks/a.css", "body{color:red}"]]);

  it("writes a linked stylesheet of the build into the page, and disables the link for React to find", () => {
    const html = `<head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/></head>`;
    expect(inlineStylesheets(html, sheets)).toBe(
      `<head><style data-precedence="next" data-href="/_next/static/chunks/a.css">body{color:red}</style>` +
        `<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/></head>`,
    );
    const withNonce = `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="abc" data-precedence="next"/>`;
    expect(inlineStylesheets(withNonce, sheets)).toBe(
      `<style data-precedence="next" data-href="/_next/static/chunks/a.css">body{color:red}</style>` +
        `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="abc" data-precedence="next" disabled=""/>`,
    );
  });

  it("leaves other links, and stylesheets it does not hold, as they are", () => {
    const html =
      `<link rel="preload" href="/_next/static/chunks/a.css" as="style"/>` +
      `<link rel="stylesheet" href="/_next/static/chunks/other.css" data-precedence="next"/>` +
      `<link rel="icon" href="/icon"/>`;
    expect(inlineStylesheets(html, sheets)).toBe(html);
  });

  it("never writes a text that would close its element early", () => {
    const html = `<link rel="stylesheet" href="/x.css" data-precedence="next"/>`;
    expect(inlineStylesheets(html, new Map([["/x.css", "a{}</style><script>alert(1)</script>"]]))).toBe(html);
  });
});

describe("siteStyleHashes", () => {
  it("hashes the build's stylesheets once for every response that names them", () => {
    const hashes = siteStyleHashes();
    expect(hashes).toEqual([...siteStylesheets().values()].map(styleHash));
    expect(siteStyleHashes()).toBe(hashes);
  });
});
