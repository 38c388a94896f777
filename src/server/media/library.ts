import "server-only";
import pLimit from "p-limit";
import sharp, { type Metadata } from "sharp";
import { mediaText } from "@/content/media";
import { SITE_SETTINGS_KEY, type SiteSettings } from "@/lib/site-settings";
import { type AuditActor, recordAuditBy } from "../auth/audit-log";
import { getDb } from "../db";
import { containsText, dialectOf } from "../db/dialect";
import { getLogger } from "../ops/logger";
import type { ImageStorage } from "../storage/image-storage";
import { contentTypeOf, getImageStorage, getVariantStorage, isStoredName } from "../storage/uploads";
import { type MediaRow, mediaRowsNamed, recordMedia } from "./records";
import { variantKeys } from "./variant-names";

/**
 * The media library (decision 125): every uploaded image with the alt text and caption that
 * every use of it shows, where it is used, and its removal once nothing uses it.
 */

export const ALT_MAX = 250;
export const CAPTION_MAX = 500;

const UPLOAD_ADDRESS = /\/uploads\/([A-Za-z0-9_-]{22}\.(?:jpg|jpeg|png|webp|gif|avif))(?![A-Za-z0-9_.-])/g;

/** The uploaded images a text names by their address (`/uploads/NAME`), each once, in order. */
export function uploadNamesIn(text: string): string[] {
  return [...new Set([...text.matchAll(UPLOAD_ADDRESS)].map((match) => match[1]!))];
}

/** Reads an upload's size from its bytes and records it; false when the storage has no such file. */
async function recordStoredImage(name: string, storage: ImageStorage, createdAt?: Date): Promise<boolean> {
  const bytes = await storage.read(name);
  if (!bytes) return false;
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
  } catch (error) {
    // A damaged file stays out of the library rather than failing the page that names it.
    getLogger().warn({ err: error, image: name }, "An uploaded image could not be read to record it");
    return false;
  }
  await recordMedia({
    name,
    width: meta.width,
    height: meta.pageHeight ?? meta.height,
    bytes: bytes.byteLength,
    contentType: contentTypeOf(name),
    createdAt: createdAt?.toISOString(),
  });
  return true;
}

// Reading images to record them is storage and decoding work: two at a time.
const backfillLimit = pLimit(2);

/**
 * The library's rows of these uploads, recording first any it does not know yet (an image
 * uploaded before the library existed) from the storage's copy. Names of no stored image are
 * left out.
 */
export async function ensureMediaRows(
  names: readonly string[],
  storage: ImageStorage = getImageStorage(),
): Promise<Map<string, MediaRow>> {
  const wanted = names.filter(isStoredName);
  const rows = await mediaRowsNamed(wanted);
  const missing = wanted.filter((name) => !rows.has(name));
  if (missing.length === 0) return rows;
  await Promise.all(missing.map((name) => backfillLimit(() => recordStoredImage(name, storage))));
  for (const [name, row] of await mediaRowsNamed(missing)) rows.set(name, row);
  return rows;
}

/** Records every stored upload the library does not know yet, dated by its file. */
export async function backfillMedia(storage: ImageStorage = getImageStorage()): Promise<number> {
  const files = (await storage.list()).filter((file) => isStoredName(file.name));
  if (files.length === 0) return 0;
  const known = new Set((await getDb().selectFrom("media").select("name").execute()).map((row) => row.name));
  const missing = files.filter((file) => !known.has(file.name));
  const recorded = await Promise.all(
    missing.map((file) => backfillLimit(() => recordStoredImage(file.name, storage, file.modifiedAt))),
  );
  return recorded.filter(Boolean).length;
}

export interface LibraryPage {
  images: MediaRow[];
  /** Images matching the search. */
  total: number;
  /** Bytes of every upload in the library, whatever the search. */
  totalBytes: number;
  /** Images in the library, whatever the search. */
  totalImages: number;
  page: number;
  pages: number;
}

export const MEDIA_PER_PAGE = 24;

