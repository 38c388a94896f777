import "server-only";
import { isText, jsonList } from "@/lib/json-list";
import { reorder } from "@/lib/reorder";
import type { Selectable, Transaction } from "kysely";
import { testimonialPlaces } from "@/content/testimonials";
import type { ResolvedImage } from "@/lib/blog/resolved-image";
import { coalesceReads } from "@/lib/coalesce-reads";
import type { FieldErrors } from "@/lib/validation/form-fields";
import {
  type TestimonialField,
  type TestimonialFormValues,
  type TestimonialInput,
  parseTestimonialForm,
} from "@/lib/validation/testimonial";
import { type AuditActor, recordAuditBy } from "../auth/audit-log";
import { readContentVersion } from "../blog/content-version";
import { getDb } from "../db";
import type { Database, TestimonialsTable } from "../db/types";
import { perContentVersion } from "../http/page-cache/content-state";
import { loadImageResolver } from "../media/resolve-image";
import { listCaseStudyPlaces } from "./case-studies";

/**
 * The testimonials table: one module owns it (decision 195). The admin lists, adds, edits,
 * deletes and orders testimonials here; each write is audited and raises the content version
 * by trigger, so stored pages are rendered again on every process. Public pages read the whole
 * list once per content version, photos resolved, and pick theirs from it in memory.
 */

export interface Testimonial extends TestimonialInput {
  id: number;
  position: number;
}

/** A testimonial as a public page draws it: its photo's variants when the media library knows it. */
export interface ShownTestimonial extends Testimonial {
  photoImage?: ResolvedImage;
}

/** The pages a testimonial may be shown on, in the order the form lists them: the fixed ones and every case study's. */
export async function listTestimonialPlaces(): Promise<{ path: string; label: string }[]> {
  return [...testimonialPlaces, ...(await listCaseStudyPlaces())];
}

const placeSet = async () => new Set((await listTestimonialPlaces()).map((place) => place.path));

const testimonialOf = (row: Selectable<TestimonialsTable>): Testimonial => ({
  id: row.id,
  position: row.position,
  quote: row.quote,
  person: row.person,
  role: row.role,
  company: row.company,
  photo: row.photo,
  rating: row.rating === null ? null : Number(row.rating),
  givenOn: row.given_on,
  tags: jsonList(row.tags, isText),
  shownOn: jsonList(row.shown_on, isText),
});

const columnsOf = (input: TestimonialInput) => ({
  quote: input.quote,
  person: input.person,
  role: input.role,
  company: input.company,
  photo: input.photo,
  rating: input.rating,
  given_on: input.givenOn,
  tags: JSON.stringify(input.tags),
  shown_on: JSON.stringify(input.shownOn),
});

/** Who a testimonial is from, for the audit log and the admin's buttons: "Dana Whitaker, Wasatch Home Services". */
export const testimonialLabel = (t: Pick<TestimonialInput, "person" | "company">) =>
  t.company ? `${t.person}, ${t.company}` : t.person;

/** Every testimonial, in the order the admin chose. */
export async function listTestimonials(): Promise<Testimonial[]> {
  const rows = await getDb().selectFrom("testimonials").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(testimonialOf);
}

export async function getTestimonial(id: number): Promise<Testimonial | undefined> {
  const row = await getDb().selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirst();
  return row && testimonialOf(row);
}

export type SaveTestimonialResult =
  { ok: true; id: number } | { ok: false; fieldErrors: FieldErrors<TestimonialField> } | { ok: false; notFound: true };

/** Adds a testimonial after the checks of the form's schema; it goes last in the order. */
export async function createTestimonial(
  values: TestimonialFormValues,
  by?: AuditActor,
): Promise<SaveTestimonialResult> {
  const parsed = parseTestimonialForm(values, await placeSet());
  if ("errors" in parsed) return { ok: false, fieldErrors: parsed.errors };
  const db = getDb();
  const stored = await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("testimonials")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    return trx
      .insertInto("testimonials")
      .values({ ...columnsOf(parsed.value), position: Number(last?.position ?? 0) + 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
  });
  await recordAuditBy(by, "testimonial-created", {
    type: "testimonial",
    id: stored.id,
    label: testimonialLabel(parsed.value),
  });
  return { ok: true, id: stored.id };
}

