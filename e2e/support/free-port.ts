import { createHash } from "node:crypto";
import net from "node:net";
import path from "node:path";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", () => resolve(false));
    // Every address, as the site listens.
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The end-to-end server's port: E2E_PORT, else one of its own for this checkout, so that the
 * build made for the site's address (which holds the port) serves every later run. Another
 * checkout gets another port. If something else holds it, any free port (and a build for it).
 */
export async function e2ePort(): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  const preferred = 20_000 + (createHash("sha256").update(root).digest().readUInt32BE(0) % 10_000);
  return (await isFree(preferred)) ? preferred : freePort();
}
