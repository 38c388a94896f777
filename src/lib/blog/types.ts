/** A blog post as readers see it, from the database or from the built-in articles. */
export interface Post {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** An image path ("/images/blog/…") or URL. */
  cover: string;
  /** Display text such as "January 5, 2025". */
  date: string;
  author: string;
  /** Display text such as "8 min read". */
  readTime: string;
  category: string;
  /** Markdown: headings, bold, links, "- " lists and paragraphs. */
  content: string;
}

/** What a card or a list needs: everything but the body. */
export type PostSummary = Omit<Post, "content">;
