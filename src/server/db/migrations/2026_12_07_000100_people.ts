import { type Kysely, sql } from "kysely";
import { seededPeople } from "@/content/people";
import { slugify } from "@/lib/slugify";
import { dialectOf, nowDefault, timestampColumnType } from "../dialect";

/** An id for a name no seeded person has: its slug, numbered when taken ("jo-smith-2"). */
function freshId(name: string, taken: Set<string>): string {
  const base = slugify(name) || "person";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

/**
 * The agency's people (decision 197): one row each, whether on the About page's team, writing for
 * the blog, or both. `id` is the address of their author page and never changes; a post names its
 * author by `name`, which is unique. `team` places them on the About page ('' not shown, 'member'
 * in the team, 'founder' in the profile above it); `is_writer` offers them in the post editor and
 * gives them an author page even before their first post. Writes raise the content version.
 * Today's people (src/content/people.ts) are written with their texts; any other name a stored
 * post carries becomes a writer of its own, so every post keeps its author.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const bool = dialect === "sqlite" ? "integer" : "boolean";
  await db.schema
    .createTable("people")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("role", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("short_bio", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("long_bio", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("photo", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("photo_alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("links", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("team", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`team in ('', 'member', 'founder')`),
    )
    .addColumn("experience", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("is_writer", bool, (c) => c.notNull().defaultTo(false))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn("updated_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .execute();
  await db.schema.createIndex("people_position").on("people").columns(["position", "id"]).execute();

  if (dialect === "sqlite") {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger people_after_${event} after ${event} on people
           begin update content_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
  } else {
    await sql`
      create trigger people_content_version
      after insert or update or delete or truncate on people
      for each statement execute function bump_content_version()`.execute(db);
  }

  const yes = dialect === "sqlite" ? 1 : true;
  const no = dialect === "sqlite" ? 0 : false;
  for (const [index, p] of seededPeople.entries()) {
    await sql`
      insert into people (id, name, role, short_bio, long_bio, photo, photo_alt, team, experience, is_writer, position)
      values (${p.id}, ${p.name}, ${p.role}, ${p.shortBio}, ${p.longBio}, ${p.photo}, ${p.photoAlt}, ${p.team},
        ${p.experience}, ${p.writer ? yes : no}, ${index + 1})`.execute(db);
  }

  const known = new Set(seededPeople.map((p) => p.name));
  const taken = new Set(seededPeople.map((p) => p.id));
  const { rows } = await sql<{ author: string }>`select distinct author from blog_posts order by author`.execute(db);
  let position = seededPeople.length;
  for (const { author } of rows) {
    // A post stored without an author stays without one.
    if (known.has(author) || author.trim() === "") continue;
    position += 1;
    await sql`
      insert into people (id, name, is_writer, position)
      values (${freshId(author, taken)}, ${author}, ${yes}, ${position})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("people").execute();
}
