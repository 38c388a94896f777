import { authorIdOf, findAuthorByName } from "@/content/authors";
import { cn } from "@/lib/utils";
import { BlogLink } from "./blog-link";

/** The byline, linking to the author's page when the author has one. */
export function AuthorLink({ name, className }: { name: string; className?: string }) {
  if (!findAuthorByName(name)) return <span className={className}>{name}</span>;
  return (
    <BlogLink
      href={`/author/${authorIdOf(name)}`}
      className={cn(
        "rounded font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      {name}
    </BlogLink>
  );
}
