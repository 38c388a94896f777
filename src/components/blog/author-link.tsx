import { cn } from "@/lib/utils";
import { attempt } from "@/server/attempt";
import { findShownPersonByName } from "@/server/content/people";
import { BlogLink } from "./blog-link";

/** The byline, linking to the author's page when a person has that name. */
export async function AuthorLink({ name, className }: { name: string; className?: string }) {
  const person = await attempt(() => findShownPersonByName(name), `Reading the author ${name} failed`);
  if (!person) return <span className={className}>{name}</span>;
  return (
    <BlogLink
      href={`/author/${person.id}`}
      className={cn(
        "rounded font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      {person.name}
    </BlogLink>
  );
}
