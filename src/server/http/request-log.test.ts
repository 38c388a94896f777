import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../ops/logger";
import { loggedPath, startRequestLog } from "./request-log";

const lines: string[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});
const logger = createLogger("info", destination);

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    startRequestLog(logger, request, response, request.url === "/healthz" ? "debug" : "info");
    response.statusCode = request.url?.startsWith("/missing") ? 404 : request.url?.startsWith("/broken") ? 500 : 200;
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The lines written for one request: its response is sent before the line, so wait for it. */
async function linesFor(path: string, headers: Record<string, string> = {}) {
  const before = lines.length;
  const response = await fetch(`${base}${path}`, { headers });
  await response.text();
  await new Promise((resolve) => setImmediate(resolve));
  return { response, lines: lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("the request log", () => {
  it("writes exactly one JSON line per request, without the query string", async () => {
    const { response, lines: written } = await linesFor("/missing/page?email=ana%40example.com&q=plumbers");
    expect(written).toHaveLength(1);
    const [line] = written;
    expect(line).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      event: "request",
      method: "GET",
      path: "/missing/page",
      status: 404,
      durationMs: expect.any(Number),
      requestId: response.headers.get("x-request-id"),
    });
    expect(JSON.stringify(line)).not.toContain("example.com");
  });

  it("keeps a sane X-Request-Id from the proxy and replaces any other", async () => {
    const kept = await linesFor("/", { "X-Request-Id": "lb-7f3a.42:1" });
    expect(kept.response.headers.get("x-request-id")).toBe("lb-7f3a.42:1");
    expect(kept.lines[0]!.requestId).toBe("lb-7f3a.42:1");

    const replaced = await linesFor("/", { "X-Request-Id": "<script>alert(1)</script>" });
    const id = replaced.response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.lines[0]!.requestId).toBe(id);
  });

  it("logs a failed request as an error", async () => {
    expect((await linesFor("/broken")).lines).toMatchObject([{ level: "error", path: "/broken", status: 500 }]);
  });

  it("leaves requests logged below the level out", async () => {
    expect((await linesFor("/healthz")).lines).toEqual([]);
  });

  it("blanks a path segment holding an e-mail address", () => {
    expect(loggedPath("/leads/ana%40example.com/export?x=1")).toBe("/leads/[email]/export");
    expect(loggedPath("/blog/seo-guide")).toBe("/blog/seo-guide");
  });
});
