import type { Metadata } from "next";
import { buttonClass } from "@/components/ui/button";
import { requireAdmin } from "@/server/auth/require-admin";
import { listPostTitles } from "@/server/blog/posts";
import { parsePostIds, postListReturn } from "../_lib/post-list-params";
import { deletePostsAction } from "../actions";

export const metadata: Metadata = { title: "Delete Posts" };

/** The bulk form's "Delete…" asks here first: the posts by title, then Delete or Cancel. Works without JavaScript. */
export default async function DeletePostsPage({ searchParams }: PageProps<"/admin/blogs/delete">) {
  await requireAdmin();
  const raw = await searchParams;
  const back = postListReturn(Array.isArray(raw.back) ? raw.back[0] : raw.back);
  const ids = parsePostIds(raw.ids === undefined ? [] : [raw.ids].flat()) ?? [];
  const posts = await listPostTitles(ids);

  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">
        {posts.length === 0 ? "No posts to delete" : `Delete ${posts.length} post${posts.length === 1 ? "" : "s"}?`}
      </h1>
      {posts.length === 0 ? (
        <p className="mt-4 text-ink-700">The selected posts no longer exist. Nothing was deleted.</p>
      ) : (
        <>
          <p className="mt-4 text-ink-700">
            These posts will be removed from the blog with their revisions. This cannot be undone.
          </p>
          <ul className="mt-4 list-disc space-y-1 pl-6 text-ink-900">
            {posts.map((post) => (
              <li key={post.id}>{post.title}</li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {posts.length > 0 && (
          <form action={deletePostsAction}>
            {posts.map((post) => (
              <input key={post.id} type="hidden" name="ids" value={post.id} />
            ))}
            <input type="hidden" name="back" value={back} />
            <button type="submit" className={buttonClass({ variant: "destructive" })}>
              Delete {posts.length} post{posts.length === 1 ? "" : "s"}
            </button>
          </form>
        )}
        <a href={back} className={buttonClass({ variant: "secondary" })}>
          {posts.length === 0 ? "Back to posts" : "Cancel"}
        </a>
      </div>
    </>
  );
}
