import { ArticleGrid } from "@/components/blog/article-grid";
import { BlogLink } from "@/components/blog/blog-link";
import { Pagination } from "@/components/blog/pagination";
import { JsonLd } from "@/components/seo/json-ld";
import { termCopy as copy } from "@/content/blog-pages";
import type { PostPage } from "@/lib/blog/query";
import type { TaxonomyKind } from "@/lib/blog/taxonomy";
import type { PostSummary } from "@/lib/blog/types";
import { breadcrumbList } from "@/lib/seo/structured-data";

/** A category's or a tag's public page: its name, its description and a page of its articles. */
export function TermPage({
  kind,
  name,
  description,
  path,
  page,
  pageCount,
  articles,
  siteUrl,
}: {
  kind: TaxonomyKind;
  name: string;
  description: string;
  path: string;
  page: number;
  pageCount: number;
  articles: PostPage<PostSummary>;
  siteUrl: string;
}) {
  return (
    <>
      <section className="bg-ink-50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{copy.eyebrow[kind]}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-ink-900">{name}</h1>
          {description && <p className="mt-4 max-w-3xl text-lg whitespace-pre-line text-ink-700">{description}</p>}
          <BlogLink href="/blog" className="mt-6 inline-block font-semibold text-brand-800 hover:underline">
            {copy.allArticles}
          </BlogLink>
        </div>
      </section>
      <section
        id="articles"
        aria-labelledby="term-articles-heading"
        className="mx-auto max-w-7xl scroll-mt-24 px-4 py-14 sm:px-6 lg:px-8"
      >
        <h2 id="term-articles-heading" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {copy.articlesHeading(name)}
        </h2>
        <div className="mt-8">
          <ArticleGrid posts={articles.posts} />
        </div>
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(n) => (n === 1 ? `${path}#articles` : `${path}?page=${n}#articles`)}
          className="mt-10"
        />
      </section>
      <JsonLd
        data={breadcrumbList(siteUrl, [
          { name: "Home", path: "/" },
          { name: "Blog", path: "/blog" },
          { name, path },
        ])}
      />
    </>
  );
}
