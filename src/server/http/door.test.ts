import { once } from "node:events";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDoor, refuseUnparsable } from "./door";

const refusals: { status: number; reason: string }[] = [];
const reached: string[] = [];
let release: (() => void) | undefined;

const door = createDoor({
  bodyRules: [
    { path: /^\/contact$/, maxBytes: 1024, tooLarge: "Please shorten your message." },
    { path: /^\/upload$/, maxBytes: 64 * 1024, tooLarge: { error: "The image is too large." } },
  ],
  defaultMaxBytes: 1024,
  maxLargeBodies: 1,
  securityHeaders: () => ({ "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'" }),
  log: (entry) => refusals.push(entry),
});

// Stands for Next.js: reads the body, then answers; "/redirect" answers without any header of its own.
const server = http.createServer((request, response) => {
  if (door(request, response)) return;
  reached.push(`${request.method} ${request.url}`);
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const answer = () => {
      if (request.url === "/redirect") response.writeHead(308, { Location: "/elsewhere" }).end();
      else response.end(`read ${Buffer.concat(chunks).length}`);
    };
    if (request.url === "/upload" && !release) release = answer;
    else answer();
  });
});

const unparsable: { status: number; reason: string }[] = [];
server.on(
  "clientError",
  refuseUnparsable({
    securityHeaders: () => ({ "X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'" }),
    log: (entry) => unparsable.push(entry),
  }),
);

let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request, so that the test controls every header, the method and the encoding. */
function send(method: string, path: string, headers: Record<string, string | number> = {}, body?: Buffer) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, text: Buffer.concat(chunks).toString() }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe("the server's door", () => {
  it("answers TRACE and other unknown methods with 405, the allowed methods and the security headers", async () => {
    for (const method of ["TRACE", "PUT", "DELETE"]) {
      const answer = await send(method, "/");
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }
    expect(reached).toEqual([]);
  });

  it("answers a malformed percent-encoding in the path with 400", async () => {
    for (const path of ["/blog/%E0%A4%A", "/author/%ff"]) {
      const answer = await send("GET", path);
      expect(answer.status).toBe(400);
      expect(answer.headers["content-security-policy"]).toBe("default-src 'none'");
    }
    expect((await send("GET", "/blog/caf%C3%A9?q=%ZZ")).status).toBe(200);
  });

  it("refuses a body over its route's limit by its declared length, before the application reads it", async () => {
    reached.length = 0;
    const answer = await send("POST", "/contact", { "Content-Length": 2 * 1024 * 1024 }, Buffer.alloc(2 * 1024 * 1024));
    expect(answer.status).toBe(413);
    expect(answer.text).toBe("Please shorten your message.");
    expect(reached).toEqual([]);
    expect(refusals.at(-1)).toMatchObject({ status: 413, reason: "too-large", path: "/contact" });
  });

  it("answers a JSON route's refusal in JSON", async () => {
    const answer = await send("POST", "/upload", { "Content-Length": 128 * 1024 }, Buffer.alloc(1024));
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(answer.text)).toEqual({ error: "The image is too large." });
  });

  it("refuses a streamed body that does not declare its length with 411", async () => {
    const answer = await send("POST", "/contact", { "Transfer-Encoding": "chunked" }, Buffer.alloc(10));
    expect(answer.status).toBe(411);
    expect(reached).toEqual([]);
  });

  it("lets a body within its limit through whole", async () => {
    const answer = await send("POST", "/contact", { "Content-Length": 100 }, Buffer.alloc(100));
    expect(answer).toMatchObject({ status: 200, text: "read 100" });
  });

  it("reads only so many large bodies at once, answering the others 503 with Retry-After", async () => {
    const first = send("POST", "/upload", { "Content-Length": 32 * 1024 }, Buffer.alloc(32 * 1024));
    await expect.poll(() => release).toBeDefined();
    const second = await send("POST", "/upload", { "Content-Length": 32 * 1024 }, Buffer.alloc(32 * 1024));
    expect(second.status).toBe(503);
    expect(second.headers["retry-after"]).toBe("5");
    release!();
    expect((await first).status).toBe(200);
    const third = send("POST", "/upload", { "Content-Length": 32 * 1024 }, Buffer.alloc(32 * 1024));
    await expect.poll(() => reached.filter((r) => r === "POST /upload").length).toBe(2);
    expect((await third).status).toBe(200);
  });

  it("puts the security headers on answers the application gives without them", async () => {
    const answer = await send("GET", "/redirect");
    expect(answer.status).toBe(308);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'");
  });
});

/** Bytes written as they are on one connection, and everything the server answered before closing it. */
async function raw(bytes: string): Promise<{ head: string; body: string }> {
  const socket = net.connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  socket.on("error", () => {});
  socket.write(bytes);
  await once(socket, "close");
  const [head = "", body = ""] = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n");
  return { head, body };
}

describe("requests Node's parser refuses", () => {
  it("answers an oversized address or header with 431 and the security headers", async () => {
    unparsable.length = 0;
    const answers = [
      await raw(`GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
      await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nCookie: ${"c".repeat(20_000)}\r\n\r\n`),
    ];
    for (const { head, body } of answers) {
      expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
      expect(head).toContain("\r\nX-Content-Type-Options: nosniff\r\n");
      expect(head).toContain("\r\nContent-Security-Policy: default-src 'none'\r\n");
      expect(head).toContain("\r\nCache-Control: no-store\r\n");
      expect(head).toContain("\r\nConnection: close");
      expect(body).toBe("The request's address or headers are too large.");
    }
    expect(unparsable).toEqual([
      { status: 431, reason: "headers-too-large" },
      { status: 431, reason: "headers-too-large" },
    ]);
    expect(reached).not.toContainEqual(expect.stringMatching(/^GET \/a{100}/));
  });

  it("answers a request it cannot parse with 400 and the security headers", async () => {
    const { head, body } = await raw("GET / HTTP/1.1\r\nHost: localhost\r\nNot a header\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toContain("\r\nX-Content-Type-Options: nosniff\r\n");
    expect(body).toBe("The request is not valid.");
  });
});
