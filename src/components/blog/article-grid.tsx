import type { ResolvedImage } from "@/lib/blog/resolved-image";
import type { PostSummary } from "@/lib/blog/types";
import { ArticleCard } from "./article-card";

/** One column on phones, two on tablets, three on wide screens; `resolveCover` gives uploaded covers their variants. */
export function ArticleGrid({
  posts,
  showAuthor,
  resolveCover,
}: {
  posts: PostSummary[];
  showAuthor?: boolean;
  resolveCover?: (src: string) => ResolvedImage | undefined;
}) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.slug} className="flex">
          <ArticleCard post={post} index={index} showAuthor={showAuthor} cover={resolveCover?.(post.cover)} />
        </li>
      ))}
    </ul>
  );
}