/** One page of the library, newest first, searched by name, alt text and caption. */
export async function listMedia({
  search = "",
  page = 1,
  perPage = MEDIA_PER_PAGE,
}: { search?: string; page?: number; perPage?: number } = {}): Promise<LibraryPage> {
  const db = getDb();
  const dialect = dialectOf(db);
  const text = search.trim();
  let matching = db.selectFrom("media");
  if (text) {
    matching = matching.where((eb) =>
      eb.or([
        containsText(eb, dialect, eb.ref("name"), text),
        containsText(eb, dialect, eb.ref("alt"), text),
        containsText(eb, dialect, eb.ref("caption"), text),
      ]),
    );
  }
  const [{ count }, totals] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    db
      .selectFrom("media")
      .select((eb) => [eb.fn.countAll<number>().as("images"), eb.fn.sum<number | null>("bytes").as("bytes")])
      .executeTakeFirstOrThrow(),
  ]);
  const total = Number(count);
  const pages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const images = await matching
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("name")
    .limit(perPage)
    .offset((current - 1) * perPage)
    .execute();
  return {
    images,
    total,
    totalBytes: Number(totals.bytes ?? 0),
    totalImages: Number(totals.images),
    page: current,
    pages,
  };
}

export type UsePlace =
  "body" | "cover" | "social image" | "photo" | "bio" | "gallery" | "logo" | "default social image";

/** Something that shows an image: a post, a testimonial, a person, a case study, the settings; and where in it. */
export interface ImageUse {
  /** As the admin names it: a post's or a case study's title, a testimonial's person, a person, "Site settings". */
  label: string;
  /** The screen where it is edited. */
  href: string;
  places: UsePlace[];
}

type UseFinder = (names: readonly string[]) => Promise<{ label: string; href: string; fields: [UsePlace, string][] }[]>;

/** The posts whose body, cover or social image names one of the images. */
const postUses: UseFinder = async (names) => {
  const db = getDb();
  const dialect = dialectOf(db);
  const posts = await db
    .selectFrom("blog_posts")
    .select(["id", "title", "content", "cover", "social_image"])
    .where((eb) =>
      eb.or(
        names.flatMap((name) =>
          (["content", "cover", "social_image"] as const).map((column) =>
            containsText(eb, dialect, eb.ref(column), `/uploads/${name}`),
          ),
        ),
      ),
    )
    .orderBy("title")
    .execute();
  return posts.map((post) => ({
    label: post.title,
    href: `/admin/blogs/edit/${post.id}`,
    fields: [
      ["body", post.content],
      ["cover", post.cover],
      ["social image", post.social_image],
    ],
  }));
};

/** The testimonials whose photo is one of the images. */
const testimonialUses: UseFinder = async (names) => {
  const rows = await getDb()
    .selectFrom("testimonials")
    .select(["id", "person", "photo"])
    .where(
      "photo",
      "in",
      names.map((name) => `/uploads/${name}`),
    )
    .orderBy("person")
    .execute();
  return rows.map((row) => ({
    label: `Testimonial of ${row.person}`,
    href: `/admin/testimonials/${row.id}`,
    fields: [["photo", row.photo]],
  }));
};

/** The people whose photo is one of the images, or whose long bio shows one. */
const personUses: UseFinder = async (names) => {
  const db = getDb();
  const dialect = dialectOf(db);
  const rows = await db
    .selectFrom("people")
    .select(["id", "name", "photo", "long_bio"])
    .where((eb) =>
      eb.or(
        names.flatMap((name) =>
          (["photo", "long_bio"] as const).map((column) =>
            containsText(eb, dialect, eb.ref(column), `/uploads/${name}`),
          ),
        ),
      ),
    )
    .orderBy("name")
    .execute();
  return rows.map((row) => ({
    label: row.name,
    href: `/admin/people/${row.id}`,
    fields: [
      ["photo", row.photo],
      ["bio", row.long_bio],
    ],
  }));
};

