import "server-only";
import fs from "node:fs";
import path from "node:path";
import { builtInArticles } from "@/content/blog";
import { sitePath } from "@/lib/redirects";
import { publicRoutes } from "@/lib/seo/public-routes";
import { stateOf } from "@/lib/validation/blog-post";
import { getPostBySlug } from "@/server/blog/posts";
import { getCaseStudyBySlug } from "@/server/content/case-studies";
import { getAuthorArticles } from "@/server/blog/reader";
import { findShownPersonById } from "@/server/content/people";
import { loadRedirects } from "@/server/blog/redirects";
import { listImages } from "@/server/storage/uploads";

/**
 * The editor's check of a post's links to this site (pre-publish checks, decision 191): which
 * lead nowhere a visitor can reach today. It reads the pages, the posts, the redirects, the
 * uploads and the files the site serves, whatever wing owns them.
 */

export type LinkProblem = { path: string; problem: "missing" | "not-public" };

const PUBLIC_DIR = path.join(process.cwd(), "public");
const MAX_PATHS = 100;
const FIXED = new Set([...publicRoutes.map((route) => route.path), "/blog/rss.xml", "/sitemap.xml"]);
const BUILT_IN_SLUGS = new Set(builtInArticles.map((article) => article.slug));

function decodes(sitePathname: string): boolean {
  try {
    decodeURIComponent(sitePathname);
    return true;
  } catch {
    return false;
  }
}

function isPublicFile(sitePathname: string): boolean {
  const file = path.resolve(PUBLIC_DIR, `.${decodeURIComponent(sitePathname)}`);
  return file.startsWith(`${PUBLIC_DIR}${path.sep}`) && fs.existsSync(file) && fs.statSync(file).isFile();
}

/** Whether `/author/{id}` is a page: a writer's, or that of a person with a public post (decision 197). */
async function hasAuthorPage(id: string): Promise<boolean> {
  const person = await findShownPersonById(id);
  if (!person) return false;
  return person.writer || (await getAuthorArticles(person.name, { limit: 1 })).matched > 0;
}

export async function findLinkProblems(links: readonly string[]): Promise<LinkProblem[]> {
  const paths = [...new Set(links.map((link) => sitePath(link)).filter((p) => p !== undefined))].slice(0, MAX_PATHS);
  if (paths.length === 0) return [];
  const redirects = await loadRedirects();
  const uploads = paths.some((p) => p.startsWith("/uploads/"))
    ? new Set((await listImages()).map((image) => image.url))
    : new Set<string>();
  const now = new Date();
  const problems: LinkProblem[] = [];
  for (const p of paths) {
    if (FIXED.has(p) || redirects.has(p) || uploads.has(p)) continue;
    // A broken escape ("%E0%A4%A") names no page of the site.
    if (!decodes(p)) {
      problems.push({ path: p, problem: "missing" });
      continue;
    }
    const authorId = /^\/author\/([^/]+)$/.exec(p)?.[1];
    if (authorId !== undefined && (await hasAuthorPage(decodeURIComponent(authorId)))) continue;
    const slug = /^\/blog\/([^/]+)$/.exec(p)?.[1];
    if (slug !== undefined) {
      const post = await getPostBySlug(decodeURIComponent(slug));
      if (post) {
        if (stateOf(post, now) !== "published") problems.push({ path: p, problem: "not-public" });
        continue;
      }
      if (BUILT_IN_SLUGS.has(slug)) continue;
    } else if (p.startsWith("/case-studies/")) {
      const study = await getCaseStudyBySlug(decodeURIComponent(p.slice("/case-studies/".length)));
      if (study) {
        if (stateOf(study, now) !== "published") problems.push({ path: p, problem: "not-public" });
        continue;
      }
    } else if (isPublicFile(p)) continue;
    problems.push({ path: p, problem: "missing" });
  }
  return problems;
}
