import "server-only";
import { builtInArticles } from "@/content/blog";
import { categoriesOf, type PostPage, type PostQuery, queryPosts } from "@/lib/blog/query";
import type { Post, PostSummary } from "@/lib/blog/types";
import { calendarDayOf } from "@/lib/dates";
import { termPath } from "@/lib/blog/taxonomy";
import { slugify } from "@/lib/slugify";
import {
  getPublishedPostBySlug,
  listPublishedCategories,
  listPublishedPosts,
  listPublishedPostsByAuthor,
  listPublishedPostsByTag,
  listPublishedTagSlugs,
  listRelatedPublishedPosts,
  listSitemapPosts,
} from "./published-posts";
import { getLogger } from "../ops/logger";
import { slugExists } from "./posts";

/**
 * What the public blog reads. The only place that decides between the database and the
 * built-in articles: while the database holds no public post (drafts and scheduled posts are
 * not, decision 191), or cannot be read, readers see the built-ins, under the same search,
 * filter and sort rules. A built-in article's own address
 * keeps working after the database has posts, so links to it never break.
 */

export interface Article {
  post: Post;
  /** Whether it is one of the built-in articles rather than a stored post. */
  builtIn: boolean;
}

const summaries: readonly PostSummary[] = builtInArticles.map(({ content: _content, ...summary }) => summary);

async function orBuiltIn<T>(
  what: string,
  read: () => Promise<T>,
  builtIn: () => T,
  { whenEmpty, onError }: { whenEmpty: (result: T) => boolean; onError: "built-in" | "throw" },
): Promise<T> {
  try {
    const result = await read();
    if (!whenEmpty(result)) return result;
  } catch (error) {
    if (onError === "throw") throw error;
    getLogger().error({ err: error }, `Reading ${what} failed; showing the built-in articles instead.`);
  }
  return builtIn();
}

/** A page of the listing, with how many articles match and how many there are. */
export function getBlogListing(query: PostQuery): Promise<PostPage<PostSummary>> {
  return orBuiltIn(
    "the blog listing",
    () => listPublishedPosts(query),
    () => queryPosts(summaries, query),
    { whenEmpty: (page) => page.total === 0, onError: "built-in" },
  );
}

export function getBlogCategories(): Promise<string[]> {
  return orBuiltIn(
    "the blog categories",
    () => listPublishedCategories(),
    () => categoriesOf(summaries),
    {
      whenEmpty: (categories) => categories.length === 0,
      onError: "built-in",
    },
  );
}

/** The public stored post with this slug, else the built-in article with it, else undefined. */
export async function getArticle(slug: string): Promise<Article | undefined> {
  let stored: Post | undefined;
  try {
    stored = await getPublishedPostBySlug(slug);
  } catch (error) {
    getLogger().error({ err: error }, `Reading the post "${slug}" failed; looking among the built-in articles.`);
  }
  if (stored) return { post: stored, builtIn: false };
  const builtIn = builtInArticles.find((article) => article.slug === slug);
  return builtIn && { post: builtIn, builtIn: true };
}

/** Up to three other articles of the same category, from the article's own source. */
export function getRelatedArticles({ post, builtIn }: Article): Promise<PostSummary[]> {
  const fromBuiltIns = () =>
    queryPosts(
      summaries.filter((summary) => summary.slug !== post.slug),
      { category: post.category, limit: 3 },
    ).posts;
  if (builtIn) return Promise.resolve(fromBuiltIns());
  return orBuiltIn(`the articles related to "${post.slug}"`, () => listRelatedPublishedPosts(post), fromBuiltIns, {
    whenEmpty: () => false,
    onError: "built-in",
  });
}

/**
 * A page of an author's articles. A failed read is thrown, not hidden: the author page shows
 * its "Author Not Found" screen for it.
 */
export function getAuthorArticles(
  author: string,
  page: Pick<PostQuery, "offset" | "limit">,
): Promise<PostPage<PostSummary>> {
  return orBuiltIn(
    `the articles of ${author}`,
    () => listPublishedPostsByAuthor(author, page),
    () => {
      const mine = queryPosts(
        summaries.filter((summary) => summary.author === author),
        page,
      );
      return { ...mine, total: summaries.length };
    },
    { whenEmpty: (result) => result.total === 0, onError: "throw" },
  );
}

/**
 * The category whose address is this slug and a page of its articles, from the same source as
 * the listing (the built-ins while no post is public); undefined when no article is in it.
 */
export async function getCategoryArticles(
  slug: string,
  page: Pick<PostQuery, "offset" | "limit">,
): Promise<{ name: string; articles: PostPage<PostSummary> } | undefined> {
  const name = (await getBlogCategories()).find((category) => slugify(category) === slug);
  if (name === undefined) return undefined;
  return { name, articles: await getBlogListing({ ...page, category: name }) };
}

/**
 * A page of the public posts with a tag. Built-in articles have no tags; a failed read is
 * thrown, for the tag page to answer 404 and log it, as an author's page does.
 */
export function getTagArticles(
  slug: string,
  page: Pick<PostQuery, "offset" | "limit">,
): Promise<PostPage<PostSummary>> {
  return listPublishedPostsByTag(slug, page);
}

const FEED_SIZE = 50;

/** The newest articles, for the RSS feed. */
export async function getFeedArticles(): Promise<PostSummary[]> {
  return (await getBlogListing({ limit: FEED_SIZE })).posts;
}

/** The address and last change of every article search engines may index, for the sitemap. */
export function getSitemapArticles(): Promise<{ slug: string; updatedAt: string; author: string }[]> {
  return orBuiltIn(
    "the sitemap's articles",
    () => listSitemapPosts(),
    () =>
      queryPosts(summaries, {}).posts.map((post) => ({
        slug: post.slug,
        updatedAt: calendarDayOf(post.published_at),
        author: post.author,
      })),
    { whenEmpty: (entries) => entries.length === 0, onError: "built-in" },
  );
}

/** The public pages of the categories and tags readers can see, for the sitemap. */
export async function getSitemapTermPaths(): Promise<string[]> {
  const [categories, tags] = await Promise.all([
    getBlogCategories(),
    orBuiltIn(
      "the sitemap's tags",
      () => listPublishedTagSlugs(),
      () => [],
      {
        whenEmpty: () => false,
        onError: "built-in",
      },
    ),
  ]);
  return [
    ...categories.map((category) => termPath("category", slugify(category))),
    ...tags.map((slug) => termPath("tag", slug)),
  ];
}

/**
 * Whether a page of the blog lives at this address: a stored post (a draft included), a
 * built-in article, or a category or tag page readers can see. A redirect from it would hide it.
 */
export async function blogPageExists(path: string): Promise<boolean> {
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (slug !== undefined) return (await slugExists(slug)) || (await getArticle(slug)) !== undefined;
  return path.startsWith("/blog/") && (await getSitemapTermPaths()).includes(path);
}
