import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SelectField } from "@/components/forms/select-field";
import { buttonClass } from "@/components/ui/button";
import { requireAdmin } from "@/server/auth/require-admin";
import { countPostsBy, getPerson, listPeople, signsBuiltInArticles } from "@/server/content/people";
import { deletePersonAction } from "../../actions";

export const metadata: Metadata = { title: "Delete Person" };

const PROBLEMS: Record<string, string> = {
  "needs-successor": "Choose who takes over the posts.",
  "bad-successor": "Choose someone else from the list: that person no longer exists.",
};

const posts = (n: number) => `${n} post${n === 1 ? "" : "s"}`;

/**
 * The list's "Delete" asks here first. A person whose name signs posts is deleted only with
 * someone chosen to take them over; the built-in articles' author is not deleted at all. Works
 * without JavaScript.
 */
export default async function DeletePersonPage({ params, searchParams }: PageProps<"/admin/people/[id]/delete">) {
  await requireAdmin();
  const { id } = await params;
  const person = await getPerson(id);
  if (!person) notFound();
  const { problem } = await searchParams;
  const message = typeof problem === "string" ? PROBLEMS[problem] : undefined;

  if (signsBuiltInArticles(person.name)) {
    return (
      <>
        <h1 className="text-3xl font-bold text-ink-900">{person.name} cannot be deleted</h1>
        <p className="mt-4 max-w-3xl text-ink-700">
          The built-in articles are signed by {person.name}, and they stay theirs. You can take them off the About page
          and the post editor&rsquo;s authors on their page instead.
        </p>
        <Link href="/admin/people" className={buttonClass({ variant: "secondary" }, "mt-6")}>
          Back to People
        </Link>
      </>
    );
  }

  const count = await countPostsBy(person.name);
  const others = count > 0 ? (await listPeople()).filter((other) => other.id !== person.id) : [];
  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">Delete {person.name}?</h1>
      <p className="mt-4 max-w-3xl text-ink-700">
        They will be removed from the About page and the blog&rsquo;s authors
        {count > 0
          ? `, and their author page will be gone. Their ${posts(count)} go to the person you choose.`
          : "."}{" "}
        This cannot be undone.
      </p>
      <form action={deletePersonAction} className="mt-6 max-w-md space-y-6">
        <input type="hidden" name="id" value={person.id} />
        {count > 0 && (
          <SelectField
            name="successor"
            label={`Who takes over their ${posts(count)}`}
            options={[
              { value: "", label: "Choose a person" },
              ...others.map((other) => ({ value: other.id, label: other.name })),
            ]}
            defaultValue=""
            required
            error={message}
          />
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass({ variant: "destructive" })}>
            Delete person
          </button>
          <Link href="/admin/people" className={buttonClass({ variant: "secondary" })}>
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}
