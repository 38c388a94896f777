import { execFileSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ImageRoutes, imageRoutesAsAdmin } from "../../../tests/support/image-routes";
import { type TestS3Server, startS3Server } from "../../../tests/support/s3-server";
import { uploadText } from "@/content/uploads";
import { getLogger } from "../ops/logger";
import { StorageUnavailableError } from "./image-storage";
import { localFolderStorage } from "./local";
import { readImage } from "./uploads";

/**
 * Storage that hangs: a real S3-protocol server behind a TCP proxy that, once told to, takes new
 * connections and never answers; and an upload folder whose image is a FIFO nobody writes to.
 * Whatever hangs, the admin and the visitor get an answer within the storage's time bound.
 */

/** The storage's time bound here (STORAGE_TIMEOUT_MS; 15 s by default): the behaviour is the same, sooner. */
const TIME_BOUND_MS = 1000;
const ANSWER_WITHIN_MS = TIME_BOUND_MS + 5000;

/** Forwards to `port` until `stall()`; from then on nothing passes, on new connections or kept-alive ones. */
async function stallingProxy(port: number) {
  let stalled = false;
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    if (stalled) {
      client.resume();
      return;
    }
    const upstream = net.connect(port, "127.0.0.1");
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.pipe(upstream).pipe(client);
    pairs.add([client, upstream]);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as net.AddressInfo).port,
    stall: () => {
      stalled = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.resume();
        upstream.resume();
      }
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      for (const [, upstream] of pairs) upstream.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: "#2850c8" } })
    .png()
    .toBuffer();

/** How long `work` took to settle, and how. */
async function timed<T>(work: Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const start = Date.now();
  try {
    const value = await work;
    return { ms: Date.now() - start, value };
  } catch (error) {
    return { ms: Date.now() - start, error };
  }
}

describe("storage that hangs", () => {
  let s3: TestS3Server;
  let proxy: Awaited<ReturnType<typeof stallingProxy>>;
  const site = "http://localhost:3000";
  let routes: ImageRoutes;
  let session: Headers;

  beforeAll(async () => {
    s3 = await startS3Server();
    proxy = await stallingProxy(Number(new URL(s3.env.S3_ENDPOINT!).port));
    // The site's bucket is reached through the proxy; a fresh module graph reads the variables.
    Object.assign(process.env, s3.env, {
      S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
      STORAGE_TIMEOUT_MS: String(TIME_BOUND_MS),
    });
    ({ routes, session } = await imageRoutesAsAdmin("hanging-s3@example.test", "203.0.113.42"));
  });

  afterAll(async () => {
    const { closeDb } = await import("../db");
    await closeDb();
    for (const name of [...Object.keys(s3.env), "STORAGE_TIMEOUT_MS"]) delete process.env[name];
    await proxy.close();
    await s3.remove();
  });

  async function upload() {
    const body = new FormData();
    body.set("file", new Blob([await png()], { type: "image/png" }), "photo.png");
    return routes.upload(new Request(`${site}/api/admin/images`, { method: "POST", headers: session, body }));
  }

  it(
    `three uploads, a listing and an image read while S3 hangs are each answered with a clear 503 within ${ANSWER_WITHIN_MS / 1000} s`,
    async () => {
      const stored = (await (await upload()).json()) as { name: string };
      proxy.stall();
      const logged = vi.spyOn(getLogger(), "error").mockImplementation(() => {});
      try {
        const uploads = await Promise.all([upload(), upload(), upload()].map(timed));
        for (const { ms, value } of uploads) {
          expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
          expect(value?.status).toBe(503);
          expect(await value?.json()).toEqual({ error: uploadText.unreachable });
        }
        const listing = await timed(routes.list(new Request(`${site}/api/admin/images`, { headers: session })));
        expect(listing.ms).toBeLessThan(ANSWER_WITHIN_MS);
        expect(listing.value?.status).toBe(503);
        const served = await timed(
          routes.serve(new Request(`${site}/uploads/${stored.name}`), {
            params: Promise.resolve({ name: stored.name }),
          }),
        );
        expect(served.ms).toBeLessThan(ANSWER_WITHIN_MS);
        expect(served.value?.status).toBe(503);
        expect(served.value?.headers.get("retry-after")).toBe("30");
      } finally {
        logged.mockRestore();
      }
    },
    6 * ANSWER_WITHIN_MS,
  );

  it(
    `an image read from an upload folder that hangs is refused as unavailable within ${ANSWER_WITHIN_MS / 1000} s`,
    async () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), "agency-hanging-uploads-"));
      const name = "AAAAAAAAAAAAAAAAAAAAAA.png";
      // Opening a FIFO for reading waits for a writer, which never comes: a disk or mount that hangs.
      execFileSync("mkfifo", [path.join(folder, name)]);
      const read = await timed(readImage(name, localFolderStorage(folder, TIME_BOUND_MS)));
      expect(read.ms).toBeLessThan(ANSWER_WITHIN_MS);
      expect(read.error).toBeInstanceOf(StorageUnavailableError);
      // The blocked read ends once a writer comes and goes.
      fs.writeFileSync(path.join(folder, name), "");
      fs.rmSync(folder, { recursive: true, force: true });
    },
    2 * ANSWER_WITHIN_MS,
  );
});
