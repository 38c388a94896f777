import {
  type BlogFormField,
  type BlogPostInput,
  blogPostFields,
  type PostPublishingInput,
  type PostState,
  type Publication,
  publishingFieldsOf,
} from "@/lib/validation/blog-post";

/** What the blog form holds: every field of the post, and its publishing as the admin chooses it. */
export type BlogFormValues = BlogPostInput & PostPublishingInput;

export const emptyBlogForm: BlogFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  category: "",
  cover: "",
  author: "",
  tags: "",
  content: "",
  meta_title: "",
  meta_description: "",
  social_image: "",
  canonical_url: "",
  noindex: false,
  // A new post is published the moment it is saved, unless the admin chooses otherwise.
  status: "published",
  publish_date: "",
};

export const blogFormLabels: Record<BlogFormField, string> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  category: "Category",
  cover: "Cover image URL",
  author: "Author",
  tags: "Tags",
  content: "Content",
  meta_title: "Meta title",
  meta_description: "Meta description",
  social_image: "Social image",
  canonical_url: "Canonical URL",
  noindex: "Hide from search engines",
  status: "Status",
  publish_date: "Publish date",
};

export const postStateLabels: Record<PostState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** The form's values for a stored post (or one of its revisions, which may lack later fields) at `now`. */
export function formValuesOf(post: BlogPostInput & Publication, now: Date): BlogFormValues {
  const fields = Object.fromEntries(blogPostFields.map((field) => [field, post[field] ?? emptyBlogForm[field]]));
  return { ...(fields as BlogPostInput), ...publishingFieldsOf(post, now) };
}

/** The submit button's words for the state chosen, on a new post or one whose saved state is `saved`. */
export function submitLabel(chosen: PostState, saved: PostState | undefined): string {
  if (chosen === "draft") return "Save Draft";
  if (chosen === "scheduled") return "Schedule Post";
  return saved === "published" ? "Update Post" : "Publish Post";
}

/** After "Add Sample Posts": "5 sample posts added". */
export const SAMPLES_ADDED = { one: "sample post added", other: "sample posts added" };
