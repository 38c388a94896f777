import { describe, expect, it } from "vitest";
import { insertPost } from "@/server/blog/posts";
import { findLinkProblems } from "./link-check";

const post = (slug: string, status: "draft" | "published") => ({
  slug,
  title: "Local SEO for Utah plumbers",
  excerpt: "How a plumber gets found by neighbours who need one today.",
  cover: "/images/blog/plumbing.svg",
  author: "Marcos Silva",
  category: "SEO",
  content: "# Heading\n\nBody text that is long enough to be a real post.",
  status,
});

describe(`the editor's link check (${process.env.TEST_DIALECT})`, () => {
  it("names links that lead nowhere or to what visitors cannot see, and the rest pass", async () => {
    await insertPost(post("live-post", "published"));
    await insertPost(post("draft-post", "draft"));
    expect(
      await findLinkProblems([
        "/contact",
        "/blog/live-post",
        "/blog/draft-post",
        "/blog/no-such-post",
        "/author/marcos-silva",
        "/author/nobody-here",
        "/case-studies/yeti-plumbing",
      ]),
    ).toEqual([
      { path: "/blog/draft-post", problem: "not-public" },
      { path: "/blog/no-such-post", problem: "missing" },
      { path: "/author/nobody-here", problem: "missing" },
    ]);
  });

  it("calls a link with a broken escape missing instead of failing the check", async () => {
    expect(await findLinkProblems(["/author/%E0%A4%A", "/blog/%ZZ", "/case-studies/%E0"])).toEqual([
      { path: "/author/%E0%A4%A", problem: "missing" },
      { path: "/blog/%ZZ", problem: "missing" },
      { path: "/case-studies/%E0", problem: "missing" },
    ]);
  });
});
