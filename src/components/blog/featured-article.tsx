import { buttonClass } from "@/components/ui/button";
import { blogListingCopy } from "@/content/blog-pages";
import type { ResolvedImage } from "@/lib/blog/resolved-image";
import type { PostSummary } from "@/lib/blog/types";
import { BlogLink } from "./blog-link";
import { CategoryBadge } from "./category-badge";
import { CoverImage } from "./cover-image";
import { PostMeta } from "./post-meta";
import { ReadMoreLink } from "./read-more-link";

/** The newest article, large; `cover`: the media library's variants of an uploaded cover. */
export function FeaturedArticle({ post, cover }: { post: PostSummary; cover?: ResolvedImage }) {
  const href = `/blog/${post.slug}`;
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
      <h2 id="featured-heading" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {blogListingCopy.featuredHeading}
      </h2>
      <article className="mt-6 grid overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-ink-200 lg:grid-cols-2">
        <CoverImage
          cover={post.cover}
          alt=""
          sizes="(min-width: 1024px) 640px, 100vw"
          priority
          resolved={cover}
          className="lg:aspect-auto lg:min-h-80"
        />
        <div className="flex flex-col justify-center p-6 sm:p-10">
          <div>
            <CategoryBadge category={post.category} />
          </div>
          <h3 className="mt-4 text-2xl font-bold leading-tight text-ink-900 sm:text-3xl">
            <BlogLink
              href={href}
              className="rounded hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {post.title}
            </BlogLink>
          </h3>
          <p className="mt-4 text-lg text-ink-700">{post.excerpt}</p>
          <PostMeta author={post.author} publishedAt={post.published_at} readTime={post.readTime} className="mt-5" />
          <p className="mt-6">
            <ReadMoreLink href={href} title={post.title} className={buttonClass()} />
          </p>
        </div>
      </article>
    </section>
  );
}
