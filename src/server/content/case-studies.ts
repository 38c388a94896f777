import "server-only";
import { isText, jsonList } from "@/lib/json-list";
import { type Kysely, type Selectable, type Transaction, sql } from "kysely";
import { iconNames } from "@/components/marketing/icon";
import { showcasePlaces } from "@/content/case-studies";
import type { ResolvedImage } from "@/lib/blog/resolved-image";
import { coalesceReads } from "@/lib/coalesce-reads";
import {
  type CaseStudyField,
  type CaseStudyInput,
  type CaseStudySubmission,
  caseStudyPath,
  caseStudyText,
  parseCaseStudyForm,
} from "@/lib/validation/case-study";
import {
  type PostPublishingField,
  type PostState,
  type Publication,
  parsePublication,
  stateOf,
} from "@/lib/validation/blog-post";
import type { FieldErrors } from "@/lib/validation/form-fields";
import { keepUntouchedDate } from "@/lib/validation/untouched-date";
import { type AuditAction, type AuditActor, recordAuditBy } from "../auth/audit-log";
import { readContentVersion } from "../blog/content-version";
import { redirectMovedPage, releasePath } from "../blog/redirects";
import { getDb } from "../db";
import type { CaseStudiesTable, Database } from "../db/types";
import { perContentVersion } from "../http/page-cache/content-state";
import { loadImageResolver } from "../media/resolve-image";
import { moveTestimonialPlace } from "./testimonials";

/**
 * The case_studies table: one module owns it (decision 198). A case study follows the posts'
 * publishing rule (decision 191): public when published and its time has come, so "scheduled"
 * is a published one dated ahead. The admin's reads and writes are here, each write audited and
 * raising the content version by trigger; a public study's new address leaves a redirect from
 * its old one (decision 190), and the testimonials placed on it follow it. Public pages read the
 * published ones once per content version, pictures resolved, and apply the clock in memory.
 */

export interface CaseStudy extends CaseStudyInput, Publication {
  id: number;
  updatedAt: string;
}

/** What the public pages draw: the cover's and the gallery's uploads in their sizes when the library knows them. */
export interface ShownCaseStudy extends CaseStudy {
  images: ReadonlyMap<string, ResolvedImage>;
}

/** The pages that may feature a case study, by path. */
const FEATURE_PLACES: ReadonlySet<string> = new Set(showcasePlaces.map((place) => place.path));
const ICONS: ReadonlySet<string> = new Set(iconNames);
const choices = { places: FEATURE_PLACES, icons: ICONS };

const hasTexts =
  <K extends string>(...keys: K[]) =>
  (item: unknown): item is Record<K, string> =>
    typeof item === "object" &&
    item !== null &&
    keys.every((key) => typeof (item as Record<string, unknown>)[key] === "string");

const caseStudyOf = (row: Selectable<CaseStudiesTable>): CaseStudy => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  client: row.client,
  industry: row.industry,
  tags: jsonList(row.tags, isText),
  summary: row.summary,
  highlights: jsonList(row.highlights, isText),
  results: jsonList(row.results, hasTexts("value", "label")),
  tagline: row.tagline,
  overview: row.overview,
  goals: row.goals,
  challenge: row.challenge,
  approach: row.approach,
  // A service whose icon the site does not draw (a row written by hand) is left out.
  services: jsonList(row.services, hasTexts("icon", "title", "description")).filter((service) =>
    ICONS.has(service.icon),
  ),
  outcome: row.outcome,
  cover: row.cover,
  coverAlt: row.cover_alt,
  gallery: jsonList(row.gallery, hasTexts("src", "alt")),
  metaTitle: row.meta_title,
  metaDescription: row.meta_description,
  ctaHeading: row.cta_heading,
  ctaText: row.cta_text,
  ctaLabel: row.cta_label,
  featuredOn: jsonList(row.featured_on, isText),
  status: row.status,
  published_at: row.published_at,
  updatedAt: String(row.updated_at),
});

const columnsOf = (input: CaseStudyInput, publication: Publication) => ({
  slug: input.slug,
  title: input.title,
  client: input.client,
  industry: input.industry,
  tags: JSON.stringify(input.tags),
  summary: input.summary,
  highlights: JSON.stringify(input.highlights),
  results: JSON.stringify(input.results),
  tagline: input.tagline,
  overview: input.overview,
  goals: input.goals,
  challenge: input.challenge,
  approach: input.approach,
  services: JSON.stringify(input.services),
  outcome: input.outcome,
  cover: input.cover,
  cover_alt: input.coverAlt,
  gallery: JSON.stringify(input.gallery),
  meta_title: input.metaTitle,
  meta_description: input.metaDescription,
  cta_heading: input.ctaHeading,
  cta_text: input.ctaText,
  cta_label: input.ctaLabel,
  featured_on: JSON.stringify(input.featuredOn),
  status: publication.status,
  published_at: publication.published_at,
});

