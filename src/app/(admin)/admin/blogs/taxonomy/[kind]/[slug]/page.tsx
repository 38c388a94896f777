import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { buttonClass } from "@/components/ui/button";
import { MAX_DESCRIPTION_LENGTH, TAXONOMY_KINDS, termPath } from "@/lib/blog/taxonomy";
import { requireAdmin } from "@/server/auth/require-admin";
import { listCategories, listTags } from "@/server/blog/taxonomy";
import { describeTermAction, mergeTermAction, renameTermAction } from "../../actions";
import { kindLabels, problemText } from "../../taxonomy-text";

export const metadata: Metadata = { title: "Category or Tag" };

const control =
  "mt-1.5 block w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-ink-900 focus:outline-2 focus:outline-brand-700";
const label = "block text-sm font-semibold text-ink-800";
const box = "mt-6 rounded-xl bg-white p-6 ring-1 ring-ink-200";

/** One category or tag: rename it, merge it into another, describe it. Three plain forms. */
export default async function TermPage({ params, searchParams }: PageProps<"/admin/blogs/taxonomy/[kind]/[slug]">) {
  await requireAdmin();
  const { kind: rawKind, slug } = await params;
  const kind = TAXONOMY_KINDS.find((k) => k === rawKind);
  if (!kind) notFound();
  const query = await searchParams;
  const terms = kind === "category" ? await listCategories() : await listTags();
  const term = terms.find((t) => t.slug === slug);
  if (!term) notFound();
  const others = terms.filter((t) => t !== term);
  const problem = problemText(query.problem);
  const typed = typeof query.typed === "string" ? query.typed : undefined;
  const { one, title } = kindLabels[kind];
  // A category is named by its text, a tag by its slug.
  const from = kind === "category" ? term.name : term.slug;

  return (
    <>
      <Link href="/admin/blogs/taxonomy" className="text-sm font-semibold text-brand-800 hover:underline">
        Back to Categories and Tags
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">
        {title}: {term.name}
      </h1>
      <p className="mt-2 text-ink-700">
        {term.posts} post{term.posts === 1 ? "" : "s"}. Public page:{" "}
        <a href={termPath(kind, term.slug)} className="font-semibold text-brand-800 hover:underline">
          {termPath(kind, term.slug)}
        </a>
      </p>
      {problem && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {problem}
        </p>
      )}

      <section aria-labelledby="rename-heading" className={box}>
        <h2 id="rename-heading" className="text-xl font-bold text-ink-900">
          Rename
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          Every post in it takes the new name, and the old public page redirects to the new one. A name another {one}{" "}
          already has merges the two.
        </p>
        <form action={renameTermAction} className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="from" value={from} />
          <div className="min-w-64 flex-1">
            <label htmlFor="term-name" className={label}>
              New name
            </label>
            <input
              id="term-name"
              name="name"
              required
              minLength={2}
              maxLength={100}
              defaultValue={typed ?? term.name}
              className={control}
            />
          </div>
          <button type="submit" className={buttonClass({})}>
            Rename
          </button>
        </form>
      </section>

      <section aria-labelledby="merge-heading" className={box}>
        <h2 id="merge-heading" className="text-xl font-bold text-ink-900">
          Merge into another {one}
        </h2>
        {others.length === 0 ? (
          <p className="mt-1 text-sm text-ink-700">There is no other {one} to merge it into.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-ink-700">
              Its posts move to the {one} you choose, and its public page redirects there. It then no longer exists.
            </p>
            <form action={mergeTermAction} className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="kind" value={kind} />
              <input type="hidden" name="from" value={from} />
              <div className="min-w-64 flex-1">
                <label htmlFor="term-into" className={label}>
                  Merge into
                </label>
                <select id="term-into" name="into" className={control}>
                  {others.map((other) => (
                    <option key={other.name} value={other.name}>
                      {other.name} ({other.posts} post{other.posts === 1 ? "" : "s"})
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={buttonClass({ variant: "secondary" })}>
                Merge
              </button>
            </form>
          </>
        )}
      </section>

      <section aria-labelledby="describe-heading" className={box}>
        <h2 id="describe-heading" className="text-xl font-bold text-ink-900">
          Description
        </h2>
        <form action={describeTermAction} className="mt-4 space-y-3">
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="name" value={term.name} />
          <div>
            <label htmlFor="term-description" className={label}>
              Shown at the top of its public page
            </label>
            <textarea
              id="term-description"
              name="description"
              rows={4}
              maxLength={MAX_DESCRIPTION_LENGTH}
              defaultValue={term.description}
              className={control}
            />
          </div>
          <button type="submit" className={buttonClass({ variant: "secondary" })}>
            Save description
          </button>
        </form>
      </section>
    </>
  );
}
