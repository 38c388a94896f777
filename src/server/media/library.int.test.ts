import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestS3Server, startS3Server } from "../../../tests/support/s3-server";
import type { NewPost } from "@/lib/blog/types";
import { readContentVersion } from "../blog/content-version";
import { insertPost, updatePost } from "../blog/posts";
import { defaultSiteSettings } from "@/content/site";
import { createTestimonial, deleteTestimonial } from "../content/testimonials";
import { loadConfig } from "../config";
import { getDb } from "../db";
import type { ImageStorage } from "../storage/image-storage";
import { localFolderStorage } from "../storage/local";
import { s3Storage } from "../storage/s3";
import { storeImage } from "../storage/uploads";
import {
  ALT_MAX,
  backfillMedia,
  deleteMedia,
  describeMedia,
  ensureMediaRows,
  listMedia,
  uploadNamesIn,
  usesOf,
} from "./library";
import { mediaRowsNamed } from "./records";
import { readVariant } from "./variants";
import { saveSiteSettings } from "../site-settings";

const tempDirs: string[] = [];
function tempStores(): { originals: ImageStorage; variants: ImageStorage } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-media-"));
  tempDirs.push(dir);
  return { originals: localFolderStorage(dir), variants: localFolderStorage(path.join(dir, "variants")) };
}

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.remove();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7d5c" } })
    .jpeg()
    .toBuffer();

const post = (slug: string, fields: Partial<NewPost> = {}): NewPost => ({
  slug,
  title: `Post ${slug}`,
  excerpt: "A post that shows uploaded images.",
  cover: "/images/blog/default-cover.svg",
  author: "Marcos Silva",
  category: "SEO",
  content: "Body text long enough to be stored as a real post.",
  ...fields,
});

/** A name the storage module would make, for an image stored without a row (before the library). */
const legacyName = (n: number, ext = "jpg") => `${String(n).padStart(22, "L")}.${ext}`;

