import { Database, FilePlusCorner, Pencil, Sparkles, Tags } from "lucide";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { Pagination } from "@/components/blog/pagination";
import { ButtonLink, buttonClass } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Icon } from "@/components/ui/icon";
import { LinkTabs } from "@/components/ui/link-tabs";
import { attempt } from "@/server/attempt";
import type { StoredPostSummary } from "@/lib/blog/types";
import { formatDateTime } from "@/lib/dates";
import { articlePath } from "@/lib/seo/article-seo";
import { POST_STATES, type PostState, stateOf } from "@/lib/validation/blog-post";
import { shouldOfferBuiltIns } from "@/server/blog/built-in-offer";
import { countPostsByState, listPostFacets, listPostsForAdmin } from "@/server/blog/posts";
import { listTags } from "@/server/blog/taxonomy";
import { requireAdmin } from "@/server/auth/require-admin";
import { BulkInsertButton } from "../_components/bulk-insert-button";
import {
  BULK_PROBLEMS,
  bulkNoticeText,
  parseBulkNotice,
  parseBulkProblem,
  parsePostListParams,
  POST_LIST_PAGE_SIZE,
  type PostListParams,
  postListHref,
} from "./_lib/post-list-params";
import { postStateLabels, SAMPLES_ADDED } from "./_components/blog-form-values";
import { BuiltInOffer, BuiltInOfferAnswer } from "./_components/built-in-offer";
import { DeletePostButton } from "./_components/delete-post-button";
import { PostFilters } from "./_components/post-filters";
import { SelectAllPosts } from "./_components/select-all-posts";
import { addSamplePostsAction, bulkPostsAction, migratePostsAction } from "./actions";

export const metadata: Metadata = { title: "Blog Management" };

const BULK_FORM = "bulk-posts";

const stateFilterLabels: Record<PostState, string> = {
  draft: "Drafts",
  scheduled: "Scheduled",
  published: "Published",
};

export default async function BlogManagementPage({ searchParams }: PageProps<"/admin/blogs">) {
  await requireAdmin();
  const raw = await searchParams;
  const params = parsePostListParams(raw);
  const notice = parseBulkNotice(raw);
  const problem = parseBulkProblem(raw);
  const { page, status, ...filter } = params;
  const now = new Date().toISOString();
  const [result, counts, facets, offer] = await Promise.all([
    attempt(
      () =>
        listPostsForAdmin(
          { ...filter, state: status, offset: (page - 1) * POST_LIST_PAGE_SIZE, limit: POST_LIST_PAGE_SIZE },
          now,
        ),
      "Failed to load blog posts. Please try again.",
    ),
    attempt(() => countPostsByState(now), "Failed to count blog posts by status"),
    attempt(async () => {
      const [posts, tags] = await Promise.all([listPostFacets(), listTags()]);
      return { ...posts, tags };
    }, "Failed to read the post list's filters"),
    attempt(shouldOfferBuiltIns, "Failed to tell whether the blog has posts"),
  ]);
  const pageCount = result ? Math.max(1, Math.ceil(result.total / POST_LIST_PAGE_SIZE)) : 1;
  if (page > pageCount) redirect(postListHref({ ...params, page: pageCount }));
  const filtered = Boolean(filter.q || filter.author || filter.category || filter.tag);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink-900">Blog Management</h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/admin/blogs/taxonomy" variant="secondary">
            <Icon icon={Tags} className="size-4" />
            Categories &amp; Tags
          </ButtonLink>
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
      <BuiltInOfferAnswer offer={raw.offer} count={raw.count} />
      {offer && <BuiltInOffer back="/admin/blogs" />}
      {notice && (
        <p role="status" className="mt-6 rounded-lg bg-white p-4 font-medium text-ink-900 ring-1 ring-ink-200">
          {bulkNoticeText(notice.done, notice.count)}
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {BULK_PROBLEMS[problem]}
        </p>
      )}
      <LinkTabs
        label="Posts by status"
        className="mt-6"
        tabs={[
          {
            href: postListHref({ ...filter, page: 1 }),
            label: "All",
            count: counts && counts.draft + counts.scheduled + counts.published,
            current: status === undefined,
          },
          ...POST_STATES.map((s) => ({
            href: postListHref({ ...filter, status: s, page: 1 }),
            label: stateFilterLabels[s],
            count: counts?.[s],
            current: status === s,
          })),
        ]}
      />
      <PostFilters params={params} facets={facets ?? { authors: [], categories: [], tags: [] }} />
      {result === undefined ? (
        <p role="alert" className="mt-8 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          Failed to load blog posts. Please try again.
        </p>
      ) : result.posts.length === 0 ? (
        <p className="mt-8 rounded-xl bg-white p-10 text-center text-ink-600 ring-1 ring-ink-200">
          {filtered || status ? "No posts match these filters" : "No blog posts found"}
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-ink-600">
            {result.total.toLocaleString("en-US")} post{result.total === 1 ? "" : "s"}
          </p>
          <BulkActions params={params} categories={facets?.categories ?? []} />
          <PostTable posts={result.posts} now={new Date(now)} />
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(n) => postListHref({ ...params, page: n })}
            className="mt-6"
          />
        </>
      )}
    </>
  );
}

/**
 * The bulk form: its buttons and the category to move to. The posts' checkboxes belong to it
 * by their `form` attribute, so that it does not wrap the table and its other buttons.
 */
function BulkActions({ params, categories }: { params: PostListParams; categories: string[] }) {
  return (
    <form
      id={BULK_FORM}
      action={bulkPostsAction}
      aria-label="Bulk actions on the selected posts"
      className="mt-3 flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 ring-1 ring-ink-200"
    >
      <input type="hidden" name="back" value={postListHref(params)} />
      <SelectAllPosts form={BULK_FORM} />
      <span className="text-sm font-semibold text-ink-800">With the selected posts:</span>
      <button type="submit" name="op" value="publish" className={buttonClass({ size: "sm" })}>
        Publish
      </button>
      <button type="submit" name="op" value="unpublish" className={buttonClass({ variant: "secondary", size: "sm" })}>
        Unpublish
      </button>
      <button
        type="submit"
        name="op"
        value="delete"
        className={buttonClass({ variant: "secondary", size: "sm" }, "text-red-700")}
      >
        Delete…
      </button>
      <div className="flex items-end gap-2">
        <div>
          <label htmlFor="bulk-category" className="block text-sm font-semibold text-ink-800">
            Category
          </label>
          <input
            id="bulk-category"
            name="category"
            list="bulk-categories"
            maxLength={100}
            className="mt-1.5 block w-48 rounded-lg border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 focus:outline-2 focus:outline-brand-700"
          />
          <datalist id="bulk-categories">
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
        </div>
        <button type="submit" name="op" value="category" className={buttonClass({ variant: "secondary", size: "sm" })}>
          Change category
        </button>
      </div>
    </form>
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
        { label: "Select" },
        { label: "Title" },
        { label: "Status" },
        { label: "Publish date", noWrap: true },
        { label: "Category" },
        { label: "Tags" },
        { label: "Author" },
        { label: "Actions", noWrap: true },
      ]}
      empty="No blog posts found"
      rows={posts.map((post) => {
        const state = stateOf(post, now);
        return {
          key: post.id,
          cells: [
            <input
              key="select"
              type="checkbox"
              name="ids"
              value={post.id}
              form={BULK_FORM}
              aria-label={`Select ${post.title}`}
              className="size-4 accent-brand-700"
            />,
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
            post.tags || (
              <span key="tags" className="text-ink-600">
                —
              </span>
            ),
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
