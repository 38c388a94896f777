import type { Metadata } from "next";
import { getPostById } from "@/server/blog/posts";
import { requireAdmin } from "@/server/auth/require-admin";
import { BlogForm } from "../../_components/blog-form";
import { ReturnWithNotice } from "../../_components/return-with-notice";
import { previewPostAction, updatePostAction } from "../../actions";
import { getLogger } from "@/server/ops/logger";

export const metadata: Metadata = { title: "Edit Blog Post" };

async function loadPost(id: number) {
  try {
    return { post: Number.isSafeInteger(id) && id > 0 ? await getPostById(id) : undefined };
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
  const { id: _id, published_at: _publishedAt, ...values } = loaded.post;
  return <BlogForm initial={values} save={updatePostAction.bind(null, id)} preview={previewPostAction} />;
}
