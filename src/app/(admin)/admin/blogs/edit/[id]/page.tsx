import type { Metadata } from "next";
import { stateOf } from "@/lib/validation/blog-post";
import { getPostById } from "@/server/blog/posts";
import { listRevisions } from "@/server/blog/revisions";
import { requireAdmin } from "@/server/auth/require-admin";
import { getConfig } from "@/server/config";
import { listAuthorChoices } from "@/server/content/people";
import { getSiteFacts } from "@/server/site-settings";
import { blogNameOf } from "@/content/blog-pages";
import { getLogger } from "@/server/ops/logger";
import { BlogForm } from "../../_components/blog-form";
import { formValuesOf } from "../../_components/blog-form-values";
import { ReturnWithNotice } from "../../_components/return-with-notice";
import { checkPostAction, getRevisionAction, previewPostAction, updatePostAction } from "../../actions";

export const metadata: Metadata = { title: "Edit Blog Post" };

async function loadPost(id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return { post: undefined };
  try {
    const post = await getPostById(id);
    if (!post) return { post };
    const [revisions, authors] = await Promise.all([listRevisions(id), listAuthorChoices(post.author)]);
    return { post, revisions, authors };
  } catch (error) {
    getLogger().error({ err: error }, "Loading a blog post for editing failed");
    return { failed: true } as const;
  }
}

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await requireAdmin();
  const id = Number((await params).id);
  const loaded = await loadPost(id);
  if ("failed" in loaded) return <ReturnWithNotice to="/admin/blogs" title="Failed to load blog post" />;
  if (!loaded.post) return <ReturnWithNotice to="/admin/blogs" title="Blog post not found" />;
  const now = new Date();
  return (
    <BlogForm
      post={{
        id,
        values: formValuesOf(loaded.post, now),
        state: stateOf(loaded.post, now),
        revisions: loaded.revisions,
      }}
      authors={loaded.authors}
      save={updatePostAction.bind(null, id)}
      preview={previewPostAction}
      check={checkPostAction}
      restoreRevision={getRevisionAction.bind(null, id)}
      siteOrigin={getConfig().siteUrl}
      blogName={blogNameOf((await getSiteFacts()).name)}
    />
  );
}
