import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { TermPage } from "@/components/blog/term-page";
import { pageSiteFacts } from "@/server/page-site-facts";
import { blogPageMetadata } from "@/components/seo/page-metadata";
import { termCopy as copy } from "@/content/blog-pages";
import { PAGE_SIZE, articlePagesQuery } from "@/lib/blog/listing";
import { termPath } from "@/lib/blog/taxonomy";
import { getTagArticles } from "@/server/blog/reader";
import { getTerm } from "@/server/blog/taxonomy";
import { getConfig } from "@/server/config";
import { getLogger } from "@/server/ops/logger";

/**
 * The tag and a page of its public articles; undefined, for a 404, when no public article
 * carries it. A failed read answers 404 too, and is logged, as an author's page does.
 */
const loadTag = cache(async (slug: string, page: number) => {
  try {
    const tag = await getTerm("tag", slug);
    if (!tag) return undefined;
    const articles = await getTagArticles(slug, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
    return articles.matched === 0 ? undefined : { tag, articles };
  } catch (error) {
    getLogger().error({ err: error }, `Loading the tag "${slug}" failed.`);
    return undefined;
  }
});

export async function generateMetadata({ params }: PageProps<"/blog/tag/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const loaded = await loadTag(slug, 1);
  if (!loaded) return {};
  return blogPageMetadata(
    {
      title: copy.title(loaded.tag.name),
      description: loaded.tag.description.split("\n")[0] || copy.description(loaded.tag.name),
      path: termPath("tag", slug),
    },
    await pageSiteFacts(),
  );
}

export default async function TagPage({ params, searchParams }: PageProps<"/blog/tag/[slug]">) {
  const { slug } = await params;
  const { page } = articlePagesQuery.parse(await searchParams);
  const path = termPath("tag", slug);
  const loaded = await loadTag(slug, page);
  if (!loaded) {
    if (page > 1) redirect(path);
    notFound();
  }
  const pageCount = Math.max(1, Math.ceil(loaded.articles.matched / PAGE_SIZE));
  if (page > pageCount) redirect(path);
  return (
    <TermPage
      kind="tag"
      name={loaded.tag.name}
      description={loaded.tag.description}
      path={path}
      page={page}
      pageCount={pageCount}
      articles={loaded.articles}
      siteUrl={getConfig().siteUrl}
    />
  );
}
