import type { Post } from "../blog/types";

/**
 * What search engines and link previews are told about an article (decision 191): the post's
 * own search settings where it has them, else its title, excerpt, cover and address.
 */
export interface ArticleSeo {
  title: string;
  description: string;
  /** A path of this site or an https:// address. */
  image: string;
  /** A path of this site or an https:// address. */
  canonical: string;
  noindex: boolean;
}

export const articlePath = (slug: string) => `/blog/${slug}`;

/** The drawn link-preview card of an article: its category, title, author and reading time. */
const articleCardPath = (slug: string) => `${articlePath(slug)}/card.png`;

/** Social networks show raster images only: an SVG cover is not one of them. */
const isVectorImage = (address: string) => /\.svg([?#]|$)/i.test(address);

type SeoSource = Pick<
  Post,
  | "slug"
  | "title"
  | "excerpt"
  | "cover"
  | "meta_title"
  | "meta_description"
  | "social_image"
  | "canonical_url"
  | "noindex"
>;

/** What follows a post's own title in the title search engines get when it has no meta title. */
export const titleSuffix = (blogName: string) => ` | ${blogName}`;

/**
 * The meta title, else the post's title with the suffix; none while both are empty (a post being
 * written) rather than the suffix alone. Spaces around either count for nothing: a save trims them.
 */
export function searchTitleOf(post: Pick<Post, "title" | "meta_title">, blogName: string): string {
  const title = post.title.trim();
  return post.meta_title.trim() || (title && `${title}${titleSuffix(blogName)}`);
}

/** An article's title, description, preview image, canonical address and indexing, with `blogName` after a default title. */
export function articleSeoOf(post: SeoSource, blogName: string): ArticleSeo {
  const cover = isVectorImage(post.cover) ? articleCardPath(post.slug) : post.cover;
  return {
    title: searchTitleOf(post, blogName),
    description: post.meta_description || post.excerpt,
    image: post.social_image || cover,
    canonical: post.canonical_url || articlePath(post.slug),
    noindex: post.noindex,
  };
}

/** An address as absolute: paths of this site under `siteUrl`, https:// addresses as they are. */
export function absoluteAddress(siteUrl: string, address: string): string {
  return address.startsWith("/") ? `${siteUrl}${address}` : address;
}
