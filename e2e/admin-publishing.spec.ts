import type { APIRequestContext, Page } from "@playwright/test";
import { seriousViolations } from "./support/accessibility";
import { sessionToken, signIn } from "./support/admin";
import { expect, siteData, siteUrl, test, uniqueToken } from "./support/blog-fixtures";
import { field, fillContent, fillPost, toast } from "./support/blog-editor";
import { WRITE_DELAY_MS } from "@/app/(admin)/admin/blogs/_components/use-unsaved-draft";

/**
 * Publishing (decision 191): drafts, scheduled posts and their previews, revisions, text kept in
 * the browser, per-post search settings, pre-publish checks and covers by address. Visitors are
 * the `request` fixture, which carries no cookie.
 */

const row = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });

/** What a visitor gets at a path: its status and its text. */
async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(`${siteUrl()}${path}`);
  return { status: response.status(), text: await response.text(), headers: response.headers() };
}

/** Makes the editor's write of what is typed wait `ms` instead of its usual pause. */
async function stretchDraftWrite(page: Page, ms: number) {
  await page.addInitScript(
    ({ delay, stretched }) => {
      const setTimeout = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, wait?: number, ...rest: unknown[]) =>
        setTimeout(handler, wait === delay ? stretched : wait, ...rest)) as typeof window.setTimeout;
    },
    { delay: WRITE_DELAY_MS, stretched: ms },
  );
}

/**
 * The answer to the pre-publish checks of `title`, which the editor asks the server for a moment
 * after the title changes or the editor opens. An ended session sends that question to the
 * sign-in page too, so a test ends the session only once it has been answered.
 */
const prepublishCheck = (page: Page, title: string) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      (response.request().postData() ?? "").includes(`"title":${JSON.stringify(title)}`),
  );

test("a draft stays out of sight of visitors while the admin previews it at its address", async ({ page, request }) => {
  // About ten page loads, a second tab and eleven requests: 22 s on SQLite and 32 s on PostgreSQL in the whole run.
  test.slow();
  const token = uniqueToken("draft");
  const slug = `draft-${token}`;
  const title = `A draft about ${token}`;
  await signIn(page);
  await page.goto("/admin/blogs/new");
  await expect(page.getByRole("button", { name: "Publish Post" })).toBeVisible();
  await fillPost(page, { title, slug });
  await field(page, "Status").selectOption({ label: "Draft" });
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(toast(page)).toContainText("Blog post created successfully");
  await expect(row(page, title)).toContainText("Draft");
  await expect(row(page, title)).toContainText("Not set");

  await page
    .getByRole("navigation", { name: "Posts by status" })
    .getByRole("link", { name: /^Drafts/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/blogs\?status=draft$/);
  await expect(row(page, title)).toBeVisible();
  await page
    .getByRole("navigation", { name: "Posts by status" })
    .getByRole("link", { name: /^Published/ })
    .click();
  await expect(row(page, title)).toHaveCount(0);

  expect((await visit(request, `/blog/${slug}`)).status).toBe(404);
  expect((await visit(request, `/blog/${slug}/card.png`)).status).toBe(404);
  for (const path of [`/blog?search=${token}`, "/sitemap.xml", "/blog/rss.xml", "/author/marcos-silva"]) {
    expect((await visit(request, path)).text, path).not.toContain(slug);
  }

  const preview = await page.goto(`/blog/${slug}`);
  expect(preview?.status()).toBe(200);
  expect(preview?.headers()["cache-control"]).toContain("no-store");
  expect(preview?.headers()["x-page-cache"]).toBeUndefined();
  // Rendered for the admin's session, so isolated from other sites' windows (decision 260).
  expect(preview?.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  await expect(page.getByRole("status").filter({ hasText: "Preview — not published" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Visitors still get the page not found, however often the admin previews.
  expect((await visit(request, `/blog/${slug}`)).status).toBe(404);

  const { id } = (await siteData().getPostBySlug(slug))!;
  await page.goto(`/admin/blogs/edit/${id}`);
  const [opened] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: /^Preview/ }).click(),
  ]);
  await expect(opened).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(opened.getByText("Preview — not published")).toBeVisible();
  await opened.close();

  await field(page, "Status").selectOption({ label: "Published" });
  await page.getByRole("button", { name: "Publish Post" }).click();
  await expect(toast(page)).toContainText("Blog post updated successfully");
  const published = await visit(request, `/blog/${slug}`);
  expect(published.status).toBe(200);
  expect(published.text).not.toContain("Preview — not published");
  await siteData().deletePost(id);
});

test("scheduling in the form: a date ahead, and clear words for a date that is not one", async ({ page, request }) => {
  const token = uniqueToken("sched");
  const slug = `scheduled-${token}`;
  const title = `A scheduled post ${token}`;
  await signIn(page);
  await page.goto("/admin/blogs/new");
  await fillPost(page, { title, slug });
  await field(page, "Status").selectOption({ label: "Scheduled" });
  await expect(page.getByRole("button", { name: "Schedule Post" })).toBeVisible();
  await page.getByRole("button", { name: "Schedule Post" }).click();
  await expect(page.getByText("Choose the date and time to publish the post")).toBeVisible();
  await field(page, "Publish date").fill("2020-01-01T09:00");
  await page.getByRole("button", { name: "Schedule Post" }).click();
  await expect(page.getByText("Choose a time in the future to schedule the post")).toBeVisible();
  await expect(field(page, "Title"), "a refused save keeps what was typed").toHaveValue(title);

  await field(page, "Publish date").fill("2099-06-01T09:30");
  await page.getByRole("button", { name: "Schedule Post" }).click();
  await expect(toast(page)).toContainText("Blog post created successfully");
  await expect(row(page, title)).toContainText("Scheduled");
  await expect(row(page, title)).toContainText("Jun 1, 2099, 9:30 AM");
  expect((await visit(request, `/blog/${slug}`)).status).toBe(404);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByText("Scheduled: visitors see it from Jun 1, 2099, 9:30 AM.")).toBeVisible();
  await siteData().deletePostsBySlug([slug]);
});

