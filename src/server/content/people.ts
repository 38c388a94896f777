import "server-only";
import { isText, jsonList } from "@/lib/json-list";
import { reorder } from "@/lib/reorder";
import { type Selectable, sql } from "kysely";
import { builtInArticles } from "@/content/blog";
import type { ResolvedImage } from "@/lib/blog/resolved-image";
import { coalesceReads } from "@/lib/coalesce-reads";
import { slugify } from "@/lib/slugify";
import type { FieldErrors } from "@/lib/validation/form-fields";
import { type PersonField, type PersonFormValues, type PersonInput, parsePersonForm } from "@/lib/validation/person";
import { type AuditActor, recordAuditBy } from "../auth/audit-log";
import { readContentVersion } from "../blog/content-version";
import { type DB, getDb } from "../db";
import { dialectOf, equalsIgnoringCase } from "../db/dialect";
import type { PeopleTable } from "../db/types";
import { perContentVersion } from "../http/page-cache/content-state";
import { loadImageResolver } from "../media/resolve-image";

/**
 * The people table: one module owns it (decision 197). The admin lists, adds, edits, orders and
 * deletes people here, each write audited; a post names its author by the person's name, so a
 * rename carries their posts along and a deletion hands them to someone else, in the same
 * transaction. Public pages read the whole list once per content version, photos resolved.
 */

export interface Person extends PersonInput {
  /** Their author page's address, `/author/{id}`: made from the first name they had, never changed. */
  id: string;
  position: number;
}

/** A person as a public page draws them: their photo's variants when the media library knows it. */
export interface ShownPerson extends Person {
  photoImage?: ResolvedImage;
}

export const personTextMessages = {
  nameTaken: "Another person already has this name",
  builtInName: "The built-in articles are signed with this name, so it stays",
} as const;

/** The names the built-in articles are signed with: those people keep their name and cannot be deleted. */
const BUILT_IN_AUTHORS: ReadonlySet<string> = new Set(builtInArticles.map((article) => article.author));

const personOf = (row: Selectable<PeopleTable>): Person => ({
  id: row.id,
  position: row.position,
  name: row.name,
  role: row.role,
  shortBio: row.short_bio,
  longBio: row.long_bio,
  photo: row.photo,
  photoAlt: row.photo_alt,
  email: row.email,
  links: jsonList(row.links, isText),
  team: row.team,
  experience: row.experience,
  writer: Boolean(row.is_writer),
});

const columnsOf = (input: PersonInput) => ({
  name: input.name,
  role: input.role,
  short_bio: input.shortBio,
  long_bio: input.longBio,
  photo: input.photo,
  photo_alt: input.photoAlt,
  email: input.email,
  links: JSON.stringify(input.links),
  team: input.team,
  experience: input.experience,
  is_writer: input.writer,
});

/** Everyone, in the order the admin chose. */
export async function listPeople(): Promise<Person[]> {
  const rows = await getDb().selectFrom("people").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(personOf);
}

export async function getPerson(id: string): Promise<Person | undefined> {
  if (id.includes("\0")) return undefined;
  const row = await getDb().selectFrom("people").selectAll().where("id", "=", id).executeTakeFirst();
  return row && personOf(row);
}