async function readCaseStudy(db: Kysely<Database>, id: number): Promise<CaseStudy | undefined> {
  const row = await db.selectFrom("case_studies").selectAll().where("id", "=", id).executeTakeFirst();
  return row && caseStudyOf(row);
}

/**
 * Every case study in any state, for the admin: drafts without a date first, then by
 * publication time, newest first (the public list's order).
 */
export async function listCaseStudies(): Promise<CaseStudy[]> {
  const rows = await getDb()
    .selectFrom("case_studies")
    .selectAll()
    .orderBy(sql`published_at is null`, "desc")
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(caseStudyOf);
}

export async function getCaseStudy(id: number): Promise<CaseStudy | undefined> {
  return readCaseStudy(getDb(), id);
}

/** The case study at this address in any state: the admin's preview. */
export async function getCaseStudyBySlug(slug: string): Promise<CaseStudy | undefined> {
  if (slug.includes("\0")) return undefined;
  const row = await getDb().selectFrom("case_studies").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row && caseStudyOf(row);
}

/** Whether a case study (a draft included) lives at this address: a redirect from it would hide it. */
export async function caseStudyPageExists(path: string): Promise<boolean> {
  const slug = /^\/case-studies\/([^/]+)$/.exec(path)?.[1];
  return slug !== undefined && (await getCaseStudyBySlug(slug)) !== undefined;
}

/** Every case study's page, for the pages a testimonial may be shown on. */
export async function listCaseStudyPlaces(): Promise<{ path: string; label: string }[]> {
  return (await listCaseStudies()).map((study) => ({
    path: caseStudyPath(study.slug),
    label: `Case study: ${study.client}`,
  }));
}

export type SaveCaseStudyResult =
  | { ok: true; id: number }
  | { ok: false; fieldErrors: FieldErrors<CaseStudyField | PostPublishingField> }
  | { ok: false; notFound: true };

function parseSubmission(
  submission: CaseStudySubmission,
  now: Date,
): { errors: FieldErrors<CaseStudyField | PostPublishingField> } | { input: CaseStudyInput; publication: Publication } {
  const parsed = parseCaseStudyForm(submission, choices);
  const publication = parsePublication({ status: submission.status, publish_date: submission.publish_date }, now);
  if ("errors" in parsed || "errors" in publication)
    return {
      errors: {
        ...("errors" in parsed ? parsed.errors : {}),
        ...("errors" in publication ? publication.errors : {}),
      },
    };
  return { input: parsed.value, publication: publication.value };
}

const studyObject = (study: { id: number; title: string }) =>
  ({ type: "case-study", id: study.id, label: study.title }) as const;

/** What a save did to a case study's publication, for the audit log; undefined when it did not move. */
function publicationChange(before: PostState | undefined, after: Publication, now: Date): AuditAction | undefined {
  const state = stateOf(after, now);
  if (state === before) return undefined;
  if (state === "published") return "case-study-published";
  if (state === "scheduled") return "case-study-scheduled";
  return before === undefined ? undefined : "case-study-unpublished";
}