test("a scheduled post becomes public at its time, on its own", async ({ request }) => {
  test.setTimeout(90_000);
  const token = uniqueToken("due");
  const slug = `due-${token}`;
  // Far enough ahead for the three requests below to be answered without it, even on a busy
  // machine (each takes well under a second there); the assertion after them says if not.
  const due = Date.now() + 8_000;
  const { id } = await siteData().insertPost({
    slug,
    title: `Comes due ${token}`,
    excerpt: "A post scheduled a few seconds ahead by the end-to-end tests.",
    cover: "/images/blog/default-cover.svg",
    author: "Marcos Silva",
    category: "SEO",
    content: "A body long enough for the post, which nobody publishes by hand.",
    published_at: new Date(due).toISOString(),
  });
  try {
    const listing = `/blog?search=${token}`;
    // Rendered, and stored, before the post comes due; other tests' writes may render them again,
    // which the scheduling integration test does not allow (it owns its database).
    expect((await visit(request, listing)).text).not.toContain(slug);
    expect((await visit(request, `/blog/${slug}`)).status).toBe(404);
    expect(Date.now(), "the pages above were read before the post came due").toBeLessThan(due);

    await expect
      .poll(async () => (await visit(request, `/blog/${slug}`)).status, { timeout: 60_000, intervals: [250] })
      .toBe(200);
    expect((await visit(request, listing)).text).toContain(slug);
    expect((await visit(request, "/sitemap.xml")).text).toContain(`/blog/${slug}`);
  } finally {
    await siteData().deletePost(id);
  }
});

test("revisions: each save is listed, and Restore puts one back for the usual button to save", async ({
  page,
  request,
  insertPost,
}) => {
  const post = await insertPost();
  await signIn(page);
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await field(page, "Title").fill(`${post.title} (second)`);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page)).toContainText("Blog post updated successfully");

  await page.goto(`/admin/blogs/edit/${post.id}`);
  const revisions = page.getByRole("region", { name: "Revisions" });
  await expect(revisions.getByRole("listitem")).toHaveCount(2);
  await expect(revisions.getByRole("listitem").first()).toContainText("admin@resgatar.test: Title");
  expect(await seriousViolations(page)).toEqual([]);

  // By keyboard: the oldest revision's button, then Enter.
  await revisions
    .getByRole("button", { name: /^Restore/ })
    .last()
    .focus();
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText("Revision restored");
  await expect(field(page, "Title")).toHaveValue(post.title);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page)).toContainText("Blog post updated successfully");
  await expect
    .poll(async () => (await visit(request, `/blog/${post.slug}`)).text)
    .toContain(`<h1 class="mt-4 text-3xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">${post.title}</h1>`);
});