/** How many stored posts, in any state, a person's name signs. */
export async function countPostsBy(name: string): Promise<number> {
  const row = await getDb()
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("author", "=", name)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the built-in articles are signed with this name. */
export const signsBuiltInArticles = (name: string) => BUILT_IN_AUTHORS.has(name);

export type SavePersonResult =
  { ok: true; id: string } | { ok: false; fieldErrors: FieldErrors<PersonField> } | { ok: false; notFound: true };

async function nameTaken(db: DB, name: string, except?: string): Promise<boolean> {
  let query = db.selectFrom("people").select("id").where("name", "=", name);
  if (except !== undefined) query = query.where("id", "!=", except);
  return (await query.executeTakeFirst()) !== undefined;
}

/** An id for a new person: their name's slug, numbered when another person has it ("jo-smith-2"). */
async function freshId(db: DB, name: string): Promise<string> {
  const base = slugify(name) || "person";
  const taken = new Set(
    (
      await db
        .selectFrom("people")
        .select("id")
        .where((eb) => eb.or([eb("id", "=", base), eb("id", "like", `${base}-%`)]))
        .execute()
    ).map((row) => row.id),
  );
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/** Adds a person after the checks of the form's schema; they go last in the order. */
export async function createPerson(values: PersonFormValues, by?: AuditActor): Promise<SavePersonResult> {
  const parsed = parsePersonForm(values);
  if ("errors" in parsed) return { ok: false, fieldErrors: parsed.errors };
  const person = parsed.value;
  const stored = await getDb()
    .transaction()
    .execute(async (trx) => {
      if (await nameTaken(trx, person.name)) return undefined;
      const last = await trx
        .selectFrom("people")
        .select((eb) => eb.fn.max("position").as("position"))
        .executeTakeFirst();
      const id = await freshId(trx, person.name);
      await trx
        .insertInto("people")
        .values({ ...columnsOf(person), id, position: Number(last?.position ?? 0) + 1 })
        .execute();
      return id;
    });
  if (stored === undefined) return { ok: false, fieldErrors: { name: personTextMessages.nameTaken } };
  await recordAuditBy(by, "person-created", { type: "person", id: stored, label: person.name });
  return { ok: true, id: stored };
}

/**
 * Replaces a person's fields after the form's checks; their place in the order and their id
 * stay. A new name is written on their posts in the same transaction.
 */
export async function updatePerson(id: string, values: PersonFormValues, by?: AuditActor): Promise<SavePersonResult> {
  const parsed = parsePersonForm(values);
  if ("errors" in parsed) return { ok: false, fieldErrors: parsed.errors };
  const person = parsed.value;
  const outcome = await getDb()
    .transaction()
    .execute(async (trx): Promise<SavePersonResult> => {
      const before = await trx.selectFrom("people").select("name").where("id", "=", id).executeTakeFirst();
      if (!before) return { ok: false, notFound: true };
      if (before.name !== person.name) {
        if (signsBuiltInArticles(before.name))
          return { ok: false, fieldErrors: { name: personTextMessages.builtInName } };
        if (await nameTaken(trx, person.name, id))
          return { ok: false, fieldErrors: { name: personTextMessages.nameTaken } };
        await trx.updateTable("blog_posts").set({ author: person.name }).where("author", "=", before.name).execute();
      }
      await trx
        .updateTable("people")
        .set({ ...columnsOf(person), updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
      return { ok: true, id };
    });
  if (outcome.ok) await recordAuditBy(by, "person-updated", { type: "person", id, label: person.name });
  return outcome;
}

export type DeletePersonResult =
  | { ok: true; postsMoved: number }
  | { ok: false; reason: "not-found" | "built-in" | "needs-successor" | "bad-successor" };

/**
 * Deletes a person. One whose name signs posts needs `successorId`, another person, who takes
 * them over in the same transaction; one the built-in articles are signed by cannot be deleted.
 */
export async function deletePerson(
  id: string,
  successorId: string | undefined,
  by?: AuditActor,
): Promise<DeletePersonResult> {
  const outcome = await getDb()
    .transaction()
    .execute(async (trx): Promise<DeletePersonResult & { name?: string; successor?: string }> => {
      const person = await trx.selectFrom("people").select("name").where("id", "=", id).executeTakeFirst();
      if (!person) return { ok: false, reason: "not-found" };
      if (signsBuiltInArticles(person.name)) return { ok: false, reason: "built-in" };
      const posts = await trx
        .selectFrom("blog_posts")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("author", "=", person.name)
        .executeTakeFirstOrThrow();
      const count = Number(posts.n);
      let successor: string | undefined;
      if (count > 0) {
        if (successorId === undefined) return { ok: false, reason: "needs-successor" };
        const heir =
          successorId === id
            ? undefined
            : await trx.selectFrom("people").select("name").where("id", "=", successorId).executeTakeFirst();
        if (!heir) return { ok: false, reason: "bad-successor" };
        successor = heir.name;
        await trx.updateTable("blog_posts").set({ author: heir.name }).where("author", "=", person.name).execute();
      }
      await trx.deleteFrom("people").where("id", "=", id).execute();
      return { ok: true, postsMoved: count, name: person.name, successor };
    });
  if (!outcome.ok) return outcome;
  const { name, successor, postsMoved } = outcome;
  await recordAuditBy(by, "person-deleted", {
    type: "person",
    id,
    label: successor ? `${name} (${postsMoved} posts to ${successor})` : name,
  });
  return { ok: true, postsMoved };
}

/**
 * Swaps a person with their neighbour above or below in the order. False when there is no such
 * person or they are already first (last); nothing is written then.
 */
export async function movePerson(id: string, direction: "up" | "down", by?: AuditActor): Promise<boolean> {
  const moved = await getDb()
    .transaction()
    .execute(async (trx) => {
      const rows = await trx
        .selectFrom("people")
        .select(["id", "position", "name"])
        .orderBy("position")
        .orderBy("id")
        .execute();
      const swap = reorder(rows, id, direction);
      if (!swap) return undefined;
      for (const change of swap.changes)
        await trx.updateTable("people").set({ position: change.position }).where("id", "=", change.id).execute();
      return swap.moved;
    });
  if (moved)
    await recordAuditBy(by, direction === "up" ? "person-moved-up" : "person-moved-down", {
      type: "person",
      id,
      label: moved.name,
    });
  return moved !== undefined;
}

/** The people whose e-mail address is this one, in any case (a privacy request: their own record). */
export async function findPeopleByEmail(email: string): Promise<Person[]> {
  if (email === "" || email.includes("\0")) return [];
  const db = getDb();
  const rows = await db
    .selectFrom("people")
    .selectAll()
    .where(equalsIgnoringCase(dialectOf(db), sql.ref<string>("email"), email))
    .orderBy("position")
    .execute();
  return rows.map(personOf);
}

/**
 * A privacy erasure of the people with this address, inside the caller's transaction. One whose
 * name signs no post goes; one whose name does keeps it, on the posts and their page, and loses
 * everything else the site holds on them (address, photo, bios, links), leaving the About page and
 * the writers. Returns how many people it touched.
 */
export async function erasePeopleByEmail(db: DB, email: string): Promise<number> {
  if (email === "" || email.includes("\0")) return 0;
  const rows = await db
    .selectFrom("people")
    .select(["id", "name"])
    .where(equalsIgnoringCase(dialectOf(db), sql.ref<string>("email"), email))
    .execute();
  for (const { id, name } of rows) {
    const posts = await db.selectFrom("blog_posts").select("id").where("author", "=", name).limit(1).executeTakeFirst();
    if (posts === undefined && !signsBuiltInArticles(name)) {
      await db.deleteFrom("people").where("id", "=", id).execute();
      continue;
    }
    await db
      .updateTable("people")
      .set({
        role: "",
        short_bio: "",
        long_bio: "",
        photo: "",
        photo_alt: "",
        email: "",
        links: "[]",
        team: "",
        experience: "",
        is_writer: false,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .execute();
  }
  return rows.length;
}

/** Everyone, in order, photos resolved: what the public pages read, once per content version. */
async function loadShownPeople(): Promise<ShownPerson[]> {
  const all = await listPeople();
  const resolveImage = await loadImageResolver(all.map((p) => p.photo));
  return all.map((p) => {
    const photoImage = p.photo ? resolveImage(p.photo) : undefined;
    return photoImage ? { ...p, photoImage } : p;
  });
}

const readVersion = coalesceReads(readContentVersion);
const shownPeople = perContentVersion(loadShownPeople);

/** Everyone, as the public pages draw them, in the admin's order. */
export async function listShownPeople(): Promise<ShownPerson[]> {
  return shownPeople(await readVersion());
}

/** The person a byline names, if there is one. */
export async function findShownPersonByName(name: string): Promise<ShownPerson | undefined> {
  return (await listShownPeople()).find((person) => person.name === name);
}

/** The person an author page's address names. */
export async function findShownPersonById(id: string): Promise<ShownPerson | undefined> {
  return (await listShownPeople()).find((person) => person.id === id);
}

/** The About page's people: its founder (the first marked so) and its team, in order. */
export async function listTeam(): Promise<{ founder?: ShownPerson; members: ShownPerson[] }> {
  const all = await listShownPeople();
  return { founder: all.find((p) => p.team === "founder"), members: all.filter((p) => p.team === "member") };
}

/** The names the post editor offers: the writers, and the post's own author whoever they are. */
export async function listAuthorChoices(current?: string): Promise<string[]> {
  const people = await listPeople();
  return people.filter((p) => p.writer || p.name === current).map((p) => p.name);
}

/**
 * Makes a writer of every name here no person has (posts copied in by "Add Sample Posts" or
 * "Migrate Old Posts" after their author was deleted), so that every post is signed by a person.
 */
export async function ensurePeopleNamed(names: readonly string[], by?: AuditActor): Promise<void> {
  for (const name of new Set(names)) {
    if (await isPersonName(name)) continue;
    const values = { name, role: "", short_bio: "", long_bio: "", photo: "", photo_alt: "", email: "", links: "" };
    const created = await createPerson({ ...values, team: "", experience: "", writer: true }, by);
    if (!created.ok) throw new Error(`A writer named "${name}" could not be added`);
  }
}

/** Whether a post may be signed with this name: a person has it. */
export async function isPersonName(name: string): Promise<boolean> {
  return nameTaken(getDb(), name);
}