async function slugTaken(db: Kysely<Database>, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom("case_studies").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Within the transaction of a save that changes a case study's slug. A public study's old
 * address answers with the new one (decision 190); a draft's or a scheduled one's was never
 * public and leaves nothing. The testimonials placed on its page follow it either way.
 */
async function moveAddress(trx: Transaction<Database>, before: CaseStudy, after: CaseStudy, now: Date) {
  if (before.slug === after.slug) return undefined;
  const from = caseStudyPath(before.slug);
  const to = caseStudyPath(after.slug);
  await moveTestimonialPlace(trx, from, to);
  if (stateOf(before, now) === "published") return redirectMovedPage(trx, from, to);
  await releasePath(trx, to);
  return undefined;
}

/** Stores a case study after the form's checks. */
export async function createCaseStudy(submission: CaseStudySubmission, by?: AuditActor): Promise<SaveCaseStudyResult> {
  const now = new Date();
  const parsed = parseSubmission(submission, now);
  if ("errors" in parsed) return { ok: false, fieldErrors: parsed.errors };
  const { input, publication } = parsed;
  const stored = await getDb()
    .transaction()
    .execute(async (trx) => {
      if (await slugTaken(trx, input.slug)) return undefined;
      // A study at an address a renamed one left behind takes it back from that redirect.
      await releasePath(trx, caseStudyPath(input.slug));
      return trx
        .insertInto("case_studies")
        .values(columnsOf(input, publication))
        .returning("id")
        .executeTakeFirstOrThrow();
    });
  if (!stored) return { ok: false, fieldErrors: { slug: caseStudyText.slugTaken } };
  const study = { id: stored.id, title: input.title };
  await recordAuditBy(by, "case-study-created", studyObject(study));
  const moved = publicationChange(undefined, publication, now);
  if (moved) await recordAuditBy(by, moved, studyObject(study));
  return { ok: true, id: stored.id };
}

/** Replaces a case study's fields after the form's checks. */
export async function updateCaseStudy(
  id: number,
  submission: CaseStudySubmission,
  by?: AuditActor,
): Promise<SaveCaseStudyResult> {
  const now = new Date();
  const parsed = parseSubmission(submission, now);
  if ("errors" in parsed) return { ok: false, fieldErrors: parsed.errors };
  const { input, publication } = parsed;
  const result = await getDb()
    .transaction()
    .execute(async (trx) => {
      const before = await readCaseStudy(trx, id);
      if (!before) return { notFound: true } as const;
      if (await slugTaken(trx, input.slug, id)) return { slugTaken: true } as const;
      // A date left as the form showed it keeps its seconds: the list's order does not move.
      const kept = keepUntouchedDate(publication, submission.publish_date.trim(), before);
      await trx
        .updateTable("case_studies")
        .set({ ...columnsOf(input, kept), updated_at: now.toISOString() })
        .where("id", "=", id)
        .execute();
      const after = (await readCaseStudy(trx, id))!;
      return { before, after, redirect: await moveAddress(trx, before, after, now) };
    });
  if ("notFound" in result) return { ok: false, notFound: true };
  if ("slugTaken" in result) return { ok: false, fieldErrors: { slug: caseStudyText.slugTaken } };
  const { before, after, redirect } = result;
  await recordAuditBy(by, "case-study-updated", studyObject(after));
  const moved = publicationChange(stateOf(before, now), after, now);
  if (moved) await recordAuditBy(by, moved, studyObject(after));
  if (redirect)
    await recordAuditBy(by, "redirect-added", {
      type: "redirect",
      label: `${redirect.from} → ${redirect.to} (automatic)`,
    });
  return { ok: true, id };
}

/** Returns whether a case study was deleted. Its address becomes a 404; testimonials placed there stay, shown nowhere else. */
export async function deleteCaseStudy(id: number, by?: AuditActor): Promise<boolean> {
  const deleted = await getDb()
    .deleteFrom("case_studies")
    .where("id", "=", id)
    .returning(["id", "title"])
    .executeTakeFirst();
  if (deleted) await recordAuditBy(by, "case-study-deleted", studyObject(deleted));
  return deleted !== undefined;
}

const picturesOf = (study: CaseStudy) => [study.cover, ...study.gallery.map((picture) => picture.src)];

/** The studies with their pictures resolved through the media library. */
async function withImages(studies: CaseStudy[]): Promise<ShownCaseStudy[]> {
  const resolve = await loadImageResolver(studies.flatMap(picturesOf));
  return studies.map((study) => {
    const images = new Map<string, ResolvedImage>();
    for (const src of picturesOf(study)) {
      const image = resolve(src);
      if (image) images.set(src, image);
    }
    return { ...study, images };
  });
}

/** Every published case study, scheduled ones too, pictures resolved: read once per content version. */
async function loadPublishedCaseStudies(): Promise<ShownCaseStudy[]> {
  const rows = await getDb()
    .selectFrom("case_studies")
    .selectAll()
    .where("status", "=", "published")
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return withImages(rows.map(caseStudyOf));
}

/** A case study in any state as its page draws it: the admin's preview of a draft or a scheduled one. */
export async function getCaseStudyForPreview(slug: string): Promise<ShownCaseStudy | undefined> {
  const study = await getCaseStudyBySlug(slug);
  return study && (await withImages([study]))[0];
}

const readVersion = coalesceReads(readContentVersion);
const publishedCaseStudies = perContentVersion(loadPublishedCaseStudies);

/** The case studies visitors may read at `now`, newest first. */
export async function listPublicCaseStudies(now = new Date()): Promise<ShownCaseStudy[]> {
  return (await publishedCaseStudies(await readVersion())).filter((study) => stateOf(study, now) === "published");
}

/** The public case study at this address, if any. */
export async function getPublicCaseStudy(slug: string, now = new Date()): Promise<ShownCaseStudy | undefined> {
  return (await listPublicCaseStudies(now)).find((study) => study.slug === slug);
}

/** The public case studies the page at `path` features, newest first. */
export async function listFeaturedCaseStudies(path: string, now = new Date()): Promise<ShownCaseStudy[]> {
  return (await listPublicCaseStudies(now)).filter((study) => study.featuredOn.includes(path));
}
