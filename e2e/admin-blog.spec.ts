import sharp from "sharp";
import { builtInArticles, samplePosts } from "@/content/blog";
import { signIn } from "./support/admin";
import { expect, siteData, test, uniqueToken } from "./support/blog-fixtures";
import { field, fillContent } from "./support/blog-editor";

test.describe.configure({ mode: "serial" });

const toast = (page: import("@playwright/test").Page) => page.getByRole("status");
const errorToast = (page: import("@playwright/test").Page) => page.getByRole("alert").filter({ hasText: "Error" });

test.describe("writing a post", () => {
  // The refused upload answers 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("creates, shows, edits and deletes a post through the forms", async ({ page }) => {
    test.setTimeout(90_000);
    const token = uniqueToken("admin");
    const title = `Spring Lawn Care Leads ${token}`;
    await signIn(page);
    await page.getByRole("link", { name: "Create New Blog Post" }).click();
    await expect(page).toHaveURL(/\/admin\/blogs\/new$/);

    await page.getByRole("button", { name: "Publish Post" }).click();
    for (const message of [
      "Title must be at least 5 characters",
      "Slug must be at least 3 characters",
      "Excerpt must be at least 20 characters",
      "Category is required",
      "Cover image URL is required",
      "Author name is required",
      "Content must be at least 50 characters",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, "Read time"), "the read time is counted from the body, not typed").toHaveCount(0);

    await field(page, "Title").fill(title);
    await expect(page.getByLabel("Slug")).toHaveValue(`spring-lawn-care-leads-${token}`);
    await page.getByLabel("Slug").fill("Not A Valid Slug!");
    await page.getByLabel("Slug").press("Tab");
    await page.getByRole("button", { name: "Publish Post" }).click();
    await expect(page.getByText("Slug can only contain lowercase letters, numbers, and hyphens")).toBeVisible();
    await page.getByLabel("Slug").fill(`spring-lawn-care-leads-${token}`);
    await page
      .getByLabel("Excerpt")
      .fill("How a lawn care company in Utah fills its spring calendar with local search.");
    await page.getByLabel("Category").fill("Local SEO");
    await page.getByLabel("Author").selectOption("Marcos Silva");
    await fillContent(
      page,
      `## Start in February\n\nBook **early-season** work before the first warm week.\n\n- Update the profile\n- Ask for reviews`,
    );

    // The content preview follows the typing.
    const preview = page.getByRole("region", { name: "Content preview" });
    await expect(preview.getByRole("heading", { name: "Start in February" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("early-season");
    await expect(preview.getByRole("listitem")).toHaveCount(2);

    const upload = page.getByLabel("Upload image");
    await upload.setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("this is only text") });
    await expect(errorToast(page)).toBeVisible();
    await expect(page.getByLabel("Cover image URL")).toHaveValue("");

    const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    await upload.setInputFiles({ name: "lawn.png", mimeType: "image/png", buffer: png });
    await expect(toast(page)).toContainText("Image uploaded successfully");
    await expect(page.getByLabel("Cover image URL")).toHaveValue(/^\/uploads\/[\w-]+\.png$/);

    await page.getByRole("button", { name: "Publish Post" }).click();
    await expect(toast(page)).toContainText("Blog post created successfully");
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toContainText("Local SEO");
    await expect(row).toContainText("Marcos Silva");

    await page.goto(`/blog?search=${token}`);
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
    await page.goto(`/blog/spring-lawn-care-leads-${token}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Start in February" })).toBeVisible();
    await expect(page.getByText("1 min read").first()).toBeVisible();

    await page.goto("/admin/blogs");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(field(page, "Title")).toHaveValue(title);
    await field(page, "Title").fill(`${title} updated`);
    await expect(page.getByLabel("Slug"), "an edited post keeps its address").toHaveValue(
      `spring-lawn-care-leads-${token}`,
    );
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(toast(page)).toContainText("Blog post updated successfully");
    await expect(page.getByRole("row").filter({ hasText: `${title} updated` })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${title} updated` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this post?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: `Delete ${title} updated` }).click();
    await dialog.getByRole("button", { name: "Delete Post" }).click();
    await expect(toast(page)).toContainText("Post deleted");
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
    const gone = await page.request.get(`/blog/spring-lawn-care-leads-${token}`);
    expect(gone.status()).toBe(404);
  });
});

