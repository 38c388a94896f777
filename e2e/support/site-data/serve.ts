import http from "node:http";
import type { AddressInfo } from "node:net";
import { closeDb } from "@/server/db";
import { operations } from "./operations";

/**
 * The data server: runs the operations for the tests, which post `/<operation>` with the
 * arguments as a JSON array. It runs the way the project's scripts do (node
 * --conditions=react-server --import tsx), so the site's modules load as they are, and it
 * prints its address as its first line of output.
 */

async function readJson(request: http.IncomingMessage): Promise<unknown[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown[]) : [];
}

const server = http.createServer(async (request, response) => {
  const name = request.url?.slice(1) ?? "";
  const operation = Object.hasOwn(operations, name)
    ? (operations[name as keyof typeof operations] as (...args: unknown[]) => Promise<unknown>)
    : undefined;
  let status = 200;
  let body: unknown;
  if (!operation || request.method !== "POST") {
    status = 404;
    body = { error: `No operation ${name}` };
  } else {
    try {
      body = { result: (await operation(...(await readJson(request)))) ?? null };
    } catch (error) {
      status = 500;
      body = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
  }
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
});

server.listen(0, "127.0.0.1", () => {
  console.info(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

process.once("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => void closeDb().finally(() => process.exit(0)));
});
