import sharp from "sharp";
import { ADMIN, signIn } from "./support/admin";
import { expect, siteData, test, uniqueToken } from "./support/blog-fixtures";
import { field, fillContent } from "./support/blog-editor";
import { seriousViolations } from "./support/accessibility";

// Other tests sign the same admin in at the same time: this test's entries carry an address of
// its own, which no other test (this file's other one included) uses.
const ADDRESS = "192.0.2.61";

test.describe("one admin's actions", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": ADDRESS } });

  test("the audit log on /admin/security shows the sign-in, an upload and a post just created, newest first", async ({
    page,
  }) => {
    const token = uniqueToken("audit");
    const title = `Audited post ${token}`;
    const slug = `audited-post-${token}`;
    try {
      await signIn(page);
      await page.goto("/admin/blogs/new");
      await field(page, "Title").fill(title);
      await expect(page.getByLabel("Slug")).toHaveValue(slug);
      await page.getByLabel("Excerpt").fill("A post written to see its creation in the audit log.");
      await page.getByLabel("Category").fill("Local SEO");
      const png = await sharp({ create: { width: 32, height: 20, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer();
      await page.getByLabel("Upload image").setInputFiles({ name: "audit.png", mimeType: "image/png", buffer: png });
      await expect(page.getByRole("status")).toContainText("Image uploaded successfully");
      const cover = await page.getByLabel("Cover image URL").inputValue();
      const imageName = cover.split("/").at(-1)!;
      expect(imageName).toMatch(/\.png$/);
      await page.getByLabel("Author").selectOption("Marcos Silva");
      await fillContent(page, "Body text of the audited post, long enough to be stored as a real post.");
      await page.getByRole("button", { name: "Publish Post" }).click();
      await expect(page.getByRole("status")).toContainText("Blog post created successfully");

      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Security" }).click();
      await expect(page).toHaveURL(/\/admin\/security$/);
      const log = page.getByRole("region", { name: "Audit log entries" });
      await expect(log.getByRole("columnheader")).toHaveText(["Time", "Account", "Action", "Object", "Address"]);

      const created = log.getByRole("row").filter({ hasText: title }).filter({ hasText: "Post created" });
      await expect(created).toHaveCount(1);
      const published = log.getByRole("row").filter({ hasText: title }).filter({ hasText: "Post published" });
      await expect(published.getByRole("cell").nth(2)).toHaveText("Post published");
      await expect(created.getByRole("cell")).toHaveText([
        /\d{4}/,
        ADMIN.email,
        "Post created",
        new RegExp(`^Post #\\d+: ${title}$`),
        ADDRESS,
      ]);
      const uploaded = log.getByRole("row").filter({ hasText: `Image ${imageName}` });
      await expect(uploaded.getByRole("cell")).toHaveText([
        /\d{4}/,
        ADMIN.email,
        "Image uploaded",
        `Image ${imageName}`,
        ADDRESS,
      ]);
      const signedIn = log.getByRole("row").filter({ hasText: "Signed in" }).filter({ hasText: ADDRESS });
      await expect(signedIn.first()).toBeVisible();

      // Newest first: this post's row comes before the sign-in that preceded it.
      const rows = await log.getByRole("row").allInnerTexts();
      const publishedAt = rows.findIndex((text) => text.includes(title) && text.includes("Post published"));
      const createdAt = rows.findIndex((text) => text.includes(title) && text.includes("Post created"));
      const uploadedAt = rows.findIndex((text) => text.includes(imageName));
      const signedInAt = rows.findIndex((text) => text.includes("Signed in") && text.includes(ADDRESS));
      expect(publishedAt).toBeGreaterThan(0);
      expect(publishedAt).toBeLessThan(createdAt);
      expect(createdAt).toBeLessThan(uploadedAt);
      expect(uploadedAt).toBeLessThan(signedInAt);
      // The body is never written into the log.
      await expect(log).not.toContainText("Body text of the audited post");
    } finally {
      await siteData().deletePostsBySlug([slug]);
    }
  });
});

test("/admin/security has no serious accessibility violations and its table scrolls by keyboard", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/security");
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  const log = page.getByRole("region", { name: "Audit log entries" });
  await log.focus();
  await expect(log).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});
