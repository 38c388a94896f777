import { articleCopy as copy } from "@/content/blog-pages";
import type { PostSummary } from "@/lib/blog/types";
import { CategoryBadge } from "./category-badge";
import { PostMeta } from "./post-meta";
import { ReadMoreLink } from "./read-more-link";

/** Up to three articles of the same category: title, category, date, two lines of excerpt. */
export function RelatedArticles({ posts }: { posts: PostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="bg-ink-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {copy.relatedHeading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="flex h-full flex-col rounded-lg bg-white p-6 shadow-sm ring-1 ring-ink-200">
                <div>
                  <CategoryBadge category={post.category} />
                </div>
                <h3 className="mt-3 text-lg font-bold leading-snug text-ink-900">{post.title}</h3>
                <PostMeta publishedAt={post.published_at} readTime={post.readTime} className="mt-2" />
                <p className="mt-3 line-clamp-2 text-ink-700">{post.excerpt}</p>
                <p className="mt-auto pt-4">
                  <ReadMoreLink href={`/blog/${post.slug}`} title={post.title} />
                </p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
