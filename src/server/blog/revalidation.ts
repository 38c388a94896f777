import "server-only";
import { revalidatePath } from "next/cache";

/**
 * After any write to blog_posts: every page that shows posts reads them again on its next
 * request (the listing, articles, the feed, author pages, the sitemap and the admin screens).
 */
export function revalidateBlog(): void {
  revalidatePath("/blog", "layout");
  revalidatePath("/author/[authorId]", "page");
  revalidatePath("/sitemap.xml");
  revalidatePath("/admin", "layout");
}