test("what is typed stays in the browser until it is saved, through a reload and an ended session", async ({
  page,
  insertPost,
}) => {
  // Nine page loads and a second sign-in: 21 s on SQLite and 39 s on PostgreSQL in the whole run.
  test.slow();
  const post = await insertPost();
  await signIn(page);
  await page.goto(`/admin/blogs/edit/${post.id}`);
  const typed = `${post.title}, typed but never saved`;
  await field(page, "Title").fill(typed);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), `agency:blog-draft:${post.id}`))
    .toContain(typed);

  await page.reload();
  const offer = page.getByRole("alert").filter({ hasText: "Restore unsaved changes?" });
  await expect(offer).toBeVisible();
  await expect(field(page, "Title")).toHaveValue(post.title);
  const checked = prepublishCheck(page, typed);
  await offer.getByRole("button", { name: "Restore" }).click();
  await expect(field(page, "Title")).toHaveValue(typed);
  await checked;

  // The session ends while the editor is open: the save goes to the sign-in page, the text stays kept.
  await siteData().deleteSession(await sessionToken(page.context()));
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page);
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await page
    .getByRole("alert")
    .filter({ hasText: "Restore unsaved changes?" })
    .getByRole("button", { name: "Restore" })
    .click();
  await expect(field(page, "Title")).toHaveValue(typed);

  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page)).toContainText("Blog post updated successfully");
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await expect(field(page, "Title")).toHaveValue(typed);
  await expect(page.getByText("Restore unsaved changes?")).toHaveCount(0);

  await field(page, "Title").fill("Thrown away");
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), `agency:blog-draft:${post.id}`))
    .toContain("Thrown away");
  await page.reload();
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(field(page, "Title")).toHaveValue(typed);
  await page.reload();
  await expect(page.getByText("Restore unsaved changes?")).toHaveCount(0);
});

test("typing not yet written is kept when the editor is left: by a reload, a link, or for the sign-in page", async ({
  page,
  insertPost,
}) => {
  // Three page loads, a client-side navigation and a second sign-in.
  test.slow();
  const post = await insertPost();
  // The write waits a minute instead of its usual pause: only leaving the editor writes what is typed.
  await stretchDraftWrite(page, 60_000);
  const kept = () => page.evaluate((key) => localStorage.getItem(key) ?? "", `agency:blog-draft:${post.id}`);
  const offer = page.getByRole("alert").filter({ hasText: "Restore unsaved changes?" });
  await signIn(page);
  await page.goto(`/admin/blogs/edit/${post.id}`);

  await field(page, "Title").fill(`${post.title}, then reloaded`);
  await page.reload();
  await expect(offer).toBeVisible();
  expect(await kept()).toContain("then reloaded");
  await offer.getByRole("button", { name: "Discard" }).click();

  await field(page, "Title").fill(`${post.title}, then left by a link`);
  await page.getByRole("link", { name: "Back to Posts" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  expect(await kept()).toContain("then left by a link");
  const opened = prepublishCheck(page, post.title);
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await offer.getByRole("button", { name: "Discard" }).click();
  await opened;

  // The session ends while the admin types: the pre-publish check of the new title goes to the
  // sign-in page, and what was typed goes with the editor into the browser's storage.
  await siteData().deleteSession(await sessionToken(page.context()));
  const typed = `${post.title}, typed as the session ended`;
  await field(page, "Title").fill(typed);
  await expect(page).toHaveURL(/\/login$/);
  expect(await kept()).toContain(typed);
  await signIn(page);
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await offer.getByRole("button", { name: "Restore" }).click();
  await expect(field(page, "Title")).toHaveValue(typed);
});

test("a save right after typing keeps nothing in the browser, even while the write still waits", async ({
  page,
  insertPost,
}) => {
  const post = await insertPost();
  // The write waits 3 s instead of its usual pause, and the posts list answers 5 s late: the save
  // succeeds while the write waits, and the editor is still open when that write comes due.
  await stretchDraftWrite(page, 3000);
  await page.route(
    (url) => url.pathname === "/admin/blogs" && url.searchParams.has("_rsc"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue();
    },
  );
  await signIn(page);
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await field(page, "Title").fill(`${post.title}, saved at once`);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page)).toContainText("Blog post updated successfully");
  await expect(page).toHaveURL(/\/admin\/blogs$/, { timeout: 15_000 });
  expect(await page.evaluate((key) => localStorage.getItem(key), `agency:blog-draft:${post.id}`)).toBeNull();
});

test("a save sent before the editor's scripts ran is reported, and the editor moves on, once they run", async ({
  page,
  insertPost,
}) => {
  const post = await insertPost();
  const title = `${post.title}, sent early`;
  await signIn(page);
  // The editor's scripts are held until the save is sent, so the browser sends the form itself.
  let sent = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/_next/static/chunks/") && url.pathname.endsWith(".js"),
    async (route) => {
      if (!sent) await released;
      // The page that asked for it may be gone by then.
      await route.continue().catch(() => undefined);
    },
  );
  await page.goto(`/admin/blogs/edit/${post.id}`, { waitUntil: "domcontentloaded" });
  await field(page, "Title").fill(title);
  sent = true;
  await page.getByRole("button", { name: "Update Post" }).click();
  release();
  await expect(toast(page)).toContainText("Blog post updated successfully");
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(row(page, title)).toBeVisible();
});

