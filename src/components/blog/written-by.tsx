import { authorIdOf, findAuthorByName } from "@/content/authors";
import { articleCopy as copy } from "@/content/blog-pages";
import type { ResolvedImage } from "@/lib/blog/resolved-image";
import { AuthorAvatar } from "./author-avatar";
import { BlogLink } from "./blog-link";

/** The author block under an article: picture (`avatar`: its variants when uploaded), name, role and a short bio. */
export function WrittenBy({ author, avatar }: { author: string; avatar?: ResolvedImage }) {
  const profile = findAuthorByName(author);
  return (
    <aside aria-label={copy.writtenBy} className="mt-14 flex gap-5 rounded-lg bg-ink-50 p-6 ring-1 ring-ink-200">
      {profile && <AuthorAvatar name={profile.name} src={profile.avatar} size={72} image={avatar} />}
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-ink-600">{copy.writtenBy}</p>
        <p className="mt-1 text-lg font-bold text-ink-900">
          {profile ? (
            <BlogLink
              href={`/author/${authorIdOf(profile.name)}`}
              className="rounded hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {profile.name}
            </BlogLink>
          ) : (
            author
          )}
        </p>
        {profile && (
          <>
            <p className="text-ink-700">{profile.role}</p>
            <p className="mt-3 text-ink-700">{profile.bio}</p>
          </>
        )}
      </div>
    </aside>
  );
}
