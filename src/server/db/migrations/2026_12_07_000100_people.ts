import { type Kysely, sql } from "kysely";
import { slugify } from "@/lib/slugify";
import { dialectOf, nowDefault, timestampColumnType } from "../dialect";

/** A person as this migration writes them: the columns of `people` that differ from their defaults. */
export interface SeededPerson {
  id: string;
  name: string;
  role: string;
  shortBio: string;
  longBio: string;
  photo: string;
  photoAlt: string;
  team: "" | "member" | "founder";
  experience: string;
  writer: boolean;
}

const PLACEHOLDER = "/images/authors/placeholder.svg";

/**
 * The agency's people as the site showed them while they were code (the About page's founder and
 * team, the blog's four authors), in the team's order. Each id is the one the author's address
 * had (`/author/marcos-silva`); the founder's long bio is the two paragraphs the About page drew.
 * This copy is the migration's own: later edits to the site never change what it seeds.
 */
export const seededPeople: readonly SeededPerson[] = [
  {
    id: "rafael-moreira",
    name: "Rafael Moreira",
    role: "Founder & CEO",
    shortBio: "",
    longBio: [
      "Rafael has spent over 18 years in digital marketing, from running search campaigns for national retailers to building websites for neighborhood shops. He started Resgatar in Salt Lake City in 2012 after watching too many good local businesses lose money to agencies that hid behind jargon and long contracts.",
      "He still reviews every new client's accounts himself, and he still believes the best marketing report is a ringing phone.",
    ].join("\n\n"),
    photo: "/images/team/rafael-moreira.svg",
    photoAlt: "Illustrated portrait of Rafael Moreira, founder of Resgatar Marketing, smiling in a navy blazer",
    team: "founder",
    experience: "over 18 years",
    writer: false,
  },
  {
    id: "hannah-lindqvist",
    name: "Hannah Lindqvist",
    role: "Director of Paid Media",
    shortBio:
      "Hannah manages our Google Ads, Meta and TikTok campaigns. She holds Google Ads and Analytics certifications and has a habit of finding the wasted spend in any account within the first week.",
    longBio: "",
    photo: "/images/team/hannah-lindqvist.svg",
    photoAlt: "Illustrated portrait of Hannah Lindqvist with shoulder-length blond hair and glasses",
    team: "member",
    experience: "",
    writer: false,
  },
  {
    id: "marcus-tuilagi",
    name: "Marcus Tuilagi",
    role: "SEO & Content Lead",
    shortBio:
      "Marcus plans the content calendars and technical fixes that move our clients up in local search. Before joining Resgatar he wrote for newsrooms, and it shows in every page he edits.",
    longBio: "",
    photo: "/images/team/marcus-tuilagi.svg",
    photoAlt: "Illustrated portrait of Marcus Tuilagi with short curly dark hair and a green sweater",
    team: "member",
    experience: "",
    writer: false,
  },
  {
    id: "priya-raman",
    name: "Priya Raman",
    role: "AI & Automation Strategist",
    shortBio:
      "Priya helps business owners put AI to work safely: choosing the right tools, connecting them to the systems they already use and training their teams to get real time back.",
    longBio: "",
    photo: "/images/team/priya-raman.svg",
    photoAlt: "Illustrated portrait of Priya Raman with long dark hair in a coral top",
    team: "member",
    experience: "",
    writer: false,
  },
  {
    id: "jake-sorensen",
    name: "Jake Sorensen",
    role: "Web Development Lead",
    shortBio:
      "Jake builds the fast, accessible websites our campaigns send traffic to, and keeps them online. He looks after hosting, domains and the small technical emergencies nobody else wants.",
    longBio: "",
    photo: "/images/team/jake-sorensen.svg",
    photoAlt: "Illustrated portrait of Jake Sorensen with a short beard and a grey hat",
    team: "member",
    experience: "",
    writer: false,
  },
  {
    id: "marcos-silva",
    name: "Marcos Silva",
    role: "Digital Marketing Strategist",
    shortBio:
      "Marcos plans the campaigns behind our clients' growth, from the first audit to the monthly report. He has spent his career helping Utah shops, dealerships and service companies turn search, ads and e-mail into booked jobs, and he writes about what actually moved the numbers.",
    longBio: "",
    photo: "/images/authors/marcos-silva.svg",
    photoAlt: "",
    team: "",
    experience: "",
    writer: true,
  },
  {
    id: "emily-carter",
    name: "Emily Carter",
    role: "SEO Specialist",
    shortBio:
      "Emily runs technical audits, local search and content plans. She likes sites that load fast, answer the question a searcher typed and earn their rankings one useful page at a time.",
    longBio: "",
    photo: PLACEHOLDER,
    photoAlt: "",
    team: "",
    experience: "",
    writer: true,
  },
  {
    id: "jordan-reyes",
    name: "Jordan Reyes",
    role: "Social Media Manager",
    shortBio:
      "Jordan builds social calendars, short videos and paid social campaigns for local brands. Jordan's rule: post what your customers would forward to a friend, then measure whether they did.",
    longBio: "",
    photo: PLACEHOLDER,
    photoAlt: "",
    team: "",
    experience: "",
    writer: true,
  },
  {
    id: "resgatar-team",
    name: "Resgatar Team",
    role: "Digital Marketing Experts",
    shortBio:
      "Articles written together by our strategists, search specialists, ad managers and developers in Salt Lake City, drawing on more than a decade of campaigns for local businesses.",
    longBio: "",
    photo: PLACEHOLDER,
    photoAlt: "",
    team: "",
    experience: "",
    writer: true,
  },
];

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
 * Today's people are written with their texts; any other name a stored post carries becomes a
 * writer of its own, so every post keeps its author.
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