/** Replaces a testimonial's fields after the form's checks; its place in the order stays. */
export async function updateTestimonial(
  id: number,
  values: TestimonialFormValues,
  by?: AuditActor,
): Promise<SaveTestimonialResult> {
  const parsed = parseTestimonialForm(values, await placeSet());
  if ("errors" in parsed) return { ok: false, fieldErrors: parsed.errors };
  const updated = await getDb()
    .updateTable("testimonials")
    .set({ ...columnsOf(parsed.value), updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return { ok: false, notFound: true };
  await recordAuditBy(by, "testimonial-updated", { type: "testimonial", id, label: testimonialLabel(parsed.value) });
  return { ok: true, id };
}

/** Returns whether a testimonial was deleted. */
export async function deleteTestimonial(id: number, by?: AuditActor): Promise<boolean> {
  const deleted = await getDb()
    .deleteFrom("testimonials")
    .where("id", "=", id)
    .returning(["id", "person", "company"])
    .executeTakeFirst();
  if (deleted)
    await recordAuditBy(by, "testimonial-deleted", { type: "testimonial", id, label: testimonialLabel(deleted) });
  return deleted !== undefined;
}

/**
 * Swaps a testimonial with its neighbour above or below in the order. False when there is no
 * such testimonial or it is already first (last); nothing is written then.
 */
export async function moveTestimonial(id: number, direction: "up" | "down", by?: AuditActor): Promise<boolean> {
  const moved = await getDb()
    .transaction()
    .execute(async (trx) => {
      const rows = await trx
        .selectFrom("testimonials")
        .select(["id", "position", "person", "company"])
        .orderBy("position")
        .orderBy("id")
        .execute();
      const swap = reorder(rows, id, direction);
      if (!swap) return undefined;
      for (const change of swap.changes)
        await trx.updateTable("testimonials").set({ position: change.position }).where("id", "=", change.id).execute();
      return swap.moved;
    });
  if (moved)
    await recordAuditBy(by, direction === "up" ? "testimonial-moved-up" : "testimonial-moved-down", {
      type: "testimonial",
      id,
      label: testimonialLabel(moved),
    });
  return moved !== undefined;
}

/**
 * Within the transaction that moves a page (a case study's new address): the testimonials shown
 * on it are shown at its new address.
 */
export async function moveTestimonialPlace(trx: Transaction<Database>, from: string, to: string): Promise<void> {
  const rows = await trx.selectFrom("testimonials").select(["id", "shown_on"]).execute();
  for (const row of rows) {
    const shownOn = jsonList(row.shown_on, isText);
    if (!shownOn.includes(from)) continue;
    const moved = [...new Set(shownOn.map((path) => (path === from ? to : path)))];
    await trx
      .updateTable("testimonials")
      .set({ shown_on: JSON.stringify(moved) })
      .where("id", "=", row.id)
      .execute();
  }
}

/** Every testimonial, in order, photos resolved: what the public pages read, once per content version. */
async function loadShownTestimonials(): Promise<ShownTestimonial[]> {
  const all = await listTestimonials();
  const resolveImage = await loadImageResolver(all.map((t) => t.photo));
  return all.map((t) => {
    const photoImage = t.photo ? resolveImage(t.photo) : undefined;
    return photoImage ? { ...t, photoImage } : t;
  });
}

const readVersion = coalesceReads(readContentVersion);
const shownTestimonials = perContentVersion(loadShownTestimonials);

/** The testimonials the page at `path` shows, in the order the admin chose. */
export async function listShownTestimonials(path: string): Promise<ShownTestimonial[]> {
  return (await shownTestimonials(await readVersion())).filter((t) => t.shownOn.includes(path));
}
