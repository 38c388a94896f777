import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesOf } from "../../../tests/support/cookies";
import { GET as listRoute, POST as uploadRoute } from "@/app/api/admin/images/route";
import { GET as serveRoute } from "@/app/uploads/[name]/route";
import { createAdmin } from "../auth/admin-accounts";
import { getAuth } from "../auth/auth";
import { getConfig } from "../config";
import { describeMedia } from "../media/library";
import type { ImageStorage } from "./image-storage";
import { localFolderStorage } from "./local";
import { MAX_IMAGE_BYTES } from "@/lib/uploads";
import { UploadError, listImages, readImage, storeImage } from "./uploads";
import { uploadText } from "@/content/uploads";

// The test setup gives this file an upload folder of its own (UPLOAD_DIR).
const routeUploadDir = getConfig().uploadDir;

const tempDirs: string[] = [];
function tempStorage(): { dir: string; storage: ImageStorage } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-uploads-"));
  tempDirs.push(dir);
  return { dir, storage: localFolderStorage(dir) };
}

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const canvas = (width: number, height: number, background = "#c82828") =>
  sharp({ create: { width, height, channels: 3, background } });

const png = () => canvas(64, 48).png().toBuffer();
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const disguised = Buffer.from("This is a text file with a picture's name, not a picture.\n");

