import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { TermPage } from "@/components/blog/term-page";
import { pageSiteFacts } from "@/server/page-site-facts";
import { blogPageMetadata } from "@/components/seo/page-metadata";
import { termCopy as copy } from "@/content/blog-pages";
import { PAGE_SIZE, articlePagesQuery } from "@/lib/blog/listing";
import { termPath } from "@/lib/blog/taxonomy";
import { getCategoryArticles } from "@/server/blog/reader";
import { getTerm } from "@/server/blog/taxonomy";
import { getConfig } from "@/server/config";
import { getLogger } from "@/server/ops/logger";

/** A category's description; a failed read shows the page without one. */
const describedAs = cache(async (slug: string) => {
  try {
    return (await getTerm("category", slug))?.description ?? "";
  } catch (error) {
    getLogger().error({ err: error }, `Reading the description of the category "${slug}" failed.`);
    return "";
  }
});

export async function generateMetadata({ params }: PageProps<"/blog/category/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const category = await getCategoryArticles(slug, { limit: 0 });
  if (!category) return {};
  const description = await describedAs(slug);
  return blogPageMetadata(
    {
      title: copy.title(category.name),
      description: description.split("\n")[0] || copy.description(category.name),
      path: termPath("category", slug),
    },
    await pageSiteFacts(),
  );
}

export default async function CategoryPage({ params, searchParams }: PageProps<"/blog/category/[slug]">) {
  const { slug } = await params;
  const { page } = articlePagesQuery.parse(await searchParams);
  const [category, description] = await Promise.all([
    getCategoryArticles(slug, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    describedAs(slug),
  ]);
  if (!category) notFound();
  const path = termPath("category", slug);
  const pageCount = Math.max(1, Math.ceil(category.articles.matched / PAGE_SIZE));
  if (page > pageCount) redirect(path);
  return (
    <TermPage
      kind="category"
      name={category.name}
      description={description}
      path={path}
      page={page}
      pageCount={pageCount}
      articles={category.articles}
      siteUrl={getConfig().siteUrl}
    />
  );
}
