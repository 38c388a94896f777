import { sql } from "kysely";
import { closeDb, getDb } from "@/server/db";
import { dialectOf } from "@/server/db/dialect";
import { insertPost } from "@/server/blog/posts";
import { describeMedia } from "@/server/media/library";
import { prepareDatabase } from "@/server/ops/startup";
import { storeImage } from "@/server/storage/uploads";
import { drawLandscape } from "../../tests/support/artwork";

/**
 * Migrates the database in DATABASE_URL and stores POSTS (default 10,000) varied posts through
 * the posts module, as an admin would over the years, and one article with several large
 * pictures uploaded through the image pipeline into UPLOAD_DIR (`/blog/with-images`). Run by
 * the blog benchmark.
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
/** Camera-sized pictures, as a marketer uploads them: the cover and four in the body. */
const PICTURES = [
  { sky: "#7dd3fc", hills: "#15803d", sun: "#fbbf24" },
  { sky: "#fdba74", hills: "#7c2d12", sun: "#fef08a" },
  { sky: "#c4b5fd", hills: "#1e3a8a", sun: "#f9a8d4" },
  { sky: "#a7f3d0", hills: "#065f46", sun: "#fde68a" },
  { sky: "#fecaca", hills: "#334155", sun: "#fb923c" },
];
const images = [];
for (const [i, colours] of PICTURES.entries()) {
  const image = await storeImage(await drawLandscape(2400, 1350, colours), `landscape-${i + 1}.jpg`);
  await describeMedia(image.name, { alt: `Rolling hills under a low sun, study ${i + 1}`, caption: "" });
  images.push(image);
}
const [cover, ...figures] = images;
await insertPost({
  slug: "with-images",
  title: "What a local business gains from its own photographs",
  excerpt: "Five pictures of the places a business serves, and what each one does for a page.",
  cover: cover!.url,
  author: "Emily Carter",
  category: "Content Strategy",
  content: figures
    .map((figure, i) => `## Picture ${i + 1}\n\n${PARAGRAPH}\n\n![](${figure.url})\n\n${PARAGRAPH}`)
    .join("\n\n"),
  published_at: new Date(start + 3650 * day).toISOString(),
});
// A PostgreSQL server's autovacuum gathers planner statistics soon after a bulk load; do it now.
if (dialectOf(getDb()) === "postgres") await sql`analyze blog_posts`.execute(getDb());
await closeDb();
console.info(`Stored ${count} posts and an article with ${images.length} pictures.`);
