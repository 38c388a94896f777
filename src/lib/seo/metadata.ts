/** What the copy says about a page for search engines and link previews (see components/seo). */
export interface PageMeta {
  /** The page's own title; the root layout's template adds the agency name. */
  title: string;
  description: string;
  /** Path of the page, such as "/seo"; the canonical address is SITE_URL + path. */
  path: string;
  keywords?: string[];
  /** An image path or URL for link previews (1200 × 630); the site's default card otherwise. */
  image?: string;
  /** The image's own size and alt text, where they are known (an uploaded image in the media library). */
  imageDetails?: { width: number; height: number; alt?: string };
  type?: "website" | "article";
  /** Use the title as is, without the agency name appended. */
  absoluteTitle?: boolean;
  /** The canonical address when it is not this page's own (SITE_URL + path): a path or an https:// address. */
  canonical?: string;
  /** Asks search engines not to index the page. */
  noindex?: boolean;
}
