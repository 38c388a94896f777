import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestS3Server, startS3Server } from "../../../tests/support/s3-server";
import { GET as variantRoute } from "@/app/uploads/[name]/[variant]/route";
import { renderMarkdown } from "../blog/markdown";
import { getConfig, loadConfig } from "../config";
import { s3Storage } from "../storage/s3";
import { storeImage } from "../storage/uploads";
import { describeMedia } from "./library";
import { mediaRowsNamed } from "./records";
import { loadImageResolver, socialImageOf } from "./resolve-image";
import { readVariant } from "./variants";

// The test setup gives this file an upload folder of its own (UPLOAD_DIR), which the route reads.
const uploadDir = getConfig().uploadDir;

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#b4532a" } })
    .jpeg()
    .toBuffer();

const request = (name: string, variant: string) =>
  variantRoute(new Request(`http://localhost:3000/uploads/${name}/${variant}`), {
    params: Promise.resolve({ name, variant }),
  });

let s3: TestS3Server;
let name: string;
beforeAll(async () => {
  s3 = await startS3Server();
  name = (await storeImage(await photo(1200, 800), "mountains.jpg")).name;
});
afterAll(async () => {
  await s3.remove();
});

describe(`image variants (${process.env.TEST_DIALECT})`, () => {
  it("serves the widths and formats an image is offered in, made once and kept, for good", async () => {
    for (const [variant, type, width, format] of [
      ["960.avif", "image/avif", 960, "heif"],
      ["480.webp", "image/webp", 480, "webp"],
      ["1200.jpg", "image/jpeg", 1200, "jpeg"],
    ] as const) {
      const response = await request(name, variant);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
      expect(await sharp(bytes).metadata()).toMatchObject({ width, height: (width * 2) / 3, format });
    }
    const kept = fs.readdirSync(path.join(uploadDir, "variants")).filter((file) => !file.startsWith("."));
    expect(kept.sort()).toEqual([`${name}.1200.jpg`, `${name}.480.webp`, `${name}.960.avif`]);
    // The kept copy is what later requests get.
    fs.writeFileSync(
      path.join(uploadDir, "variants", `${name}.480.webp`),
      await sharp(await photo(480, 320))
        .webp()
        .toBuffer(),
    );
    const again = Buffer.from(await (await request(name, "480.webp")).arrayBuffer());
    expect(again.equals(fs.readFileSync(path.join(uploadDir, "variants", `${name}.480.webp`)))).toBe(true);
  });

  it("refuses anything else: 400 for a malformed request, 404 for an image, width or format not offered", async () => {
    expect((await request(name, "960.gif")).status).toBe(400);
    expect((await request(name, "wide.webp")).status).toBe(400);
    expect((await request(name, "0960.webp")).status).toBe(400);
    expect((await request(name, "9999999.webp")).status).toBe(400);
    expect((await request(name, "1440.webp")).status).toBe(404);
    expect((await request(name, "700.webp")).status).toBe(404);
    expect((await request(name, "960.png")).status).toBe(404);
    expect((await request("AAAAAAAAAAAAAAAAAAAAAA.jpg", "480.webp")).status).toBe(404);
    expect((await request("../site.db", "480.webp")).status).toBe(404);
    expect(fs.readdirSync(path.join(uploadDir, "variants")).some((file) => file.includes("1440"))).toBe(false);
  });

  it("serves the variants of an image uploaded before the library, recording it", async () => {
    const legacy = "LegacyLegacyLegacyLeg1.jpg";
    fs.writeFileSync(path.join(uploadDir, legacy), await photo(500, 250));
    const response = await request(legacy, "480.webp");
    expect(response.status).toBe(200);
    expect((await mediaRowsNamed([legacy])).get(legacy)).toMatchObject({ width: 500, height: 250 });
  });

  it("makes and keeps variants in the bucket on S3", async () => {
    const settings = loadConfig(s3.env).s3!;
    const stores = { originals: s3Storage(settings), variants: s3Storage(settings, undefined, "variants/") };
    const stored = await storeImage(await photo(800, 600), "lake.jpg", stores.originals);
    const bytes = await readVariant(stored.name, 480, "avif", stores);
    expect(await sharp(bytes!).metadata()).toMatchObject({ width: 480, height: 360, format: "heif" });
    expect((await stores.variants.list()).map((file) => file.name)).toEqual([`${stored.name}.480.avif`]);
    // Variants are kept apart: the uploads' listing (and so backups) never shows them.
    expect((await stores.originals.list()).map((file) => file.name)).toEqual([stored.name]);
    expect(await readVariant(stored.name, 960, "avif", stores)).toBeNull();
  });

  it("resolves an uploaded image for the renderer: the library's alt text, size and variants", async () => {
    await describeMedia(name, { alt: "Snow on the Wasatch at dawn", caption: "" });
    const resolve = await loadImageResolver([`![old words](/uploads/${name})`]);
    const sizes = "(min-width: 896px) 832px, 100vw";
    const srcset = (ext: string) =>
      `/uploads/${name}/480.${ext} 480w, /uploads/${name}/960.${ext} 960w, /uploads/${name}/1200.${ext} 1200w`;
    expect(resolve(`/uploads/${name}`, sizes)).toEqual({
      alt: "Snow on the Wasatch at dawn",
      width: 1200,
      height: 800,
      srcset: srcset("jpg"),
      sources: [
        { type: "image/avif", srcset: srcset("avif") },
        { type: "image/webp", srcset: srcset("webp") },
      ],
      sizes,
    });
    expect(resolve("/images/blog/default-cover.svg")).toBeUndefined();
    const html = renderMarkdown(`![old words](/uploads/${name})`, { resolveImage: (src) => resolve(src, sizes) });
    expect(html).toContain(`<picture><source type="image/avif" srcset="${srcset("avif")}" sizes="${sizes}">`);
    expect(html).toContain(`alt="Snow on the Wasatch at dawn"`);
    expect(html).toContain(`width="1200" height="800" srcset="${srcset("jpg")}"`);
    expect(await socialImageOf(`/uploads/${name}`)).toEqual({
      url: `/uploads/${name}`,
      width: 1200,
      height: 800,
      alt: "Snow on the Wasatch at dawn",
    });
  });
});