/** A PNG whose header claims `width` × `height` pixels: small to send, huge to decode. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png());
  // The IHDR chunk follows the 8-byte signature: length, "IHDR", width, height, …, CRC.
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

async function refusal(promise: Promise<unknown>): Promise<UploadError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

describe("storeImage", () => {
  it("re-encodes a PNG and stores it under a random name with its extension", async () => {
    const { dir, storage } = tempStorage();
    const stored = await storeImage(await png(), "My Cover.PNG", storage);
    expect(stored.name).toMatch(/^[A-Za-z0-9_-]{22}\.png$/);
    expect(stored.url).toBe(`/uploads/${stored.name}`);
    expect(stored).toMatchObject({ width: 64, height: 48 });
    const onDisk = fs.readFileSync(path.join(dir, stored.name));
    expect(stored.size).toBe(onDisk.byteLength);
    expect(await sharp(onDisk).metadata()).toMatchObject({ format: "png", width: 64, height: 48 });
    expect(fs.readdirSync(dir)).toEqual([stored.name]);
  });

  it("turns a JPEG upright by its EXIF orientation and drops every piece of metadata", async () => {
    const { storage } = tempStorage();
    const photo = await canvas(40, 20)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: "Jane Photographer", Copyright: "Private Studio" } })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const stored = await storeImage(photo, "holiday.jpeg", storage);
    expect(stored.name).toMatch(/\.jpeg$/);
    const image = await readImage(stored.name, storage);
    expect(image?.contentType).toBe("image/jpeg");
    const after = await sharp(image!.bytes).metadata();
    expect(after).toMatchObject({ format: "jpeg", width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(Buffer.from(image!.bytes).includes("Jane Photographer")).toBe(false);
  });

  it("names the file by what its bytes are when the original extension does not fit", async () => {
    const { storage } = tempStorage();
    const jpeg = await canvas(10, 10).jpeg().toBuffer();
    expect((await storeImage(jpeg, "photo.png", storage)).name).toMatch(/\.jpg$/);
    expect((await storeImage(jpeg, "no-extension", storage)).name).toMatch(/\.jpg$/);
    expect((await storeImage(jpeg, "photo.JPG", storage)).name).toMatch(/\.jpg$/);
  });

  it.each([
    ["webp", "image/webp"],
    ["avif", "image/avif"],
    ["gif", "image/gif"],
  ] as const)("accepts %s and keeps the format", async (format, contentType) => {
    const { storage } = tempStorage();
    const stored = await storeImage(await canvas(16, 12).toFormat(format).toBuffer(), `cover.${format}`, storage);
    expect(stored.name.endsWith(`.${format}`)).toBe(true);
    const image = await readImage(stored.name, storage);
    expect(image?.contentType).toBe(contentType);
    expect((await sharp(image!.bytes).metadata()).format).toBe(format === "avif" ? "heif" : format);
  });

  it("keeps every frame of an animated GIF", async () => {
    const { storage } = tempStorage();
    const frames = await Promise.all(["red", "blue", "green"].map((colour) => canvas(8, 6, colour).png().toBuffer()));
    const animation = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const stored = await storeImage(animation, "spinner.gif", storage);
    expect(stored).toMatchObject({ width: 8, height: 6 });
    const image = await readImage(stored.name, storage);
    expect((await sharp(image!.bytes).metadata()).pages).toBe(3);
  });

  it("refuses a text file named like a picture, and stores nothing", async () => {
    const { dir, storage } = tempStorage();
    const error = await refusal(storeImage(disguised, "photo.png", storage));
    expect(error.status).toBe(400);
    expect(error.message).toBe(uploadText.wrongType);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses SVG, whatever its name", async () => {
    const { storage } = tempStorage();
    for (const name of ["logo.svg", "logo.png"]) {
      const error = await refusal(storeImage(svg, name, storage));
      expect(error.message).toBe(uploadText.wrongType);
    }
  });

  it("refuses other kinds of files that are not web images", async () => {
    const { storage } = tempStorage();
    const tiff = await canvas(8, 8).tiff().toBuffer();
    expect((await refusal(storeImage(tiff, "scan.tiff", storage))).message).toBe(uploadText.wrongType);
  });

  it("refuses more than 5 MB before looking at it", async () => {
    const { storage } = tempStorage();
    const error = await refusal(storeImage(new Uint8Array(MAX_IMAGE_BYTES + 1), "big.png", storage));
    expect(error.status).toBe(413);
    expect(error.message).toBe("The image is larger than 5 MB.");
  });

  it("refuses an empty file", async () => {
    const { storage } = tempStorage();
    expect((await refusal(storeImage(new Uint8Array(0), "empty.png", storage))).message).toBe(uploadText.missing);
  });

  it("refuses an image that claims more pixels than it may unpack to", async () => {
    const { storage } = tempStorage();
    const error = await refusal(storeImage(await pngClaiming(20_000, 20_000), "bomb.png", storage));
    expect(error.message).toBe(uploadText.tooManyPixels);
  });

  it("refuses a damaged image", async () => {
    const { storage } = tempStorage();
    const whole = await canvas(200, 200).png().toBuffer();
    const error = await refusal(storeImage(whole.subarray(0, 60), "broken.png", storage));
    expect(error.message).toBe(uploadText.unreadable);
  });
});

describe("listImages and readImage", () => {
  it("lists stored images newest first and leaves other files out", async () => {
    const { dir, storage } = tempStorage();
    expect(await listImages(localFolderStorage(path.join(dir, "not-made-yet")))).toEqual([]);
    const older = await storeImage(await png(), "a.png", storage);
    const newer = await storeImage(await png(), "b.png", storage);
    fs.utimesSync(path.join(dir, older.name), new Date("2025-01-01"), new Date("2025-01-01"));
    fs.utimesSync(path.join(dir, newer.name), new Date("2025-06-01"), new Date("2025-06-01"));
    fs.writeFileSync(path.join(dir, "notes.txt"), "not an upload");
    fs.mkdirSync(path.join(dir, "nested"));

    const listed = await listImages(storage);
    expect(listed.map((image) => image.name)).toEqual([newer.name, older.name]);
    expect(listed[0]).toEqual({
      name: newer.name,
      url: `/uploads/${newer.name}`,
      size: newer.size,
      modifiedAt: "2025-06-01T00:00:00.000Z",
    });
  });

  it("reads only names it made, so no path can reach outside the folder", async () => {
    const { dir, storage } = tempStorage();
    const stored = await storeImage(await png(), "a.png", storage);
    fs.writeFileSync(path.join(dir, "..", "secret.png"), "outside");
    expect((await readImage(stored.name, storage))?.bytes.byteLength).toBe(stored.size);
    for (const name of [
      "../secret.png",
      "..%2Fsecret.png",
      `../${path.basename(dir)}/${stored.name}`,
      "/etc/passwd",
      `${stored.name}/`,
      stored.name.replace(".png", ".svg"),
      stored.name.slice(1),
      `.${stored.name}.partial`,
      "",
    ]) {
      expect(await readImage(name, storage), name).toBeNull();
    }
    expect(await readImage("AAAAAAAAAAAAAAAAAAAAAA.png", storage)).toBeNull();
    fs.rmSync(path.join(dir, "..", "secret.png"));
  });

  it("the local driver itself refuses anything but a plain file name", async () => {
    const { storage } = tempStorage();
    await expect(storage.read("../x.png")).rejects.toThrow(/plain file name/);
    await expect(storage.put("sub/x.png", new Uint8Array(1))).rejects.toThrow(/plain file name/);
  });
});

describe("the image routes", () => {
  let session: Headers;
  const site = "http://localhost:3000";

  beforeAll(async () => {
    await createAdmin("editor@example.test", "correct horse battery");
    const auth = await getAuth();
    const response = await auth.api.signInEmail({
      body: { email: "editor@example.test", password: "correct horse battery" },
      headers: new Headers({ "x-forwarded-for": "203.0.113.40" }),
      asResponse: true,
    });
    session = cookiesOf(response);
  });

  function upload(file: Blob | string | undefined, name = "photo.png", headers: HeadersInit = session) {
    const body = new FormData();
    if (typeof file === "string") body.set("file", file);
    else if (file) body.set("file", file, name);
    return uploadRoute(new Request(`${site}/api/admin/images`, { method: "POST", headers, body }));
  }

  const serve = (name: string) =>
    serveRoute(new Request(`${site}/uploads/${name}`), { params: Promise.resolve({ name }) });

  it("refuses both calls without a session", async () => {
    const list = await listRoute(new Request(`${site}/api/admin/images`));
    expect(list.status).toBe(401);
    expect(await list.json()).toEqual({ error: "Authentication required" });
    const post = await upload(new Blob([await png()]), "photo.png", {});
    expect(post.status).toBe(401);
    expect(await post.json()).toEqual({ error: "Authentication required" });
  });

  it("lists each image with the media library's alt text, caption, size and small preview", async () => {
    const { name } = (await (await upload(new Blob([await png()], { type: "image/png" }))).json()) as { name: string };
    await describeMedia(name, { alt: "A red square", caption: "Drawn for the test" });
    const list = await listRoute(new Request(`${site}/api/admin/images`, { headers: session }));
    const { images } = (await list.json()) as { images: Record<string, unknown>[] };
    expect(images.find((image) => image.name === name)).toMatchObject({
      url: `/uploads/${name}`,
      alt: "A red square",
      caption: "Drawn for the test",
      width: 64,
      height: 48,
      preview: `/uploads/${name}/64.webp`,
    });
  });

  it("uploads, lists and serves an image with long cache headers", async () => {
    const response = await upload(new Blob([await png()], { type: "image/png" }));
    expect(response.status).toBe(201);
    const { url, name } = (await response.json()) as { url: string; name: string };
    expect(url).toBe(`/uploads/${name}`);
    expect(fs.readdirSync(routeUploadDir)).toContain(name);

    const list = await listRoute(new Request(`${site}/api/admin/images`, { headers: session }));
    expect(list.status).toBe(200);
    const { images } = (await list.json()) as { images: { url: string }[] };
    expect(images.map((image) => image.url)).toContain(url);

    const served = await serve(name);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("png");
  });

  it("answers 404 for unknown and invalid names", async () => {
    expect((await serve("AAAAAAAAAAAAAAAAAAAAAA.png")).status).toBe(404);
    expect((await serve("../site.db")).status).toBe(404);
    expect((await serve("..%2Fsite.db")).status).toBe(404);
  });

  it("answers 400 with a clear message for a disguised file, an SVG or no file", async () => {
    for (const [file, name] of [
      [new Blob([disguised], { type: "image/png" }), "photo.png"],
      [new Blob([svg], { type: "image/svg+xml" }), "logo.svg"],
    ] as const) {
      const response = await upload(file, name);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: uploadText.wrongType });
    }
    for (const response of [
      await upload(undefined),
      await upload("just text"),
      await uploadRoute(new Request(`${site}/api/admin/images`, { method: "POST", headers: session, body: "x" })),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: uploadText.missing });
    }
  });

  it("answers 413 for a body over the limit, declared or real", async () => {
    const real = await upload(new Blob([new Uint8Array(MAX_IMAGE_BYTES + 1)]), "big.png");
    expect(real.status).toBe(413);
    expect(await real.json()).toEqual({ error: "The image is larger than 5 MB." });

    const headers = new Headers(session);
    headers.set("content-type", "multipart/form-data; boundary=x");
    headers.set("content-length", String(50 * 1024 * 1024));
    const declared = await uploadRoute(
      new Request(`${site}/api/admin/images`, { method: "POST", headers, body: "--x--" }),
    );
    expect(declared.status).toBe(413);
  });

  it("refuses an upload posted from another site", async () => {
    const headers = new Headers(session);
    headers.set("origin", "https://evil.example");
    headers.set("host", "localhost:3000");
    const response = await upload(new Blob([await png()]), "photo.png", headers);
    expect(response.status).toBe(403);
  });
});
