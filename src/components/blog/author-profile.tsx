import { renderMarkdown } from "@/server/blog/markdown";
import type { ShownPerson } from "@/server/content/people";
import { AuthorAvatar } from "./author-avatar";

/** "linkedin.com" for a profile's address; the address itself if it is not one (a row written by hand). */
function hostOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, "");
  } catch {
    return link;
  }
}

/** The top of an author's page: picture, name, role, short bio, then the long bio (markdown) and their links. */
export function AuthorProfile({ author }: { author: ShownPerson }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-ink-900 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-8 px-4 py-16 text-center sm:px-6 md:flex-row md:text-left lg:px-8">
        <AuthorAvatar
          name={author.name}
          src={author.photo}
          size={144}
          image={author.photoImage}
          className="ring-4 ring-white/30"
        />
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{author.name}</h1>
          {author.role && <p className="mt-2 text-xl font-medium text-accent-300">{author.role}</p>}
          {author.shortBio && <p className="mt-4 max-w-2xl text-lg text-brand-50">{author.shortBio}</p>}
          {author.longBio && (
            <div
              className="max-w-2xl text-lg text-brand-50 [&_a]:underline [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
              dangerouslySetInnerHTML={{ __html: renderMarkdown(author.longBio) }}
            />
          )}
          {author.links.length > 0 && (
            <ul aria-label={`${author.name} elsewhere`} className="mt-4 flex flex-wrap gap-x-5 gap-y-2">
              {author.links.map((link) => (
                <li key={link}>
                  <a href={link} rel="me noopener" className="font-medium text-accent-300 underline">
                    {hostOf(link)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
