import { describe, expect, it } from "vitest";
import { runScriptsAfterPaint } from "./scripts-after-paint";

const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const loaderOf = (html: string) => /<script id="scripts-after-paint"([^>]*)>([\s\S]*?)<\/script><\/body>/.exec(html);
const filesOf = (html: string) => JSON.parse(/files=(\[[^\]]*\])/.exec(loaderOf(html)![2]!)![1]!) as string[];

describe("runScriptsAfterPaint", () => {
  const head =
    `<meta charSet="utf-8"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>` +
    `<script src="/_next/static/chunks/a.js" async=""></script><script src="/analytics.js" async=""></script>` +
    `<script src="/_next/static/chunks/polyfills.js" noModule=""></script>`;
  const body =
    `<p>Hello</p><script>self.__next_f.push([0])</script>` +
    `<script src="/_next/static/chunks/boot.js" async=""></script><script type="application/ld+json">{}</script>`;

  it("names each script file once, in one script at the end of the body, and nowhere else", () => {
    const html = runScriptsAfterPaint(page(head, body));
    expect(html).not.toMatch(/<script src="[^"]+" async=""/);
    expect(html).not.toContain(`rel="preload" as="script"`);
    expect(filesOf(html)).toEqual(["/_next/static/chunks/a.js", "/analytics.js", "/_next/static/chunks/boot.js"]);
    expect(html.match(/\/_next\/static\/chunks\/(a|boot)\.js/g)).toHaveLength(2);
  });

  it("keeps the preloads of other files", () => {
    const image = `<link rel="preload" href="/images/hero.svg" as="image" fetchPriority="high"/>`;
    const other = `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/>`;
    const html = runScriptsAfterPaint(page(image + other + head, body));
    expect(html).toContain(image + other);
  });

  it("leaves inline scripts, data blocks and legacy-browser files where they were", () => {
    const html = runScriptsAfterPaint(page(head, body));
    expect(html).toContain(`<script src="/_next/static/chunks/polyfills.js" noModule=""></script>`);
    expect(html).toContain(`<p>Hello</p><script>self.__next_f.push([0])</script>`);
    expect(html).toContain(`<script type="application/ld+json">{}</script>`);
  });

  it("gives the inline script the page's nonce when the page has one", () => {
    const html = runScriptsAfterPaint(
      page(
        `<link rel="preload" as="script" fetchPriority="low" nonce="n0nce+/=" href="/_next/static/chunks/a.js"/>` +
          `<script src="/_next/static/chunks/a.js" async="" nonce="n0nce+/="></script>`,
        `<p>Hi</p><script src="/_next/static/chunks/boot.js" nonce="n0nce+/=" async=""></script>`,
      ),
    );
    expect(loaderOf(html)![1]).toBe(` nonce="n0nce+/="`);
    expect(html.match(/chunks\/a\.js/g)).toHaveLength(1);
    expect(filesOf(html)).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/boot.js"]);
    expect(loaderOf(runScriptsAfterPaint(page(head, body)))![1]).toBe("");
  });

  it("leaves a page without script files, or without a body, as it is", () => {
    const plain = page("<title>x</title>", "<p>No scripts</p>");
    expect(runScriptsAfterPaint(plain)).toBe(plain);
    const fragment = `<script src="/a.js" async=""></script>`;
    expect(runScriptsAfterPaint(fragment)).toBe(fragment);
  });

  it("ignores another site's script, which the policy would refuse anyway", () => {
    const html = page(`<script src="https://cdn.example.com/x.js" async=""></script>`, "<p>Hi</p>");
    expect(runScriptsAfterPaint(html)).toBe(html);
  });
});
