import { articleCopy as copy } from "@/content/blog-pages";
import type { ShownPerson } from "@/server/content/people";
import { AuthorAvatar } from "./author-avatar";
import { BlogLink } from "./blog-link";

/** The author block under an article: the person's picture, name, role and short bio; the byline alone when no person has it. */
export function WrittenBy({ author, person }: { author: string; person?: ShownPerson }) {
  return (
    <aside aria-label={copy.writtenBy} className="mt-14 flex gap-5 rounded-lg bg-ink-50 p-6 ring-1 ring-ink-200">
      {person && <AuthorAvatar name={person.name} src={person.photo} size={72} image={person.photoImage} />}
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-ink-600">{copy.writtenBy}</p>
        <p className="mt-1 text-lg font-bold text-ink-900">
          {person ? (
            <BlogLink
              href={`/author/${person.id}`}
              className="rounded hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {person.name}
            </BlogLink>
          ) : (
            author
          )}
        </p>
        {person && (
          <>
            <p className="text-ink-700">{person.role}</p>
            <p className="mt-3 text-ink-700">{person.shortBio}</p>
          </>
        )}
      </div>
    </aside>
  );
}
