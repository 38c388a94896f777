import http from "node:http";
import { gzipSync } from "node:zlib";
import { ACCEPT_ENCODING } from "./throughput";

export interface PageWeight {
  path: string;
  /** Gzip-compressed bytes of every script the page loads before it is interactive. */
  bytes: number;
  scripts: number;
  /** Gzip-compressed bytes of the page's HTML, its payload for React included. */
  htmlBytes: number;
  /** The HTML's bytes as the server sends them to a browser, and their encoding. */
  sent: Transfer;
}

export interface Transfer {
  bytes: number;
  encoding: string;
}

/** The bytes of a response's body on the wire, as a browser asks for it, undecoded. */
export function transferOf(url: string): Promise<Transfer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": ACCEPT_ENCODING } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ bytes, encoding: response.headers["content-encoding"] ?? "identity" }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

const SCRIPT = /\/_next\/static\/[^"'\s\\]+?\.js/g;

/** Every script chunk a page's HTML names: script tags, preloads and the client chunks in its payload. */
export function scriptsOf(html: string): string[] {
  return [...new Set(html.match(SCRIPT) ?? [])];
}

/**
 * First-load JavaScript and HTML of one page, compressed as `next start` sends it (gzip), counted from
 * what the browser is told to fetch rather than from build output, so that it measures the
 * same thing for the site and the one-line reference.
 */
export async function firstLoadJs(
  baseUrl: string,
  path: string,
  sizes = new Map<string, number>(),
): Promise<PageWeight> {
  const response = await fetch(baseUrl + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const scripts = scriptsOf(html);
  let bytes = 0;
  for (const script of scripts) {
    let size = sizes.get(script);
    if (size === undefined) {
      const asset = await fetch(baseUrl + script);
      if (!asset.ok) throw new Error(`${script} answered ${asset.status}`);
      size = gzipSync(Buffer.from(await asset.arrayBuffer())).length;
      sizes.set(script, size);
    }
    bytes += size;
  }
  return {
    path,
    bytes,
    scripts: scripts.length,
    htmlBytes: gzipSync(html).length,
    sent: await transferOf(baseUrl + path),
  };
}
