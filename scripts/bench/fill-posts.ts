import { sql } from "kysely";
import { closeDb, getDb } from "@/server/db";
import { dialectOf } from "@/server/db/dialect";
import { insertPost } from "@/server/blog/posts";
import { prepareDatabase } from "@/server/ops/startup";

/**
 * Migrates the database in DATABASE_URL and stores POSTS (default 10,000) varied posts through
 * the posts module, as an admin would over the years. Run by the blog benchmark.
 */

const CATEGORIES = [
  "SEO",
  "PPC",
  "Social Media",
  "Email Marketing",
  "Web Development",
  "Web Hosting",
  "Content Strategy",
  "Automotive Marketing",
  "Service Business Marketing",
  "Marketing Strategy",
  "AI Consulting",
  "Small Business",
];
const TOPICS = [
  "local SEO",
  "Google Ads",
  "landing pages",
  "e-mail newsletters",
  "short video",
  "review requests",
  "site speed",
  "keyword research",
  "retargeting",
  "Business Profile posts",
  "SEO audits",
  "analytics",
  "brand search",
  "content calendars",
];
const AUDIENCES = ["plumbers", "dentists", "dealerships", "roofers", "restaurants", "law firms", "gyms", "retailers"];
const PLACES = ["Salt Lake City", "Provo", "Ogden", "St. George", "Park City", "Sandy", "Orem", "Logan"];
const AUTHORS = ["Marcos Silva", "Emily Carter", "Jordan Reyes", "Resgatar Team"];
const PARAGRAPH =
  "Most of what moves results for a local business is unglamorous: clear pages, fast answers, steady reviews and " +
  "tracking that tells you which calls came from where. This paragraph stands in for the body of a real article, " +
  "long enough that the table holds realistic rows rather than tiny ones.";

const pick = <T>(items: readonly T[], n: number) => items[n % items.length]!;

const count = Number(process.env.POSTS) || 10_000;
await prepareDatabase();
const day = 24 * 60 * 60 * 1000;
const start = Date.UTC(2016, 0, 1, 12);
for (let i = 0; i < count; i++) {
  const topic = pick(TOPICS, i * 7);
  const audience = pick(AUDIENCES, i * 3);
  const place = pick(PLACES, i * 5);
  await insertPost({
    slug: `post-${i + 1}`,
    title: `${topic[0]!.toUpperCase()}${topic.slice(1)} for ${audience} in ${place}`,
    excerpt: `What ${audience} in ${place} should know about ${topic}, with examples from real campaigns.`,
    cover: "/images/blog/default-cover.svg",
    author: pick(AUTHORS, i),
    category: pick(CATEGORIES, i * 11),
    content: `## ${topic}\n\n${Array.from({ length: 12 }, () => PARAGRAPH).join("\n\n")}`,
    published_at: new Date(start + ((i * 7919) % 3650) * day).toISOString(),
  });
}
// A PostgreSQL server's autovacuum gathers planner statistics soon after a bulk load; do it now.
if (dialectOf(getDb()) === "postgres") await sql`analyze blog_posts`.execute(getDb());
await closeDb();
console.info(`Stored ${count} posts.`);
