import type { Metadata } from "next";
import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { type TaxonomyKind, termPath } from "@/lib/blog/taxonomy";
import { requireAdmin } from "@/server/auth/require-admin";
import { listCategories, listTags, type TermSummary } from "@/server/blog/taxonomy";
import { doneText, kindLabels, problemText } from "./taxonomy-text";

export const metadata: Metadata = { title: "Categories and Tags" };

function TermTable({ kind, terms }: { kind: TaxonomyKind; terms: TermSummary[] }) {
  const { one } = kindLabels[kind];
  return (
    <DataTable
      className="mt-4"
      caption={kind === "category" ? "Categories" : "Tags"}
      rowHeader
      columns={[
        { label: "Name" },
        { label: "Posts", numeric: true },
        { label: "Description" },
        { label: "Public page", breakAll: true },
        { label: "Actions", actions: true },
      ]}
      empty={kind === "category" ? "No categories yet." : "No tags yet: add them to a post in its Tags field."}
      rows={terms.map((term) => ({
        key: term.name,
        cells: [
          term.name,
          <Link key="posts" href={`/admin/blogs?${kind}=${encodeURIComponent(kind === "tag" ? term.slug : term.name)}`}>
            {term.posts.toLocaleString("en-US")}
            <span className="sr-only"> posts in {term.name}</span>
          </Link>,
          term.description ? (
            <span key="description" className="line-clamp-2">
              {term.description}
            </span>
          ) : (
            <span key="description" className="text-ink-600">
              None
            </span>
          ),
          <a key="page" href={termPath(kind, term.slug)} className="text-brand-800 hover:underline">
            {termPath(kind, term.slug)}
          </a>,
          <Link
            key="manage"
            href={`/admin/blogs/taxonomy/${kind}/${encodeURIComponent(term.slug)}`}
            className="inline-flex h-9 items-center rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Rename, merge or describe
            <span className="sr-only">
              {" "}
              the {one} {term.name}
            </span>
          </Link>,
        ],
      }))}
    />
  );
}

/** Every category and tag with its posts counted; each one's own page renames, merges or describes it. */
export default async function TaxonomyPage({ searchParams }: PageProps<"/admin/blogs/taxonomy">) {
  await requireAdmin();
  const query = await searchParams;
  const done = doneText(query);
  const problem = problemText(query.problem);
  const [categories, tags] = await Promise.all([listCategories(), listTags()]);
  return (
    <>
      <Link href="/admin/blogs" className="text-sm font-semibold text-brand-800 hover:underline">
        Back to Posts
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">Categories and Tags</h1>
      <p className="mt-2 text-ink-700">
        Each category and tag has a public page listing its articles. Renaming or merging one moves its posts, and its
        old page redirects to the new one.
      </p>
      {done && (
        <p role="status" className="mt-4 rounded-lg bg-white p-4 font-medium text-ink-900 ring-1 ring-ink-200">
          {done}
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {problem}
        </p>
      )}
      <section aria-labelledby="categories-heading" className="mt-8">
        <h2 id="categories-heading" className="text-xl font-bold text-ink-900">
          Categories
        </h2>
        <TermTable kind="category" terms={categories} />
      </section>
      <section aria-labelledby="tags-heading" className="mt-10">
        <h2 id="tags-heading" className="text-xl font-bold text-ink-900">
          Tags
        </h2>
        <TermTable kind="tag" terms={tags} />
      </section>
    </>
  );
}
