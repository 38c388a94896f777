import { localDateTimeOf } from "@/lib/dates";
import type { Publication } from "@/lib/validation/blog-post";

/**
 * The publication to store for a save whose date field says `typed`. The field shows the stored
 * moment to the minute only, so a date the admin left as it was would lose its seconds and show
 * in the revisions as changed: it keeps the stored moment instead.
 */
export function keepUntouchedDate(publication: Publication, typed: string, stored: Publication): Publication {
  if (publication.published_at === null || stored.published_at === null) return publication;
  if (typed !== localDateTimeOf(stored.published_at)) return publication;
  return { ...publication, published_at: stored.published_at };
}
