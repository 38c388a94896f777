import { drawLandscape } from "../tests/support/artwork";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/accessibility";
import { expect, test, uniqueToken } from "./support/blog-fixtures";

test.describe.configure({ mode: "serial" });

/** Uploads an original picture through the site's pipeline; its stored name. */
async function upload(page: import("@playwright/test").Page, width: number, height: number, colours = {}) {
  const response = await page.request.post("/api/admin/images", {
    multipart: {
      file: { name: "landscape.jpg", mimeType: "image/jpeg", buffer: await drawLandscape(width, height, colours) },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { name: string }).name;
}

const cardOf = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });

test("alt text and caption edited once in the library change the public article, which gets responsive variants", async ({
  page,
  insertPost,
}) => {
  // An upload, two library visits with accessibility scans, an article and the first AVIF encodes.
  test.slow();
  await signIn(page);
  const name = await upload(page, 1600, 900);
  const post = await insertPost({
    content: `An opening paragraph.\n\n![Words typed in the post](/uploads/${name})\n\nThe end.`,
  });

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Media" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
  await expect(page.getByText(/images?, [\d.]+ (kB|MB|bytes) in storage/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Search by keyboard: the name typed, Enter sends the form.
  const search = page.getByLabel("Search by name, alt text or caption");
  await search.fill(name.slice(0, 12));
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${name.slice(0, 12)}`));
  const card = cardOf(page, name);
  await expect(card).toContainText("1,600 × 900 pixels");
  await expect(card.getByRole("link", { name: post.title })).toHaveAttribute("href", `/admin/blogs/edit/${post.id}`);
  await expect(card.locator("img")).toHaveAttribute("src", `/uploads/${name}/480.webp`);

  // Too long: refused with a clear message, and what was typed stays.
  const tooLong = "A long description ".repeat(14);
  await card.getByLabel("Alt text").fill(tooLong);
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("Alt text must be at most 250 characters.")).toBeVisible();
  await expect(card.getByLabel("Alt text")).toHaveValue(tooLong);

  const alt = `Green hills under a low sun ${uniqueToken("alt")}`;
  await card.getByLabel("Alt text").fill(alt);
  await card.getByLabel("Caption").fill("The valley at dusk, from the office window.");
  await card.getByLabel("Caption").press("Tab");
  await expect(card.getByRole("button", { name: "Save" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(card.getByRole("status")).toHaveText(
    "Alt text and caption saved. Every post that shows this image uses them.",
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The post form's picker shows the library's preview and alt text.
  await page.goto("/admin/blogs/new");
  await page.getByRole("button", { name: "Browse Images" }).click();
  const picked = page.getByRole("dialog", { name: "Choose an image" }).getByRole("button", { name: alt });
  await expect(picked).toContainText(alt);
  await expect(picked.locator("img")).toHaveAttribute("src", `/uploads/${name}/480.webp`);

  // The public article shows the library's words, at a size that does not shift, in a modern format.
  const variant = page.waitForResponse((response) =>
    new RegExp(`/uploads/${name}/\\d+\\.(avif|webp)$`).test(response.url()),
  );
  await page.goto(`/blog/${post.slug}`);
  const image = page.locator(`article img[src="/uploads/${name}"]`);
  await expect(image).toHaveAttribute("alt", alt);
  await expect(page.locator(`article figure:has(img[src="/uploads/${name}"]) figcaption`)).toHaveText(
    "The valley at dusk, from the office window.",
  );
  await expect(image).toHaveAttribute("width", "1600");
  await expect(image).toHaveAttribute("height", "900");
  await expect(image).toHaveAttribute("sizes", "(min-width: 896px) 832px, 100vw");
  await expect(image).toHaveAttribute(
    "srcset",
    `/uploads/${name}/480.jpg 480w, /uploads/${name}/960.jpg 960w, /uploads/${name}/1440.jpg 1440w, /uploads/${name}/1600.jpg 1600w`,
  );
  await expect(page.locator(`article picture source[type="image/avif"]`)).toHaveAttribute(
    "srcset",
    new RegExp(`^/uploads/${name}/480\\.avif 480w`),
  );
  await image.scrollIntoViewIfNeeded();
  const fetched = await variant;
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
  expect(fetched.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(avif|webp)$/);
});

test("an image in use is not deleted, and the library says where; an unused one is", async ({ page, insertPost }) => {
  test.slow();
  await signIn(page);
  const used = await upload(page, 640, 360, { sky: "#fda4af" });
  const unused = await upload(page, 640, 360, { sky: "#c4b5fd" });
  const post = await insertPost({ cover: `/uploads/${used}` });

  await page.goto(`/admin/media?q=${used}`);
  await cardOf(page, used)
    .getByRole("button", { name: `Delete ${used}` })
    .click();
  const refusal = page.getByRole("alert").filter({ hasText: "is in use" });
  await expect(refusal).toContainText(`This image (${used}) is in use and was not deleted.`);
  await expect(refusal.getByRole("link", { name: post.title })).toHaveAttribute("href", `/admin/blogs/edit/${post.id}`);
  await expect(refusal).toContainText("(cover)");
  expect((await page.request.get(`/uploads/${used}`)).status()).toBe(200);

  await page.goto(`/admin/media?q=${unused}`);
  const remove = cardOf(page, unused).getByRole("button", { name: `Delete ${unused}` });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Image deleted." })).toBeVisible();
  await expect(cardOf(page, unused)).toHaveCount(0);
  expect((await page.request.get(`/uploads/${unused}`)).status()).toBe(404);
  expect((await page.request.get(`/uploads/${unused}/480.webp`)).status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the alt text form saves, and keeps what was typed when it refuses it", async ({ page }) => {
    await signIn(page);
    const name = await upload(page, 320, 180, { sky: "#fde68a" });
    await page.goto(`/admin/media?q=${name}`);
    const card = cardOf(page, name);
    const tooLong = "Far too long a description ".repeat(10);
    await card.getByLabel("Alt text").fill(tooLong);
    await card.getByRole("button", { name: "Save" }).click();
    await expect(cardOf(page, name).getByText("Alt text must be at most 250 characters.")).toBeVisible();
    await expect(cardOf(page, name).getByLabel("Alt text")).toHaveValue(tooLong);

    await cardOf(page, name).getByLabel("Alt text").fill("A yellow sky over dark hills");
    await cardOf(page, name).getByRole("button", { name: "Save" }).click();
    await expect(cardOf(page, name).getByRole("status")).toHaveText(
      "Alt text and caption saved. Every post that shows this image uses them.",
    );
    await page.goto(`/admin/media?q=${name}`);
    await expect(cardOf(page, name).getByLabel("Alt text")).toHaveValue("A yellow sky over dark hills");
  });
});
