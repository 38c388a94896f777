import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, markStartupChunks, startupChunks } from "./compile-hints";

let buildDir: string;

/** A build directory laid out as `next build` writes one, with the given manifest contents. */
function writeBuild(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(buildDir, name)), { recursive: true });
    fs.writeFileSync(path.join(buildDir, name), text);
  }
}

const clientManifest = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};\n`;

const read = (chunk: string) => fs.readFileSync(path.join(buildDir, chunk), "utf8");

beforeEach(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-compile-hints-"));
  writeBuild({
    "build-manifest.json": JSON.stringify({
      polyfillFiles: ["static/chunks/polyfills.js"],
      rootMainFiles: ["static/chunks/framework.js", "static/chunks/runtime.js"],
    }),
    "server/app/(marketing)/contact/page_client-reference-manifest.js": clientManifest("/(marketing)/contact/page", {
      "[project]/src/app/(marketing)/layout": ["static/chunks/marketing.js"],
      "[project]/src/app/(marketing)/contact/page": ["static/chunks/marketing.js", "static/chunks/contact.js"],
    }),
    "server/app/(admin)/admin/page_client-reference-manifest.js": clientManifest("/(admin)/admin/page", {
      "[project]/src/app/(admin)/admin/page": ["static/chunks/admin.js", "static/chunks/admin.css"],
    }),
    "static/chunks/polyfills.js": "polyfills();",
    "static/chunks/framework.js": "framework();",
    "static/chunks/runtime.js": "runtime();",
    "static/chunks/marketing.js": "marketing();",
    "static/chunks/contact.js": "contact();",
    "static/chunks/admin.js": "admin();",
    "static/chunks/admin.css": "body{}",
    // Fetched only when a visitor starts filling in the form.
    "static/chunks/validator.js": "validate();",
  });
});

afterEach(() => fs.rmSync(buildDir, { recursive: true, force: true }));

describe("startupChunks", () => {
  it("lists the framework's scripts and every route's own, each once, and nothing fetched later", () => {
    expect(startupChunks(buildDir)).toEqual([
      "static/chunks/admin.js",
      "static/chunks/contact.js",
      "static/chunks/framework.js",
      "static/chunks/marketing.js",
      "static/chunks/runtime.js",
    ]);
  });
});

describe("markStartupChunks", () => {
  it("puts V8's compile hint on the first line of each startup script and leaves the rest as they were", () => {
    expect(markStartupChunks(buildDir)).toBe(5);
    expect(read("static/chunks/framework.js")).toBe(`${COMPILE_HINT}framework();`);
    expect(read("static/chunks/contact.js")).toBe(`${COMPILE_HINT}contact();`);
    expect(read("static/chunks/validator.js")).toBe("validate();");
    expect(read("static/chunks/polyfills.js")).toBe("polyfills();");
    expect(read("static/chunks/admin.css")).toBe("body{}");
  });

  it("refuses a build whose manifests name no startup script, rather than marking nothing", () => {
    writeBuild({ "build-manifest.json": JSON.stringify({ polyfillFiles: [], rootMainFiles: [] }) });
    fs.rmSync(path.join(buildDir, "server"), { recursive: true });
    expect(() => markStartupChunks(buildDir)).toThrow(/No startup scripts/);
  });

  it("marks a file once however often it runs", () => {
    markStartupChunks(buildDir);
    expect(markStartupChunks(buildDir)).toBe(0);
    expect(read("static/chunks/runtime.js")).toBe(`${COMPILE_HINT}runtime();`);
  });
});
