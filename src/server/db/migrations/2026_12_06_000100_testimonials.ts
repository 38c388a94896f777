import { type Kysely, sql } from "kysely";
import { testimonials } from "@/content/testimonials";
import { dialectOf, idColumnType, nowDefault, timestampColumnType } from "../dialect";

/** The pages that showed every testimonial while they were code: the home page, SEO and PPC. */
const SHOWN_ON_BEFORE = ["/", "/seo", "/ppc"];

/**
 * Client testimonials as the admin manages them (decision 195): one row each, in the order the
 * admin chose (`position`), with the pages it is shown on as a JSON list of their paths and its
 * service tags as a JSON list. Today's four, which src/content/testimonials.ts held, are written
 * once here with their texts, dates, tags, five stars and pages, so visitors see no change on an
 * upgrade or a fresh install. Writes raise the content version, as writes to blog_posts do,
 * because public pages show them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable("testimonials")
    .addColumn("id", idColumnType(dialect), (c) => c.primaryKey())
    .addColumn("quote", "text", (c) => c.notNull())
    .addColumn("person", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("company", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("photo", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("rating", "integer", (c) => c.check(sql`rating between 1 and 5`))
    .addColumn("given_on", "text", (c) => c.notNull())
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("shown_on", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("created_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn("updated_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .execute();
  await db.schema.createIndex("testimonials_position").on("testimonials").columns(["position", "id"]).execute();

  if (dialect === "sqlite") {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger testimonials_after_${event} after ${event} on testimonials
           begin update content_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
  } else {
    await sql`
      create trigger testimonials_content_version
      after insert or update or delete or truncate on testimonials
      for each statement execute function bump_content_version()`.execute(db);
  }

  for (const [index, testimonial] of testimonials.entries()) {
    await sql`
      insert into testimonials (quote, person, role, company, rating, given_on, tags, shown_on, position)
      values (${testimonial.quote}, ${testimonial.author}, ${testimonial.position}, ${testimonial.company}, 5,
        ${testimonial.date}, ${JSON.stringify(testimonial.tags ?? [])}, ${JSON.stringify(SHOWN_ON_BEFORE)},
        ${index + 1})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("testimonials").execute();
}
