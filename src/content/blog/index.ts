import fs from "node:fs";
import path from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import * as z from "zod/mini";
import type { NewPost, Post } from "@/lib/blog/types";
import { middayOf } from "@/lib/dates";
import { ArticleFrontmatterSchema, defaultPostSeo, PostFrontmatterSchema } from "@/lib/validation/blog-post";

/**
 * The built-in articles and the admin area's sample posts, one markdown file each with its
 * frontmatter (see README.md). They are read from the project folder, which is where the site
 * runs, whether under `next dev`, `next build`, `npm start` or a script, once per process.
 * Server code only, which node:fs already enforces; there is no "server-only" marker because the
 * end-to-end tests read the same files outside Next.js.
 */

const CONTENT_DIR = path.join("src", "content", "blog");

interface PostFile<T> {
  frontmatter: T;
  /** The markdown after the frontmatter. */
  content: string;
}

/** "title: Title must be text; unknown key: readtime", one problem per field. */
function problemsOf(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown key: ${issue.keys.join(", ")}`
        : `${issue.path.join(".")}: ${issue.message}`,
    )
    .join("; ");
}

/**
 * Every `.md` file of a folder, in the order of their names, with its frontmatter checked. A file
 * that does not pass throws an error that names it and says what is wrong.
 */
export function readPostFiles<T>(dir: string, schema: z.ZodMiniType<T>): PostFile<T>[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = new VFile({ path: path.join(dir, name), value: fs.readFileSync(path.join(dir, name), "utf8") });
      try {
        matter(file, { strip: true });
      } catch (error) {
        throw new Error(`${file.path}: the frontmatter is not valid YAML: ${(error as Error).message}`, {
          cause: error,
        });
      }
      const frontmatter = schema.safeParse(file.data.matter);
      if (!frontmatter.success) throw new Error(`${file.path}: ${problemsOf(frontmatter.error)}`);
      return { frontmatter: frontmatter.data, content: String(file.value).trim() };
    });
}

/**
 * The nine built-in articles, numbered in the order of their file names. The blog shows them
 * while the database has no posts (or cannot be read), and "Migrate Old Posts" in the admin
 * area copies them into it.
 */
export const builtInArticles: readonly Post[] = readPostFiles(
  path.join(CONTENT_DIR, "articles"),
  ArticleFrontmatterSchema,
).map(({ frontmatter: { date, ...fields }, content }, index) => ({
  id: index + 1,
  ...fields,
  ...defaultPostSeo,
  tags: "",
  content,
  published_at: middayOf(date).toISOString(),
}));

/** The five posts "Add Sample Posts" inserts in the admin area; each is published when it is added. */
export const samplePosts: readonly (NewPost & { readTime: string })[] = readPostFiles(
  path.join(CONTENT_DIR, "samples"),
  PostFrontmatterSchema,
).map(({ frontmatter, content }) => ({ ...frontmatter, ...defaultPostSeo, content }));
