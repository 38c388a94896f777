import type { AuthorProfile as Profile } from "@/content/authors";
import type { ResolvedImage } from "@/lib/blog/resolved-image";
import { AuthorAvatar } from "./author-avatar";

/** `avatar`: the media library's variants of an uploaded picture. */
export function AuthorProfile({ author, avatar }: { author: Profile; avatar?: ResolvedImage }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-ink-900 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-8 px-4 py-16 text-center sm:px-6 md:flex-row md:text-left lg:px-8">
        <AuthorAvatar
          name={author.name}
          src={author.avatar}
          size={144}
          image={avatar}
          className="ring-4 ring-white/30"
        />
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{author.name}</h1>
          <p className="mt-2 text-xl font-medium text-accent-300">{author.role}</p>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{author.bio}</p>
        </div>
      </div>
    </section>
  );
}
