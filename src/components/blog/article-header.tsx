import { ArrowLeft } from "lucide";
import { Icon } from "@/components/ui/icon";
import { articleCopy as copy } from "@/content/blog-pages";
import { categoryPath, tagNamesOf, termPath } from "@/lib/blog/taxonomy";
import type { ResolvedImage } from "@/lib/blog/resolved-image";
import type { Post } from "@/lib/blog/types";
import { slugify } from "@/lib/slugify";
import { BlogLink } from "./blog-link";
import { CategoryBadge } from "./category-badge";
import { CoverImage } from "./cover-image";
import { PostMeta } from "./post-meta";

/** `cover`: the media library's variants of an uploaded cover. */
export function ArticleHeader({ post, cover }: { post: Post; cover?: ResolvedImage }) {
  const tags = tagNamesOf(post.tags);
  return (
    <header>
      <BlogLink
        href="/blog"
        className="inline-flex items-center gap-1.5 rounded font-medium text-brand-800 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Icon icon={ArrowLeft} className="size-4" />
        {copy.backToBlog}
      </BlogLink>
      <CoverImage
        cover={post.cover}
        alt={`Cover illustration for "${post.title}"`}
        sizes="(min-width: 896px) 832px, 100vw"
        priority
        resolved={cover}
        className="mt-6 rounded-lg ring-1 ring-ink-200"
      />
      <div className="mt-8">
        <BlogLink
          href={categoryPath(post.category)}
          className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <CategoryBadge category={post.category} />
        </BlogLink>
      </div>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">{post.title}</h1>
      <PostMeta author={post.author} publishedAt={post.published_at} readTime={post.readTime} large className="mt-5" />
      {tags.length > 0 && (
        <ul aria-label={copy.tags} className="mt-4 flex flex-wrap gap-2 text-sm">
          {tags.map((tag) => (
            <li key={tag}>
              <BlogLink
                href={termPath("tag", slugify(tag))}
                className="rounded font-medium text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                #{tag}
              </BlogLink>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
