import type { Metadata } from "next";
import { attempt } from "@/server/attempt";
import { requireAdmin } from "@/server/auth/require-admin";
import { shouldOfferBuiltIns } from "@/server/blog/built-in-offer";
import { getConfig } from "@/server/config";
import { listAuthorChoices } from "@/server/content/people";
import { getSiteFacts } from "@/server/site-settings";
import { blogNameOf } from "@/content/blog-pages";
import { BlogForm } from "../_components/blog-form";
import { BuiltInOffer, BuiltInOfferAnswer } from "../_components/built-in-offer";
import { checkPostAction, createPostAction, previewPostAction } from "../actions";

export const metadata: Metadata = { title: "New Blog Post" };

export default async function NewPostPage({ searchParams }: PageProps<"/admin/blogs/new">) {
  await requireAdmin();
  const { offer, count } = await searchParams;
  const [offered, authors] = await Promise.all([
    attempt(shouldOfferBuiltIns, "Failed to tell whether the blog has posts"),
    listAuthorChoices(),
  ]);
  return (
    <>
      <BuiltInOfferAnswer offer={offer} count={count} />
      {offered && (
        <div className="mb-8">
          <BuiltInOffer back="/admin/blogs/new" />
        </div>
      )}
      <BlogForm
        authors={authors}
        save={createPostAction}
        preview={previewPostAction}
        check={checkPostAction}
        siteOrigin={getConfig().siteUrl}
        blogName={blogNameOf((await getSiteFacts()).name)}
      />
    </>
  );
}
