import type { Metadata } from "next";
import { CircleCheck, Mail, Search } from "lucide";
import { redirect } from "next/navigation";
import { ArticleGrid } from "@/components/blog/article-grid";
import { BlogFilters } from "@/components/blog/blog-filters";
import { BlogHero } from "@/components/blog/blog-hero";
import { BlogLink } from "@/components/blog/blog-link";
import { FeaturedArticle } from "@/components/blog/featured-article";
import { NewsletterSignup } from "@/components/blog/newsletter-signup";
import { SpamGuardFields } from "@/components/forms/spam-guard-fields";
import { NoArticles } from "@/components/blog/no-articles";
import { Pagination } from "@/components/blog/pagination";
import { ImpactBand } from "@/components/marketing/impact-band";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { blogListingCopy as copy } from "@/content/blog-pages";
import { blogListingQuery, emptyReason, listingHref, listingWindow, pageCountOf, resultLine } from "@/lib/blog/listing";
import { pageSiteFacts } from "@/server/page-site-facts";
import { blogPageMetadata } from "@/components/seo/page-metadata";
import { getBlogCategories, getBlogListing } from "@/server/blog/reader";
import { loadImageResolver } from "@/server/media/resolve-image";
import { subscribeToNewsletterAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  return blogPageMetadata({ title: copy.title, description: copy.description, path: "/blog" }, await pageSiteFacts());
}

export default async function BlogPage({ searchParams }: PageProps<"/blog">) {
  const params = blogListingQuery.parse(await searchParams);
  const view = listingWindow(params);
  const [listing, categories] = await Promise.all([
    getBlogListing({ ...params, offset: view.offset, limit: view.limit }),
    getBlogCategories(),
  ]);
  const pageCount = pageCountOf(listing.matched, params);
  if (params.page > pageCount) redirect(listingHref({ ...params, page: pageCount }));

  const featured = view.featured ? listing.posts[0] : undefined;
  const grid = view.featured ? listing.posts.slice(1) : listing.posts;
  const resolveCover = await loadImageResolver(listing.posts.map((post) => post.cover));
  const hrefFor = (page: number) => `${listingHref({ ...params, page })}#articles`;

  return (
    <>
      <BlogHero />
      <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6 lg:px-8">
        <BlogFilters params={params} categories={categories} searchIcon={<Icon icon={Search} className="size-4" />} />
        <p role="status" className="mt-4 text-sm text-ink-600">
          {resultLine(params, listing.matched, listing.total)}
        </p>
      </div>
      {featured && <FeaturedArticle post={featured} cover={resolveCover(featured.cover)} />}
      {(listing.matched === 0 || grid.length > 0) && (
        <section
          id="articles"
          aria-labelledby="recent-heading"
          className="mx-auto max-w-7xl scroll-mt-24 px-4 py-12 sm:px-6 lg:px-8"
        >
          <h2 id="recent-heading" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {copy.recentHeading}
          </h2>
          <div className="mt-6">
            {listing.matched === 0 ? (
              <NoArticles reason={emptyReason(params)} />
            ) : (
              <ArticleGrid posts={grid} resolveCover={resolveCover} />
            )}
          </div>
          <Pagination page={params.page} pageCount={pageCount} hrefFor={hrefFor} className="mt-10" />
        </section>
      )}
      <NewsletterSignup
        action={subscribeToNewsletterAction}
        icons={{
          mail: <Icon icon={Mail} className="mx-auto size-10 text-brand-700" />,
          subscribed: <Icon icon={CircleCheck} className="size-5 shrink-0 text-brand-700" />,
        }}
        spamGuard={<SpamGuardFields />}
      />
      <ImpactBand path="/blog" />
      <div className="py-12 text-center">
        <BlogLink href="/blog" className={buttonClass({ variant: "secondary", size: "lg" })}>
          {copy.viewAll}
        </BlogLink>
      </div>
    </>
  );
}
