import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { signIn } from "./support/admin";

const WRONG_TYPE = "Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.";
const LONG_CACHE = "public, max-age=31536000, immutable";

let folder: string;
let pngFile: string;

test.beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-images-"));
  pngFile = path.join(folder, "cover.png");
  await sharp({ create: { width: 64, height: 40, channels: 3, background: "#0f766e" } })
    .png()
    .toFile(pngFile);
});

test.afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

test.describe("admin image uploads", () => {
  test("an uploaded PNG is listed, and served to anyone with its type and a long cache life", async ({
    page,
    request,
  }) => {
    await signIn(page);
    const response = await page.request.post("/api/admin/images", {
      multipart: { file: fs.createReadStream(pngFile) },
    });
    expect(response.status()).toBe(201);
    const { url, name } = (await response.json()) as { url: string; name: string };
    expect(url).toMatch(/^\/uploads\/[\w-]{22}\.png$/);
    expect(url).toBe(`/uploads/${name}`);

    const list = await page.request.get("/api/admin/images");
    expect(list.status()).toBe(200);
    const { images } = (await list.json()) as { images: { name: string; url: string }[] };
    expect(images).toContainEqual(expect.objectContaining({ name, url }));

    // Covers are public: a visitor without a session gets the file.
    const served = await request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(served.headers()["cache-control"]).toBe(LONG_CACHE);
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    expect(await sharp(await served.body()).metadata()).toMatchObject({ format: "png", width: 64, height: 40 });

    // The blog draws covers through next/image, whose optimizer must accept the address.
    const optimized = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(optimized.status()).toBe(200);
    expect(optimized.headers()["content-type"]).toMatch(/^image\//);
  });

  test("refuses a text file named photo.png and an SVG with 400 and a clear message", async ({ page }) => {
    await signIn(page);
    for (const file of [
      { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("Only text, whatever the name says.\n") },
      {
        name: "logo.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]) {
      const response = await page.request.post("/api/admin/images", { multipart: { file } });
      expect(response.status(), file.name).toBe(400);
      expect(await response.json()).toEqual({ error: WRONG_TYPE });
    }
  });

  test("refuses an image over 5 MB with 413", async ({ page }) => {
    await signIn(page);
    const response = await page.request.post("/api/admin/images", {
      multipart: { file: { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024) } },
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toEqual({ error: "The image is larger than 5 MB." });
  });

  test("refuses uploading and listing without a session", async ({ request }) => {
    const upload = await request.post("/api/admin/images", { multipart: { file: fs.createReadStream(pngFile) } });
    expect(upload.status()).toBe(401);
    expect(await upload.json()).toEqual({ error: "Authentication required" });
    const list = await request.get("/api/admin/images");
    expect(list.status()).toBe(401);
    expect(await list.json()).toEqual({ error: "Authentication required" });
  });

  test("answers 404 for unknown and invalid upload names", async ({ request }) => {
    for (const name of ["AAAAAAAAAAAAAAAAAAAAAA.png", "..%2F..%2Fpackage.json", "site.db", "x.svg"]) {
      expect((await request.get(`/uploads/${name}`)).status(), name).toBe(404);
    }
  });
});
