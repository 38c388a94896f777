import { blogNameOf } from "@/content/blog-pages";
import { site } from "@/content/site";
import { localDateTimeOf, momentOfLocalDateTime } from "@/lib/dates";
import { signIn } from "./support/admin";
import { field, toast } from "./support/blog-editor";
import { expect, siteData, test } from "./support/blog-fixtures";

const blogName = blogNameOf(site.name);

test("a save that leaves the publish date alone keeps it to the millisecond, and no revision says it changed", async ({
  page,
  insertPost,
}) => {
  // Published "now" by a save with an empty date: seconds and milliseconds the field cannot show.
  const post = await insertPost({ published_at: "2025-03-03T19:04:37.512Z" });
  const stored = (await siteData().getPostById(post.id))!.published_at!;
  await signIn(page);
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await expect(field(page, "Publish date")).toHaveValue(localDateTimeOf(stored));
  await field(page, "Title").fill(`${post.title} (edited)`);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page)).toContainText("Blog post updated successfully");
  expect((await siteData().getPostById(post.id))!.published_at).toBe(stored);

  await page.goto(`/admin/blogs/edit/${post.id}`);
  const latest = page.getByRole("region", { name: "Revisions" }).getByRole("listitem").first();
  await expect(latest).toContainText("admin@resgatar.test: Title");
  await expect(latest).not.toContainText("Publish date");

  // A date the admin does change is saved as typed, and listed.
  const typed = "2025-03-03T12:30";
  await field(page, "Publish date").fill(typed);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toast(page)).toContainText("Blog post updated successfully");
  expect((await siteData().getPostById(post.id))!.published_at).toBe(momentOfLocalDateTime(typed)!.toISOString());
  await page.goto(`/admin/blogs/edit/${post.id}`);
  await expect(latest).toContainText("admin@resgatar.test: Publish date");
});

test("the meta title's count and preview are the title search engines get, and say where its ending comes from", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/blogs/new");
  const metaTitle = field(page, "Meta title");
  const snippet = page.getByRole("group", { name: "Search result preview" });
  await expect(metaTitle).toHaveAccessibleDescription(/^0 \/ 60 characters/);
  await expect(snippet).not.toContainText(blogName);
  await expect(metaTitle).toHaveAccessibleDescription(
    new RegExp(`Empty: the post's title followed by “\\| ${blogName}”, the blog's name`),
  );

  await field(page, "Title").fill("Plumbing leads in Utah");
  const effective = `Plumbing leads in Utah | ${blogName}`;
  await expect(page.getByText(`${effective.length} / 60 characters`, { exact: true })).toBeVisible();
  await expect(snippet).toContainText(effective);

  await metaTitle.fill("Utah plumbing leads");
  await expect(page.getByText("19 / 60 characters", { exact: true })).toBeVisible();
  await expect(snippet).toContainText("Utah plumbing leads");
  await expect(snippet).not.toContainText(blogName);
});