/** The case studies whose cover, gallery or story shows one of the images. */
const caseStudyUses: UseFinder = async (names) => {
  const db = getDb();
  const dialect = dialectOf(db);
  const story = ["overview", "goals", "challenge", "approach", "outcome"] as const;
  const rows = await db
    .selectFrom("case_studies")
    .select(["id", "title", "cover", "gallery", ...story])
    .where((eb) =>
      eb.or(
        names.flatMap((name) =>
          (["cover", "gallery", ...story] as const).map((column) =>
            containsText(eb, dialect, eb.ref(column), `/uploads/${name}`),
          ),
        ),
      ),
    )
    .orderBy("title")
    .execute();
  return rows.map((row) => ({
    label: row.title,
    href: `/admin/case-studies/${row.id}`,
    fields: [
      ["cover", row.cover],
      ["gallery", row.gallery],
      ["body", story.map((column) => row[column]).join("\n")],
    ],
  }));
};

/** The site's settings, when their logo or default social image is one of the images. */
const settingsUses: UseFinder = async () => {
  const row = await getDb()
    .selectFrom("app_settings")
    .select("value")
    .where("key", "=", SITE_SETTINGS_KEY)
    .executeTakeFirst();
  if (!row) return [];
  let stored: Partial<Pick<SiteSettings, "logo" | "socialImage">>;
  try {
    stored = JSON.parse(row.value) as typeof stored;
  } catch {
    return [];
  }
  return [
    {
      label: "Site settings",
      href: "/admin/settings",
      fields: [
        ["logo", typeof stored.logo === "string" ? stored.logo : ""],
        ["default social image", typeof stored.socialImage === "string" ? stored.socialImage : ""],
      ],
    },
  ];
};

const USE_FINDERS: UseFinder[] = [postUses, caseStudyUses, personUses, testimonialUses, settingsUses];

/** Where each of these images is used: in posts, case studies, people, testimonials and the site's settings. */
export async function usesOf(listed: readonly string[]): Promise<Map<string, ImageUse[]>> {
  const names = [...new Set(listed)];
  const uses = new Map<string, ImageUse[]>(names.map((name) => [name, []]));
  if (names.length === 0) return uses;
  const users = (await Promise.all(USE_FINDERS.map((find) => find(names)))).flat();
  for (const { label, href, fields } of users) {
    for (const name of names) {
      const places = fields.filter(([, text]) => uploadNamesIn(text).includes(name)).map(([place]) => place);
      if (places.length) uses.get(name)!.push({ label, href, places });
    }
  }
  return uses;
}

export type DescribeResult = { ok: true } | { ok: false; fieldErrors: Partial<Record<"alt" | "caption", string>> };

/** Sets an image's alt text and caption for every use of it; false when the image is not in the library. */
export async function describeMedia(
  name: string,
  { alt, caption }: { alt: string; caption: string },
  by?: AuditActor,
): Promise<DescribeResult | undefined> {
  const fieldErrors: Partial<Record<"alt" | "caption", string>> = {};
  const cleanAlt = alt.trim().replace(/\s+/g, " ");
  const cleanCaption = caption.trim();
  if (cleanAlt.length > ALT_MAX) fieldErrors.alt = mediaText.altTooLong(ALT_MAX);
  if (cleanCaption.length > CAPTION_MAX) fieldErrors.caption = mediaText.captionTooLong(CAPTION_MAX);
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  const result = await getDb()
    .updateTable("media")
    .set({ alt: cleanAlt, caption: cleanCaption })
    .where("name", "=", name)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  await recordAuditBy(by, "image-described", { type: "image", label: name });
  return { ok: true };
}

export type DeleteResult = { deleted: true } | { deleted: false; uses: ImageUse[] } | undefined;

/**
 * Removes an image nobody uses, with its variants and its row; an image in use is refused with
 * where it is used. Undefined when the library has no such image.
 */
export async function deleteMedia(
  name: string,
  by?: AuditActor,
  stores = { originals: getImageStorage(), variants: getVariantStorage() },
): Promise<DeleteResult> {
  const row = (await mediaRowsNamed([name])).get(name);
  if (!row) return undefined;
  const uses = (await usesOf([name])).get(name)!;
  if (uses.length) return { deleted: false, uses };
  await Promise.all(variantKeys(row).map((key) => stores.variants.remove(key)));
  await stores.originals.remove(name);
  await getDb().deleteFrom("media").where("name", "=", name).execute();
  await recordAuditBy(by, "image-deleted", { type: "image", label: name });
  return { deleted: true };
}