test("a post's own search and social settings feed its tags, its structured data and the sitemap", async ({
  page,
  request,
  insertPost,
}) => {
  const post = await insertPost();
  await signIn(page);
  await page.goto(`/admin/blogs/edit/${post.id}`);
  const metaTitle = "Plumbing leads in Utah, the local way";
  await field(page, "Meta title").fill(metaTitle);
  await expect(page.getByText(`${metaTitle.length} / 60 characters`, { exact: true })).toBeVisible();
  await field(page, "Meta description").fill("d".repeat(160));
  await expect(page.getByText("160 / 155 characters: longer than search results show")).toBeVisible();
  await field(page, "Meta description").fill("How Utah plumbers win local calls, step by step.");
  await field(page, "Social image").fill("https://cdn.example.test/share.png");
  await field(page, "Canonical URL").fill("https://first.example.test/plumbing-leads");
  await page.getByLabel("Hide from search engines").check();
  const snippet = page.getByRole("group", { name: "Search result preview" });
  await expect(snippet).toContainText("Plumbing leads in Utah, the local way");
  await expect(snippet).toContainText("https://first.example.test/plumbing-leads");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page)).toContainText("Blog post updated successfully");

  const { text } = await visit(request, `/blog/${post.slug}`);
  expect(text).toContain("<title>Plumbing leads in Utah, the local way</title>");
  expect(text).toContain('<meta name="description" content="How Utah plumbers win local calls, step by step."/>');
  expect(text).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(text).toContain('<link rel="canonical" href="https://first.example.test/plumbing-leads"/>');
  expect(text).toContain('<meta property="og:image" content="https://cdn.example.test/share.png"/>');
  expect(text).toContain('<meta name="twitter:image" content="https://cdn.example.test/share.png"/>');
  expect(text).toContain('"image":"https://cdn.example.test/share.png"');
  expect(text).toContain('"mainEntityOfPage":"https://first.example.test/plumbing-leads"');
  expect((await visit(request, "/sitemap.xml")).text).not.toContain(`/blog/${post.slug}<`);
});

test.describe("checks and covers", () => {
  // The checks' own findings: an image that does not exist, a cover from a host that does not.
  test.use({ allowedConsoleErrors: [/404|ERR_NAME_NOT_RESOLVED|ERR_CONNECTION/] });

  test("pre-publish checks inform as the admin types, and never block a save", async ({ page, insertPost }) => {
    // The checks follow a long run of typing: 23 s on SQLite and 30 s on PostgreSQL in the whole run.
    test.slow();
    const existing = await insertPost();
    const token = uniqueToken("checks");
    await signIn(page);
    await page.goto("/admin/blogs/new");
    const checks = page.getByRole("region", { name: "Pre-publish checks" });
    await fillPost(page, {
      title: `A title that runs far longer than search results show ${token}`,
      slug: existing.slug,
    });
    await field(page, "Cover image URL").fill(`/images/blog/missing-${token}.png`);
    await fillContent(
      page,
      `A body with an image without words and a link to an old page.\n\n![](/uploads/${token}.png)\n\n[Old page](/old-page-${token})\n\n[Services](/services)`,
    );
    await expect(checks).toContainText(
      /Title in search results is \d+ characters with “\| Resgatar Marketing Blog” after it: search results show about 60\./,
    );
    await expect(checks).toContainText("Meta description is missing");
    await expect(checks).toContainText(`Image /uploads/${token}.png has no alt text.`);
    await expect(checks).toContainText(`Link to /old-page-${token} leads nowhere.`);
    await expect(checks).not.toContainText("/services");
    await expect(checks).toContainText(`Another post already uses the slug "${existing.slug}".`);
    await expect(checks).toContainText("The cover image does not load.");
    expect(await seriousViolations(page)).toEqual([]);

    // Informed, not blocked: a free slug and the post saves with the rest still flagged.
    await field(page, "Slug").fill(`checks-${token}`);
    await expect(checks).not.toContainText("Another post already uses the slug");
    await field(page, "Status").selectOption({ label: "Draft" });
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(toast(page)).toContainText("Blog post created successfully");
    await siteData().deletePostsBySlug([`checks-${token}`]);
  });

  test("a cover given as an https address is shown as given", async ({ page, insertPost }) => {
    const cover = "https://images.example.test/covers/spring.png";
    const post = await insertPost({ cover });
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("img", { name: `Cover illustration for "${post.title}"` })).toHaveAttribute(
      "src",
      cover,
    );
  });
});

test("the posts table and the editor are accessible and carry the publishing controls", async ({
  page,
  insertPost,
}) => {
  const post = await insertPost({ status: "draft" });
  await signIn(page);
  await page.goto("/admin/blogs?status=draft");
  await expect(row(page, post.title)).toContainText("Draft");
  await expect(page.getByRole("columnheader", { name: "Status" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Publish date" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/admin/blogs/new");
  await expect(page.getByRole("region", { name: "Pre-publish checks" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Preview" })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
});
