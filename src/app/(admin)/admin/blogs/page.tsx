import { Database, FilePlusCorner, Pencil, Sparkles } from "lucide";
import type { Metadata } from "next";
import Link from "next/link";
import { Pagination } from "@/components/blog/pagination";
import { ButtonLink } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Icon } from "@/components/ui/icon";
import { LinkTabs } from "@/components/ui/link-tabs";
import { attempt } from "@/server/attempt";
import type { StoredPostSummary } from "@/lib/blog/types";
import { formatDateTime } from "@/lib/dates";
import { articlePath } from "@/lib/seo/article-seo";
import { POST_STATES, type PostState, stateOf } from "@/lib/validation/blog-post";
import { countPostsByState, listPostsForAdmin } from "@/server/blog/posts";
import { requireAdmin } from "@/server/auth/require-admin";
import { BulkInsertButton } from "../_components/bulk-insert-button";
import { postStateLabels, SAMPLES_ADDED } from "./_components/blog-form-values";
import { DeletePostButton } from "./_components/delete-post-button";
import { addSamplePostsAction, migratePostsAction } from "./actions";

export const metadata: Metadata = { title: "Blog Management" };

const PAGE_SIZE = 50;

const stateFilterLabels: Record<PostState, string> = {
  draft: "Drafts",
  scheduled: "Scheduled",
  published: "Published",
};

const hrefOf = (state: PostState | undefined, page = 1) => {
  const query = new URLSearchParams();
  if (state) query.set("status", state);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/admin/blogs?${search}` : "/admin/blogs";
};

export default async function BlogManagementPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string; status?: string }>;
}) {
  await requireAdmin();
  const params = await searchParams;
  const page = Math.max(1, Math.floor(Number(params.page)) || 1);
  const state = POST_STATES.find((s) => s === params.status);
  const now = new Date().toISOString();
  const [result, counts] = await Promise.all([
    attempt(
      () => listPostsForAdmin({ state, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }, now),
      "Failed to load blog posts. Please try again.",
    ),
    attempt(() => countPostsByState(now), "Failed to count blog posts by status"),
  ]);
  const pageCount = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink-900">Blog Management</h1>
        <div className="flex flex-wrap gap-2">
          <BulkInsertButton
            label="Migrate Old Posts"
            action={migratePostsAction}
            successTitle="Blog posts migrated successfully"
            added={{ one: "post migrated", other: "posts migrated" }}
            failureTitle="Failed to migrate blog posts"
            variant="secondary"
            icon={<Icon icon={Database} className="size-4" />}
          />
          <BulkInsertButton
            label="Add Sample Posts"
            action={addSamplePostsAction}
            successTitle="Success"
            added={SAMPLES_ADDED}
            failureTitle="Failed to add sample blog posts"
            variant="secondary"
            icon={<Icon icon={Sparkles} className="size-4" />}
          />
          <ButtonLink href="/admin/blogs/new">
            <Icon icon={FilePlusCorner} className="size-4" />
            Add New Blog Post
          </ButtonLink>
        </div>
      </div>
      <LinkTabs
        label="Posts by status"
        className="mt-6"
        tabs={[
          {
            href: hrefOf(undefined),
            label: "All",
            count: counts && counts.draft + counts.scheduled + counts.published,
            current: state === undefined,
          },
          ...POST_STATES.map((s) => ({
            href: hrefOf(s),
            label: stateFilterLabels[s],
            count: counts?.[s],
            current: state === s,
          })),
        ]}
      />
      {result === undefined ? (
        <p role="alert" className="mt-8 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          Failed to load blog posts. Please try again.
        </p>
      ) : result.posts.length === 0 ? (
        <p className="mt-8 rounded-xl bg-white p-10 text-center text-ink-600 ring-1 ring-ink-200">
          No blog posts found
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-ink-600">
            {result.total.toLocaleString("en-US")} post{result.total === 1 ? "" : "s"}
          </p>
          <PostTable posts={result.posts} now={new Date(now)} />
          <Pagination page={page} pageCount={pageCount} hrefFor={(n) => hrefOf(state, n)} className="mt-6" />
        </>
      )}
    </>
  );
}

const stateBadge: Record<PostState, string> = {
  draft: "bg-ink-100 text-ink-800",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-brand-100 text-brand-900",
};

function PostTable({ posts, now }: { posts: StoredPostSummary[]; now: Date }) {
  return (
    <DataTable
      className="mt-3"
      caption="Blog posts"
      columns={[
        { label: "Title" },
        { label: "Status" },
        { label: "Publish date", noWrap: true },
        { label: "Category" },
        { label: "Author" },
        { label: "Actions", noWrap: true },
      ]}
      empty="No blog posts found"
      rows={posts.map((post) => {
        const state = stateOf(post, now);
        return {
          key: post.id,
          cells: [
            <Link key="title" href={articlePath(post.slug)} className="font-medium text-ink-900 hover:underline">
              {post.title}
            </Link>,
            <span key="state" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateBadge[state]}`}>
              {postStateLabels[state]}
            </span>,
            post.published_at ? (
              <time key="date" dateTime={post.published_at}>
                {formatDateTime(post.published_at)}
              </time>
            ) : (
              <span key="date" className="text-ink-600">
                Not set
              </span>
            ),
            post.category,
            post.author,
            <div key="actions" className="flex items-center gap-1">
              <Link
                href={`/admin/blogs/edit/${post.id}`}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                <Icon icon={Pencil} className="size-4" />
                Edit<span className="sr-only"> {post.title}</span>
              </Link>
              <DeletePostButton id={post.id} title={post.title} />
            </div>,
          ],
        };
      })}
    />
  );
}
