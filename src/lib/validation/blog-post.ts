import * as z from "zod/mini";
import { textField, validateFields } from "./form-fields";

/** The blog form (docs/product.md, Blog form), with an upper bound on every field; the source of a post's fields with the table's row. */
export const BlogPostSchema = z.object({
  title: textField("Title", { min: { length: 5, message: "Title must be at least 5 characters" }, max: 200 }),
  slug: z.pipe(
    textField("Slug", { min: { length: 3, message: "Slug must be at least 3 characters" }, max: 200 }),
    z.string().check(z.regex(/^[a-z0-9-]+$/, "Slug can only contain lowercase letters, numbers, and hyphens")),
  ),
  excerpt: textField("Excerpt", { min: { length: 20, message: "Excerpt must be at least 20 characters" }, max: 500 }),
  category: textField("Category", { min: { length: 2, message: "Category is required" }, max: 100 }),
  cover: textField("Cover image URL", { min: { length: 2, message: "Cover image URL is required" }, max: 500 }),
  author: textField("Author", { min: { length: 2, message: "Author name is required" }, max: 100 }),
  readTime: textField("Read time", { min: { length: 2, message: "Read time is required" }, max: 30 }),
  content: textField("Content", {
    min: { length: 50, message: "Content must be at least 50 characters" },
    max: 100_000,
  }),
});

export type BlogPostInput = z.output<typeof BlogPostSchema>;
export type BlogPostField = keyof BlogPostInput;

export const blogPostFields = [
  "title",
  "slug",
  "excerpt",
  "category",
  "cover",
  "author",
  "readTime",
  "content",
] as const satisfies readonly BlogPostField[];

export const validateBlogPost = (source: FormData | Record<string, unknown>) =>
  validateFields(BlogPostSchema, source, blogPostFields);

/**
 * The frontmatter of a built-in article or sample post (src/content/blog): the form's fields but
 * the body, which follows it. Unknown keys are refused, so that a misspelt one is not lost.
 */
export const PostFrontmatterSchema = z.strictObject(z.omit(BlogPostSchema, { content: true }).shape);

/** A built-in article also says the day it was published, as "2025-01-15". */
export const ArticleFrontmatterSchema = z.extend(PostFrontmatterSchema, {
  date: z.iso.date("Date must be a day written as 2025-01-15"),
});
