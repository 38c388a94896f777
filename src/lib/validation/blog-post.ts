import * as z from "zod/mini";
import { localDateTimeOf, momentOfLocalDateTime } from "../dates";
import { tagsProblem } from "../blog/taxonomy";
import { isSiteLocalPath } from "../security/local-path";
import { type FieldErrors, parseFields, textField, validateFields } from "./form-fields";

/** Whether an address is a path of this site or an absolute https:// address. */
export function isImageAddress(text: string): boolean {
  return isSiteLocalPath(text) || isHttpsUrl(text);
}

export function isHttpsUrl(text: string): boolean {
  return /^https:\/\/[^\s]+$/i.test(text) && URL.canParse(text);
}

/** An optional address field: empty, or a path of this site or an https:// address. */
const addressField = (label: string, message: string) =>
  z.pipe(
    textField(label, { max: 2000 }),
    z.string().check(z.refine((text) => text === "" || isImageAddress(text), message)),
  );

/** What a post says, as the blog form asks for it (docs/product.md, Blog form). */
export const PostContentSchema = z.object({
  title: textField("Title", { min: { length: 5, message: "Title must be at least 5 characters" }, max: 200 }),
  slug: z.pipe(
    textField("Slug", { min: { length: 3, message: "Slug must be at least 3 characters" }, max: 200 }),
    z.string().check(z.regex(/^[a-z0-9-]+$/, "Slug can only contain lowercase letters, numbers, and hyphens")),
  ),
  excerpt: textField("Excerpt", { min: { length: 20, message: "Excerpt must be at least 20 characters" }, max: 500 }),
  category: textField("Category", { min: { length: 2, message: "Category is required" }, max: 100 }),
  cover: z.pipe(
    textField("Cover image URL", { min: { length: 2, message: "Cover image URL is required" }, max: 2000 }),
    z
      .string()
      .check(z.refine(isImageAddress, "Cover image URL must be a path of this site (/…) or an https:// address")),
  ),
  author: textField("Author", { min: { length: 2, message: "Author name is required" }, max: 100 }),
  /** Names separated by commas (src/lib/blog/taxonomy.ts); stored in blog_post_tags, not in a column. */
  tags: z.pipe(
    textField("Tags", { max: 2000 }),
    z.string().check(
      z.superRefine((text, context) => {
        const problem = tagsProblem(text);
        if (problem) context.issues.push({ code: "custom", message: problem, input: text });
      }),
    ),
  ),
  content: textField("Content", {
    min: { length: 50, message: "Content must be at least 50 characters" },
    max: 100_000,
  }),
});

/** A post's address must be its own. */
export const SLUG_TAKEN = "Post with this slug already exists";

/** About the length search engines show: the editor counts against these, nothing refuses more. */
export const META_TITLE_ADVISED = 60;
export const META_DESCRIPTION_ADVISED = 155;

/** A post's own search and social settings; empty means the default (the title, excerpt, cover, own address). */
export const PostSeoSchema = z.object({
  meta_title: textField("Meta title", { max: 300 }),
  meta_description: textField("Meta description", { max: 1000 }),
  social_image: addressField("Social image", "Social image must be a path of this site (/…) or an https:// address"),
  canonical_url: addressField("Canonical URL", "Canonical URL must be a path of this site (/…) or an https:// address"),
  // A checkbox sends "on" when ticked and nothing otherwise; stored rows and JSON send a boolean.
  noindex: z.pipe(
    z.union([z.boolean(), z.string()]),
    z.transform((value) => value === true || value === "on" || value === "true"),
  ),
});

/** The fields a post stores as written: what it says and its search settings. */
export const BlogPostSchema = z.object({ ...PostContentSchema.shape, ...PostSeoSchema.shape });

export type BlogPostInput = z.output<typeof BlogPostSchema>;
export type BlogPostField = keyof BlogPostInput;

export const blogPostFields = [
  "title",
  "slug",
  "excerpt",
  "category",
  "cover",
  "author",
  "tags",
  "content",
  "meta_title",
  "meta_description",
  "social_image",
  "canonical_url",
  "noindex",
] as const satisfies readonly BlogPostField[];

/** A post without search settings of its own: every one at its default. */
export const defaultPostSeo: z.output<typeof PostSeoSchema> = {
  meta_title: "",
  meta_description: "",
  social_image: "",
  canonical_url: "",
  noindex: false,
};

/** The three states the admin chooses between; "scheduled" is a published post whose date is ahead. */
export const POST_STATES = ["draft", "scheduled", "published"] as const;
export type PostState = (typeof POST_STATES)[number];

