import { once } from "node:events";
import net from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ImageRoutes, imageRoutesAsAdmin } from "../../../tests/support/image-routes";
import { type TestS3Server, startS3Server } from "../../../tests/support/s3-server";
import { loadConfig } from "../config";
import { getLogger } from "../ops/logger";
import { type ImageStorage, StorageUnavailableError } from "./image-storage";
import { type S3Settings, s3Storage } from "./s3";
import { listImages, readImage, storeImage } from "./uploads";
import { uploadText } from "@/content/uploads";

let s3: TestS3Server;
let settings: S3Settings;

beforeAll(async () => {
  s3 = await startS3Server();
  settings = loadConfig(s3.env).s3!;
});

afterAll(async () => {
  await s3.remove();
});

const png = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: "#2850c8" } })
    .png()
    .toBuffer();

describe("the S3 driver", () => {
  it("stores, lists and reads images in the bucket", async () => {
    const storage = s3Storage(settings);
    const stored = await storeImage(await png(), "cover.png", storage);
    const listed = await listImages(storage);
    expect(listed.map((image) => image.name)).toContain(stored.name);
    expect(listed.find((image) => image.name === stored.name)).toMatchObject({
      url: `/uploads/${stored.name}`,
      size: stored.size,
    });
    const image = await readImage(stored.name, storage);
    expect(image?.contentType).toBe("image/png");
    expect(image?.bytes.byteLength).toBe(stored.size);
    expect(await readImage("AAAAAAAAAAAAAAAAAAAAAA.png", storage)).toBeNull();
  });

  it("says the storage is unavailable when the endpoint does not answer", async () => {
    const closed = net.createServer().listen(0, "127.0.0.1");
    await once(closed, "listening");
    const { port } = closed.address() as net.AddressInfo;
    closed.close();
    const down: ImageStorage = s3Storage({ ...settings, endpoint: `http://127.0.0.1:${port}` });
    await expect(down.put("AAAAAAAAAAAAAAAAAAAAAA.png", new Uint8Array(1))).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(down.list()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.read("AAAAAAAAAAAAAAAAAAAAAA.png")).rejects.toThrow(
      "S3 read of AAAAAAAAAAAAAAAAAAAAAA.png failed: fetch failed (ECONNREFUSED)",
    );
  });

  it("says so too when the bucket does not exist", async () => {
    const missing = s3Storage({ ...settings, bucket: "no-such-bucket" });
    await expect(missing.list()).rejects.toThrow(/404|NoSuchBucket/);
  });
});

describe("the image routes on S3", () => {
  const site = "http://localhost:3000";
  let routes: ImageRoutes;
  let session: Headers;

  beforeAll(async () => {
    // The configuration is read once per module graph: a fresh graph reads the S3 variables.
    Object.assign(process.env, s3.env);
    ({ routes, session } = await imageRoutesAsAdmin("s3-editor@example.test", "203.0.113.41"));
  });

  afterAll(async () => {
    const { closeDb } = await import("../db");
    await closeDb();
    for (const name of Object.keys(s3.env)) delete process.env[name];
  });

  async function upload() {
    const body = new FormData();
    body.set("file", new Blob([await png()], { type: "image/png" }), "photo.png");
    return routes.upload(new Request(`${site}/api/admin/images`, { method: "POST", headers: session, body }));
  }
  const serve = (name: string) =>
    routes.serve(new Request(`${site}/uploads/${name}`), { params: Promise.resolve({ name }) });
  const list = () => routes.list(new Request(`${site}/api/admin/images`, { headers: session }));

  it("uploads to the bucket, lists and serves at the same address", async () => {
    const response = await upload();
    expect(response.status).toBe(201);
    const { name, url } = (await response.json()) as { name: string; url: string };
    expect(url).toBe(`/uploads/${name}`);
    const { images } = (await (await list()).json()) as { images: { url: string }[] };
    expect(images.map((image) => image.url)).toContain(url);
    const served = await serve(name);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("answers 503 with a clear message while the bucket is down, and loses nothing", async () => {
    const stored = (await (await upload()).json()) as { name: string };
    await s3.stop();
    const loggedError = vi.spyOn(getLogger(), "error").mockImplementation(() => {});
    try {
      const refused = await upload();
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: uploadText.unreachable });
      expect(uploadText.unreachable).toBe("The image storage is not reachable. Please try again later.");
      const listing = await list();
      expect(listing.status).toBe(503);
      const served = await serve(stored.name);
      expect(served.status).toBe(503);
      expect(served.headers.get("cache-control")).toBe("no-store");
    } finally {
      loggedError.mockRestore();
      await s3.restart();
    }
    expect((await serve(stored.name)).status).toBe(200);
  });
});