describe(`the media library (${process.env.TEST_DIALECT})`, () => {
  it("records a row for every image stored, with its size in pixels and bytes", async () => {
    const { originals } = tempStores();
    const stored = await storeImage(await jpeg(640, 360), "harbour.jpg", originals);
    const row = (await mediaRowsNamed([stored.name])).get(stored.name);
    expect(row).toMatchObject({
      name: stored.name,
      alt: "",
      caption: "",
      width: 640,
      height: 360,
      bytes: stored.size,
      content_type: "image/jpeg",
    });
    expect(Date.parse(row!.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("records an image uploaded before the library when a page first needs it, from the local folder", async () => {
    const { originals } = tempStores();
    const name = legacyName(1);
    await originals.put(name, new Uint8Array(await jpeg(300, 200)));
    expect((await mediaRowsNamed([name])).size).toBe(0);
    const rows = await ensureMediaRows([name, legacyName(2)], originals);
    expect(rows.get(name)).toMatchObject({ width: 300, height: 200, content_type: "image/jpeg" });
    // A name that no stored file has is left out, and recorded by nobody.
    expect(rows.has(legacyName(2))).toBe(false);
    expect((await mediaRowsNamed([legacyName(2)])).size).toBe(0);
  });

  it("records every stored image the library does not know yet, from the bucket, dated by the file", async () => {
    const bucket = s3Storage(loadConfig(s3.env).s3!);
    const known = await storeImage(await jpeg(120, 80), "known.jpg", bucket);
    const name = legacyName(3, "png");
    await bucket.put(
      name,
      new Uint8Array(
        await sharp(await jpeg(90, 60))
          .png()
          .toBuffer(),
      ),
    );
    expect(await backfillMedia(bucket)).toBe(1);
    const rows = await mediaRowsNamed([name, known.name]);
    expect(rows.get(name)).toMatchObject({ width: 90, height: 60, content_type: "image/png" });
    expect(await backfillMedia(bucket)).toBe(0);
  });

  it("searches by name, alt text and caption, newest first, with the storage total", async () => {
    const { originals } = tempStores();
    const first = await storeImage(await jpeg(100, 100), "a.jpg", originals);
    const second = await storeImage(await jpeg(100, 100), "b.jpg", originals);
    await describeMedia(first.name, { alt: "A red kayak on Utah Lake", caption: "" });
    await describeMedia(second.name, { alt: "", caption: "Sunrise over the Wasatch" });

    expect((await listMedia({ search: "kayak" })).images.map((image) => image.name)).toEqual([first.name]);
    expect((await listMedia({ search: "WASATCH" })).images.map((image) => image.name)).toEqual([second.name]);
    expect((await listMedia({ search: second.name.slice(0, 10) })).images.map((image) => image.name)).toEqual([
      second.name,
    ]);
    const all = await listMedia();
    const total = (await getDb().selectFrom("media").select("bytes").execute()).reduce((sum, r) => sum + r.bytes, 0);
    expect(all.totalBytes).toBe(total);
    expect(all.totalImages).toBe(all.total);
    const paged = await listMedia({ perPage: 1, page: 2 });
    expect(paged.images).toHaveLength(1);
    expect(paged.pages).toBe(all.total);
    expect(paged.images[0]!.name).toBe(all.images[1]!.name);
  });

  it("edits alt text and caption once, raising the content version, and refuses text too long", async () => {
    const { originals } = tempStores();
    const stored = await storeImage(await jpeg(50, 50), "c.jpg", originals);
    const before = await readContentVersion();
    expect(await describeMedia(stored.name, { alt: "  Two  hikers\non a ridge ", caption: "Taken in May." })).toEqual({
      ok: true,
    });
    expect(await readContentVersion()).toBeGreaterThan(before);
    expect((await mediaRowsNamed([stored.name])).get(stored.name)).toMatchObject({
      alt: "Two hikers on a ridge",
      caption: "Taken in May.",
    });
    const refused = await describeMedia(stored.name, { alt: "x".repeat(ALT_MAX + 1), caption: "" });
    expect(refused).toEqual({ ok: false, fieldErrors: { alt: `Alt text must be at most ${ALT_MAX} characters.` } });
    expect((await mediaRowsNamed([stored.name])).get(stored.name)?.alt).toBe("Two hikers on a ridge");
    expect(await describeMedia(legacyName(9), { alt: "", caption: "" })).toBeUndefined();
  });

  it("finds where an image is used and refuses to delete it until nothing uses it", async () => {
    const stores = tempStores();
    const image = await storeImage(await jpeg(1200, 800), "used.jpg", stores.originals);
    const other = await storeImage(await jpeg(64, 64), "other.jpg", stores.originals);
    const inBody = await insertPost(
      post("media-in-body", { content: `Intro.\n\n![A view](/uploads/${image.name})\n\nMore text here.` }),
    );
    const asCover = await insertPost(post("media-as-cover", { cover: image.url, social_image: image.url }));
    expect(uploadNamesIn(inBody.content)).toEqual([image.name]);

    const uses = await usesOf([image.name, other.name]);
    expect(uses.get(image.name)).toEqual([
      { label: "Post media-as-cover", href: `/admin/blogs/edit/${asCover.id}`, places: ["cover", "social image"] },
      { label: "Post media-in-body", href: `/admin/blogs/edit/${inBody.id}`, places: ["body"] },
    ]);
    expect(uses.get(other.name)).toEqual([]);
    // An image named twice (on the page and in a notice) is looked up once.
    expect((await usesOf([image.name, image.name])).get(image.name)).toEqual(uses.get(image.name));

    // A variant made for it is removed with it.
    expect(await readVariant(image.name, 480, "webp", stores)).not.toBeNull();
    const refused = await deleteMedia(image.name, undefined, stores);
    expect(refused).toEqual({ deleted: false, uses: uses.get(image.name) });
    expect(await stores.originals.read(image.name)).not.toBeNull();

    await updatePost(inBody.id, post("media-in-body"));
    await updatePost(asCover.id, post("media-as-cover", { social_image: "" }));
    expect(await deleteMedia(image.name, undefined, stores)).toEqual({ deleted: true });
    expect(await stores.originals.read(image.name)).toBeNull();
    expect(await stores.variants.list()).toEqual([]);
    expect((await mediaRowsNamed([image.name])).size).toBe(0);
    expect(await deleteMedia(image.name, undefined, stores)).toBeUndefined();
  });

  it("counts a person's photo and bio and a case study's cover, gallery and story as uses", async () => {
    const stores = tempStores();
    const photo = await storeImage(await jpeg(120, 120), "photo.jpg", stores.originals);
    const picture = await storeImage(await jpeg(400, 300), "picture.jpg", stores.originals);
    const db = getDb();
    await db
      .updateTable("people")
      .set({ photo: photo.url, long_bio: `Emily in the field.\n\n![Emily at work](${picture.url})` })
      .where("id", "=", "emily-carter")
      .execute();
    const study = await db
      .updateTable("case_studies")
      .set({ cover: picture.url, gallery: JSON.stringify([{ src: picture.url, alt: "The shop" }]) })
      .where("slug", "=", "daily-shifts")
      .returning(["id", "title"])
      .executeTakeFirstOrThrow();
    await db
      .updateTable("case_studies")
      .set({ outcome: `## Results\n\n![A chart](${photo.url})` })
      .where("slug", "=", "mld")
      .execute();
    const mld = await db
      .selectFrom("case_studies")
      .select(["id", "title"])
      .where("slug", "=", "mld")
      .executeTakeFirstOrThrow();

    const uses = await usesOf([photo.name, picture.name]);
    expect(uses.get(photo.name)).toEqual([
      { label: mld.title, href: `/admin/case-studies/${mld.id}`, places: ["body"] },
      { label: "Emily Carter", href: "/admin/people/emily-carter", places: ["photo"] },
    ]);
    expect(uses.get(picture.name)).toEqual([
      { label: study.title, href: `/admin/case-studies/${study.id}`, places: ["cover", "gallery"] },
      { label: "Emily Carter", href: "/admin/people/emily-carter", places: ["bio"] },
    ]);
    expect(await deleteMedia(photo.name, undefined, stores)).toMatchObject({ deleted: false });
  });

  it("counts a testimonial's photo and the settings' logo and default social image as uses", async () => {
    const stores = tempStores();
    const portrait = await storeImage(await jpeg(200, 200), "portrait.jpg", stores.originals);
    const mark = await storeImage(await jpeg(64, 64), "mark.jpg", stores.originals);
    const created = await createTestimonial({
      quote: "They answered every question before we asked it.",
      person: "Dana Whitfield",
      role: "",
      company: "",
      photo: portrait.url,
      rating: "5",
      given_on: "2025-02-18",
      tags: "",
      shown_on: [],
    });
    if (!created.ok) throw new Error("The testimonial was refused");
    const { id } = created;
    await saveSiteSettings({ ...defaultSiteSettings, logo: mark.url, socialImage: mark.url });

    const uses = await usesOf([portrait.name, mark.name]);
    expect(uses.get(portrait.name)).toEqual([
      { label: "Testimonial of Dana Whitfield", href: `/admin/testimonials/${id}`, places: ["photo"] },
    ]);
    expect(uses.get(mark.name)).toEqual([
      { label: "Site settings", href: "/admin/settings", places: ["logo", "default social image"] },
    ]);
    expect(await deleteMedia(mark.name, undefined, stores)).toEqual({ deleted: false, uses: uses.get(mark.name) });

    await saveSiteSettings(defaultSiteSettings);
    await deleteTestimonial(id);
    expect(await deleteMedia(mark.name, undefined, stores)).toEqual({ deleted: true });
    expect(await deleteMedia(portrait.name, undefined, stores)).toEqual({ deleted: true });
  });
});
