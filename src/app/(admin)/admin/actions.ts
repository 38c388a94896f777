"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/signed-in-hint";
import type { LinkTarget } from "@/lib/link-target";
import { articlePath } from "@/lib/seo/article-seo";
import { caseStudyPath } from "@/lib/validation/case-study";
import { getAuth } from "@/server/auth/auth";
import { requireAdmin } from "@/server/auth/require-admin";
import { getBlogListing } from "@/server/blog/reader";
import { listPublicCaseStudies } from "@/server/content/case-studies";
import { matchingPages } from "@/server/link-targets";

const LINK_TARGETS = 10;

/** Logout: ends the session in the database, forgets the cookies and returns to the home page. */
export async function signOutAction(): Promise<void> {
  const auth = await getAuth();
  await auth.api.signOut({ headers: await headers() }).catch(() => undefined);
  (await cookies()).delete(SIGNED_IN_HINT_COOKIE);
  redirect("/");
}

/**
 * The rich-text editor's link dialog (issue 33): the site's pages and the posts visitors can
 * read (case studies among the pages) whose name holds the words typed, pages first, ten at most. Admins only.
 */
export async function searchLinkTargetsAction(query: string): Promise<LinkTarget[]> {
  await requireAdmin();
  const text = String(query).trim().slice(0, 100);
  const studies = (await listPublicCaseStudies()).map((study): LinkTarget => ({
    title: study.title,
    path: caseStudyPath(study.slug),
    kind: "page",
  }));
  const pages = matchingPages(text, LINK_TARGETS, studies);
  const posts = await getBlogListing({ search: text, limit: LINK_TARGETS - pages.length });
  return [
    ...pages,
    ...posts.posts.map((post): LinkTarget => ({ title: post.title, path: articlePath(post.slug), kind: "post" })),
  ];
}