export const publishingText = {
  status: "Choose Draft, Scheduled or Published",
  notADate: "Publish date must be a date and time",
  scheduleNeedsDate: "Choose the date and time to publish the post",
  scheduleInPast: "Choose a time in the future to schedule the post",
  publishedInFuture: "This date is in the future: choose Scheduled to publish the post then",
} as const;

/** How the form says when a post is public: a state and a wall-clock time in the agency's time zone. */
export const PostPublishingSchema = z.object({
  status: z.enum(POST_STATES, publishingText.status),
  publish_date: z.pipe(
    textField("Publish date", { max: 40 }),
    z
      .string()
      .check(z.refine((text) => text === "" || momentOfLocalDateTime(text) !== undefined, publishingText.notADate)),
  ),
});

export type PostPublishingInput = z.output<typeof PostPublishingSchema>;
export type PostPublishingField = keyof PostPublishingInput;
export const postPublishingFields = ["status", "publish_date"] as const satisfies readonly PostPublishingField[];

/** What is stored of a post's publication: drafts may carry a planned date, published posts always one. */
export type Publication = { status: "draft" | "published"; published_at: string | null };

/**
 * The stored publication of the form's choice at `now`: a published post without a date is
 * published now; a scheduled one needs a time ahead, a published one a time that has come.
 */
export function resolvePublication(input: PostPublishingInput, now: Date): { value: Publication } | { error: string } {
  const moment = input.publish_date === "" ? undefined : momentOfLocalDateTime(input.publish_date);
  if (input.status === "draft") return { value: { status: "draft", published_at: moment?.toISOString() ?? null } };
  if (input.status === "scheduled") {
    if (!moment) return { error: publishingText.scheduleNeedsDate };
    if (moment <= now) return { error: publishingText.scheduleInPast };
    return { value: { status: "published", published_at: moment.toISOString() } };
  }
  // A minute's grace: the field has no seconds, and "now" typed in the form is already past.
  if (moment && moment.getTime() > now.getTime() + 60_000) return { error: publishingText.publishedInFuture };
  return { value: { status: "published", published_at: (moment ?? now).toISOString() } };
}

/** Where a stored post stands at `now`, as the admin sees it. */
export function stateOf(post: Publication, now: Date): PostState {
  if (post.status === "draft" || post.published_at === null) return "draft";
  return new Date(post.published_at) > now ? "scheduled" : "published";
}

/** The form's publishing fields for a stored post. */
export function publishingFieldsOf(post: Publication, now: Date): PostPublishingInput {
  return {
    status: stateOf(post, now),
    publish_date: post.published_at === null ? "" : localDateTimeOf(post.published_at),
  };
}

/** Every field of the blog form. */
export type BlogFormField = BlogPostField | PostPublishingField;

/** The form's publishing fields as stored at `now`, or their messages. */
export function parsePublication(
  source: FormData | Record<string, unknown>,
  now: Date,
): { value: Publication } | { errors: FieldErrors<PostPublishingField> } {
  const parsed = parseFields(PostPublishingSchema, source, postPublishingFields);
  if ("errors" in parsed) return parsed;
  const resolved = resolvePublication(parsed.value, now);
  return "error" in resolved ? { errors: { publish_date: resolved.error } } : resolved;
}

/** The whole blog form's messages by field, empty when it may be saved: the server's rules, run in the browser too. */
export function validateBlogForm(
  source: FormData | Record<string, unknown>,
  now = new Date(),
): FieldErrors<BlogFormField> {
  const publication = parsePublication(source, now);
  return {
    ...validateFields(BlogPostSchema, source, blogPostFields),
    ...("errors" in publication ? publication.errors : {}),
  };
}

/**
 * The frontmatter of a built-in article or sample post (src/content/blog): what a post says but
 * the body, which follows it, and its stated read time (a stored post's is computed from its body,
 * src/lib/blog/read-time.ts). Unknown keys are refused, so that a misspelt one is not lost.
 */
export const PostFrontmatterSchema = z.strictObject({
  ...z.omit(PostContentSchema, { content: true, tags: true }).shape,
  readTime: textField("Read time", { min: { length: 2, message: "Read time is required" }, max: 30 }),
});

/** A built-in article also says the day it was published, as "2025-01-15". */
export const ArticleFrontmatterSchema = z.extend(PostFrontmatterSchema, {
  date: z.iso.date("Date must be a day written as 2025-01-15"),
});
