import type { ResolvedImage } from "@/lib/blog/resolved-image";
import type { PostSummary } from "@/lib/blog/types";
import styles from "./article-card.module.css";
import { BlogLink } from "./blog-link";
import { CategoryBadge } from "./category-badge";
import { CoverImage } from "./cover-image";
import { PostMeta } from "./post-meta";
import { ReadMoreLink } from "./read-more-link";

const ENTRANCE_STEP_MS = 100;

/** An article in a grid: cover, category, title, excerpt, byline and Read More. */
export function ArticleCard({
  post,
  index,
  showAuthor = true,
  cover,
}: {
  post: PostSummary;
  /** Position in the grid: the card enters 100 ms after the one before it. */
  index: number;
  showAuthor?: boolean;
  /** The media library's variants of an uploaded cover. */
  cover?: ResolvedImage;
}) {
  const href = `/blog/${post.slug}`;
  return (
    <article
      className={`${styles.entrance} flex flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-ink-200 transition-shadow hover:shadow-md`}
      style={{ animationDelay: `${index * ENTRANCE_STEP_MS}ms` }}
    >
      <CoverImage
        cover={post.cover}
        alt=""
        sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
        resolved={cover}
      />
      <div className="flex flex-1 flex-col p-6">
        <div>
          <CategoryBadge category={post.category} />
        </div>
        <h3 className="mt-4 text-xl font-bold leading-snug text-ink-900">
          <BlogLink
            href={href}
            className="rounded hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {post.title}
          </BlogLink>
        </h3>
        <p className="mt-3 line-clamp-3 text-ink-700">{post.excerpt}</p>
        <PostMeta
          author={showAuthor ? post.author : undefined}
          publishedAt={post.published_at}
          readTime={post.readTime}
          className="mt-4"
        />
        <p className="mt-auto pt-5">
          <ReadMoreLink href={href} title={post.title} />
        </p>
      </div>
    </article>
  );
}
