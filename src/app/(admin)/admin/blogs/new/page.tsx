import type { Metadata } from "next";
import { requireAdmin } from "@/server/auth/require-admin";
import { getConfig } from "@/server/config";
import { BlogForm } from "../_components/blog-form";
import { checkPostAction, createPostAction, previewPostAction } from "../actions";

export const metadata: Metadata = { title: "New Blog Post" };

export default async function NewPostPage() {
  await requireAdmin();
  return (
    <BlogForm
      save={createPostAction}
      preview={previewPostAction}
      check={checkPostAction}
      siteOrigin={getConfig().siteUrl}
    />
  );
}