test.describe("blog management", () => {
  test("refuses a slug that is taken and keeps what was typed", async ({ page, insertPost }) => {
    const existing = await insertPost();
    await signIn(page);
    await page.goto("/admin/blogs/new");
    await field(page, "Title").fill("A second post with a taken address");
    await page.getByLabel("Slug").fill(existing.slug);
    await page.getByLabel("Excerpt").fill("An excerpt that is comfortably longer than twenty characters.");
    await page.getByLabel("Category").fill("SEO");
    await page.getByLabel("Cover image URL").fill("/images/blog/default-cover.svg");
    await page.getByLabel("Author").selectOption("Marcos Silva");
    await fillContent(page, "A body that is long enough to pass the fifty character minimum of the form.");
    await page.getByRole("button", { name: "Publish Post" }).click();
    await expect(page.getByText("Post with this slug already exists")).toBeVisible();
    await expect(errorToast(page)).toContainText("Failed to create blog post");
    await expect(field(page, "Title")).toHaveValue("A second post with a taken address");
    await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
  });

  test("picks a cover from the images already uploaded", async ({ page }) => {
    await signIn(page);
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#fbbf24" } })
      .png()
      .toBuffer();
    const uploaded = await page.request.post("/api/admin/images", {
      multipart: { file: { name: "pick-me.png", mimeType: "image/png", buffer: png } },
    });
    expect(uploaded.status()).toBe(201);
    const { url, name } = (await uploaded.json()) as { url: string; name: string };

    await page.goto("/admin/blogs/new");
    await page.getByRole("button", { name: "Browse Images" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose an image" });
    await dialog.getByRole("button", { name }).click();
    await expect(toast(page)).toContainText("Image selected");
    await expect(page.getByLabel("Cover image URL")).toHaveValue(url);
  });

  test("editing a post that does not exist returns to the list", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/blogs/edit/987654321");
    await expect(page.getByRole("alert").filter({ hasText: "Blog post not found" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
  });

  test("adds the sample posts once, then skips them", async ({ page }) => {
    const slugs = samplePosts.map((post) => post.slug);
    try {
      await signIn(page);
      await page.goto("/admin/blogs");
      await page.getByRole("button", { name: "Add Sample Posts" }).click();
      await expect(toast(page)).toContainText("Success");
      await expect(toast(page)).toContainText("5 sample posts added");
      const results = page.getByRole("region", { name: "Add Sample Posts: what became of each post" });
      for (const post of samplePosts) {
        await expect(results.getByRole("listitem").filter({ hasText: post.title })).toHaveText(`${post.title}: Added`);
        await expect(page.getByRole("row").filter({ hasText: post.title })).toBeVisible();
      }

      await page.getByRole("button", { name: "Add Sample Posts" }).click();
      await expect(toast(page).filter({ hasText: "0 sample posts added" })).toBeVisible();
      for (const post of samplePosts) {
        await expect(results.getByRole("listitem").filter({ hasText: post.title })).toHaveText(
          `${post.title}: Post with this slug already exists`,
        );
      }
      const stored = await Promise.all(slugs.map((slug) => siteData().getPostBySlug(slug)));
      expect(stored.filter(Boolean)).toHaveLength(5);
    } finally {
      await siteData().deletePostsBySlug(slugs);
    }
  });

  test("migrates the built-in articles into the database", async ({ page }) => {
    const slugs = builtInArticles.map((post) => post.slug);
    try {
      await signIn(page);
      await page.goto("/admin/blogs");
      await page.getByRole("button", { name: "Migrate Old Posts" }).click();
      await expect(toast(page)).toContainText("Blog posts migrated successfully");
      await expect(toast(page)).toContainText(`${slugs.length} posts migrated`);
      const results = page.getByRole("region", { name: "Migrate Old Posts: what became of each post" });
      await expect(results.getByRole("listitem")).toHaveCount(slugs.length);
      await expect(results.getByRole("listitem").first()).toHaveText(`${builtInArticles[0]!.title}: Added`);
      const stored = (await Promise.all(slugs.map((slug) => siteData().getPostBySlug(slug)))).filter((p) => p !== null);
      expect(stored.map((row) => row.slug).sort()).toEqual([...slugs].sort());
      const first = builtInArticles[0]!;
      expect(stored.find((row) => row.slug === first.slug)?.published_at).toBe(first.published_at);
    } finally {
      await siteData().deletePostsBySlug(slugs);
    }
  });
});
