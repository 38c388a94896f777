import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ArticleGrid } from "@/components/blog/article-grid";
import { AuthorProfile } from "@/components/blog/author-profile";
import { BlogLink } from "@/components/blog/blog-link";
import { Pagination } from "@/components/blog/pagination";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonClass } from "@/components/ui/button";
import { authorCopy as copy } from "@/content/blog-pages";
import { PAGE_SIZE, articlePagesQuery } from "@/lib/blog/listing";
import { pageSiteFacts } from "@/server/page-site-facts";
import { blogPageMetadata } from "@/components/seo/page-metadata";
import type { PostPage } from "@/lib/blog/query";
import type { PostSummary } from "@/lib/blog/types";
import { breadcrumbList } from "@/lib/seo/structured-data";
import { getAuthorArticles } from "@/server/blog/reader";
import { getConfig } from "@/server/config";
import { findShownPersonById } from "@/server/content/people";
import { loadImageResolver } from "@/server/media/resolve-image";
import { getLogger } from "@/server/ops/logger";

/** The person an author page's address names; a failed read is logged and answered as nobody. */
async function personOf(authorId: string) {
  try {
    return await findShownPersonById(authorId);
  } catch (error) {
    // A failed load shows the same "Author Not Found" screen (decision 027).
    getLogger().error({ err: error }, `Loading the person ${authorId} failed.`);
    return undefined;
  }
}

export async function generateMetadata({ params }: PageProps<"/author/[authorId]">): Promise<Metadata> {
  const { authorId } = await params;
  const author = await personOf(authorId);
  if (!author) return {};
  return blogPageMetadata(
    {
      title: author.role ? `${author.name}, ${author.role}` : author.name,
      description: author.shortBio || copy.articlesHeading(author.name),
      path: `/author/${authorId}`,
    },
    await pageSiteFacts(),
  );
}

/**
 * A person's page and their articles (decision 197): there is one for everyone with a public
 * post, and for the writers before their first; anyone else's address is not found.
 */
export default async function AuthorPage({ params, searchParams }: PageProps<"/author/[authorId]">) {
  const { authorId } = await params;
  const author = await personOf(authorId);
  if (!author) notFound();
  const { page } = articlePagesQuery.parse(await searchParams);

  let articles: PostPage<PostSummary>;
  try {
    articles = await getAuthorArticles(author.name, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  } catch (error) {
    // A failed load shows the same "Author Not Found" screen (decision 027).
    getLogger().error({ err: error }, `Loading the articles of ${author.name} failed.`);
    notFound();
  }
  if (articles.matched === 0 && !author.writer) notFound();
  const pageCount = Math.max(1, Math.ceil(articles.matched / PAGE_SIZE));
  const path = `/author/${authorId}`;
  if (page > pageCount) redirect(path);
  const resolveImage = await loadImageResolver(articles.posts.map((post) => post.cover));

  return (
    <>
      <AuthorProfile author={author} />
      <section
        id="articles"
        aria-labelledby="author-articles-heading"
        className="mx-auto max-w-7xl scroll-mt-24 px-4 py-14 sm:px-6 lg:px-8"
      >
        <h2 id="author-articles-heading" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {copy.articlesHeading(author.name)}
        </h2>
        {articles.matched === 0 ? (
          <div className="mt-6 rounded-lg bg-ink-50 px-6 py-12 text-center ring-1 ring-ink-200">
            <p className="text-lg text-ink-700">{copy.noArticles(author.name)}</p>
            <BlogLink href="/blog" className={buttonClass({}, "mt-6")}>
              {copy.browseAll}
            </BlogLink>
          </div>
        ) : (
          <div className="mt-8">
            <ArticleGrid posts={articles.posts} showAuthor={false} resolveCover={resolveImage} />
          </div>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(n) => (n === 1 ? `${path}#articles` : `${path}?page=${n}#articles`)}
          className="mt-10"
        />
      </section>
      <JsonLd
        data={breadcrumbList(getConfig().siteUrl, [
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
          { name: author.name, path },
        ])}
      />
    </>
  );
}
