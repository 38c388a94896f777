import sharp from "sharp";
import { seriousViolations } from "./support/accessibility";
import { signIn } from "./support/admin";
import { expect, siteData, siteUrl, test, uniqueToken } from "./support/blog-fixtures";
import { field } from "./support/blog-editor";

/** A formatted draft as Google Docs puts it on the clipboard (its shape, our words). */
const pastedDraft = [
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-1111-2222-333344445555">',
  '<h2 dir="ltr" style="line-height:1.38;"><span style="font-size:16pt;font-weight:400;">Spring checklist</span></h2>',
  '<p dir="ltr"><span style="font-weight:400;">Start with </span><span style="font-weight:700;">reviews</span>',
  '<span style="font-weight:400;">, then read </span><a href="https://example.com/guide"><span style="color:#1155cc;">the guide</span></a></p>',
  '<ul><li dir="ltr" aria-level="1"><p dir="ltr" role="presentation"><span style="font-weight:400;">Update the profile</span></p></li>',
  '<li dir="ltr" aria-level="1"><p dir="ltr" role="presentation"><span style="font-weight:400;">Ask for reviews</span></p></li></ul>',
  "</b>",
].join("");

// The refused upload answers 400, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400/] });

test("a new user pastes a draft, links a word, drops an image, adds a video and a button, and the article shows them", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const token = uniqueToken("editor");
  const slug = `editor-${token}`;
  await signIn(page);
  await page.goto("/admin/blogs/new");
  await field(page, "Title").fill(`Writing with the editor ${token}`);
  await field(page, "Slug").fill(slug);
  await field(page, "Excerpt").fill("A post written in the formatted editor, as a marketer would write it.");
  await field(page, "Category").fill("Content Marketing");
  await field(page, "Cover image URL").fill("/images/blog/default-cover.svg");
  await field(page, "Author").selectOption("Marcos Silva");

  // The markdown textarea serves until the editor has loaded; then the toolbar shows.
  const toolbar = page.getByRole("toolbar", { name: "Content formatting" });
  await expect(toolbar).toBeVisible();
  const editor = page.getByRole("textbox", { name: "Content" });

  // Paste keeps the heading, the emphasis, the link and the list, and nothing of Docs' styles.
  await editor.click();
  await page.evaluate((html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "Spring checklist");
    document.activeElement!.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, pastedDraft);
  await expect(editor.getByRole("heading", { level: 2, name: "Spring checklist" })).toBeVisible();
  await expect(editor.locator("strong")).toHaveText("reviews");
  await expect(editor.getByRole("link", { name: "the guide" })).toHaveAttribute("href", "https://example.com/guide");
  await expect(editor.getByRole("listitem")).toHaveCount(2);

  // A word becomes a link with the keyboard alone: select it, Ctrl+K, search the site, apply.
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Ask about our services");
  for (let i = 0; i < "services".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Control+k");
  const linkDialog = page.getByRole("dialog", { name: "Add link" });
  await expect(linkDialog).toBeVisible();
  await expect(await seriousViolations(page), "the editor with its link dialog open").toEqual([]);
  await linkDialog.getByLabel("Search this site's pages and posts").focus();
  await page.keyboard.type("seo");
  // The first answer (nothing typed) starts with the home page; the search's, with the SEO page.
  await expect(linkDialog.getByRole("listitem").first()).toHaveText(/^SEO Page · \/seo$/);
  const result = linkDialog.getByRole("button", { name: /^SEO Page · \/seo$/ });
  await page.keyboard.press("Tab");
  await expect(result).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(linkDialog.getByLabel("Address")).toHaveValue("/seo");
  await linkDialog.getByLabel("Address").press("Enter");
  await expect(linkDialog).toBeHidden();
  await expect(editor.getByRole("link", { name: "services" })).toHaveAttribute("href", "/seo");
  await expect(toolbar.getByRole("button", { name: "Link" })).toHaveAttribute("aria-pressed", "true");

  // Dropped images upload through the checked pipeline; a refused one says why and stays until removed.
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  const drop = async (name: string, bytes: Buffer) =>
    page.evaluate(
      ({ name, base64 }) => {
        const file = new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: "image/png" });
        const data = new DataTransfer();
        data.items.add(file);
        const surface = document.querySelector<HTMLElement>("[role=textbox][contenteditable]")!;
        // Where the writer lets go: on the last paragraph, in view (the editor finds its place there).
        const target = surface.lastElementChild!;
        target.scrollIntoView({ block: "center" });
        const box = target.getBoundingClientRect();
        surface.dispatchEvent(
          new DragEvent("drop", {
            dataTransfer: data,
            bubbles: true,
            cancelable: true,
            clientX: box.left + 5,
            clientY: box.top + box.height / 2,
          }),
        );
      },
      { name, base64: bytes.toString("base64") },
    );
  await drop("not-a-picture.png", Buffer.from("only text, not an image"));
  const refused = page.getByRole("list", { name: "Images being uploaded" }).getByRole("listitem");
  await expect(refused).toContainText("not-a-picture.png was not uploaded:");
  await expect(refused.getByRole("button", { name: "Retry" })).toBeVisible();
  // Saving waits while an image is on its way or refused: the text would be stored without it.
  await page.getByRole("button", { name: "Publish Post" }).click();
  const held = page.getByText(
    "Wait for the images to finish uploading, or remove the ones that failed, before saving.",
  );
  await expect(held).toBeVisible();
  expect(await siteData().getPostBySlug(slug)).toBeFalsy();
  await refused.getByRole("button", { name: "Remove" }).click();
  await expect(refused).toHaveCount(0);
  await expect(held).toHaveCount(0);
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  await drop("dropped.png", png);
  const dropped = editor.locator('img[src^="/uploads/"]');
  await expect(dropped).toBeVisible();
  // Described once it has arrived: selected, then "Edit image".
  await dropped.click();
  await toolbar.getByRole("button", { name: "Edit image" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Edit image" });
  await imageDialog.getByLabel("Alt text").fill("A green square");
  await imageDialog.getByRole("button", { name: "Update image" }).click();
  await expect(dropped).toHaveAttribute("alt", "A green square");
  await expect(editor).toBeFocused();

  // A video by its address and a button to a page of the site, each from its dialog.
  await toolbar.getByRole("button", { name: "Video" }).click();
  const videoDialog = page.getByRole("dialog", { name: "Add video" });
  await videoDialog.getByLabel("Video address").fill("https://youtu.be/dQw4w9WgXcQ");
  await videoDialog.getByLabel("Title").fill("Studio");
  await videoDialog.getByRole("button", { name: "Insert video" }).click();
  // Edited in place: selected, then "Edit video" with what it holds.
  await editor.getByText("Video: Studio").click();
  await toolbar.getByRole("button", { name: "Edit video" }).click();
  const editVideo = page.getByRole("dialog", { name: "Edit video" });
  await expect(editVideo.getByLabel("Video address")).toHaveValue("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await editVideo.getByLabel("Title").fill("Studio tour");
  await editVideo.getByRole("button", { name: "Update video" }).click();
  await expect(editor.getByText("Video: Studio tour")).toBeVisible();
  await expect(editor.getByText("Video: Studio", { exact: true })).toHaveCount(0);
  await toolbar.getByRole("button", { name: "Call-to-action button" }).click();
  const ctaDialog = page.getByRole("dialog", { name: "Add call-to-action button" });
  await ctaDialog.getByLabel("Button text").fill("Book a call");
  await ctaDialog.getByLabel("Page", { exact: true }).fill("https://elsewhere.example/");
  await ctaDialog.getByRole("button", { name: "Insert button" }).click();
  await expect(ctaDialog.getByText("Choose a page of this site")).toBeVisible();
  await ctaDialog.getByLabel("Page", { exact: true }).fill("/contact");
  await ctaDialog.getByRole("button", { name: "Insert button" }).click();
  await expect(editor.getByText("Button to /contact")).toBeVisible();

  await page.getByRole("button", { name: "Publish Post" }).click();
  await expect(page.getByRole("status")).toContainText("Blog post created successfully");
  const stored = await siteData().getPostBySlug(slug);
  expect(stored?.content).toContain('::video[Studio tour]{src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"}');
  expect(stored?.content).toContain('::cta[Book a call]{href="/contact"}');
  expect(stored?.content).toContain("[services](/seo)");

  // The visitor's article: everything written, the video asks nothing of YouTube until clicked,
  // and no editor code comes with the page.
  const visitor = await browser.newContext({ baseURL: siteUrl() });
  try {
    const article = await visitor.newPage();
    const youtube: string[] = [];
    await visitor.route(/youtube|ytimg|vimeo/, async (route) => {
      youtube.push(route.request().url());
      await route.fulfill({ contentType: "text/html", body: "<p>A stand-in player</p>" });
    });
    const scripts: string[] = [];
    article.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await article.goto(`/blog/${slug}`, { waitUntil: "load" });
    const body = article.locator("article");
    await expect(body.getByRole("heading", { level: 2, name: "Spring checklist" })).toBeVisible();
    await expect(body.getByRole("link", { name: "the guide" })).toHaveAttribute("href", "https://example.com/guide");
    await expect(body.getByRole("link", { name: "services" })).toHaveAttribute("href", "/seo");
    // Lazy, so it loads once it is near the view.
    const image = body.getByRole("img", { name: "A green square" });
    await expect(image).toHaveCount(1);
    await image.evaluate((img) => img.scrollIntoView({ block: "center" }));
    // Loaded, in a variant the media library made: its width is the one `sizes` gives, not 48.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      /^\/uploads\/[\w-]+\.png\/48\.(avif|webp|png)$/,
    );
    // The library's size is on the element, so nothing shifts as it loads.
    await expect(image).toHaveAttribute("width", "48");
    await expect(image).toHaveAttribute("height", "32");
    await expect(body.getByRole("link", { name: "Book a call" })).toHaveAttribute("href", "/contact");
    const facade = body.getByRole("link", { name: /Studio tour/ });
    await expect(facade).toHaveAttribute("href", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await article.waitForLoadState("networkidle");
    expect(youtube, "requests to the video's site before a click").toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await (await visitor.request.get(script)).text();
      expect(code, `${script} carries editor code`).not.toMatch(/ProseMirror|milkdown/i);
    }
    await facade.click();
    const player = body.locator("iframe");
    await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    await expect.poll(() => youtube).toEqual(["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"]);
  } finally {
    await visitor.close();
    if (stored) await siteData().deletePost(stored.id);
  }
});

test("an existing post with tables and directives opens and saves byte for byte unchanged", async ({
  page,
  insertPost,
}) => {
  const content = [
    "Intro with *emphasis* and __strong__ words, kept as they were written.",
    "",
    "| Plan  | Price |",
    "|-------|------:|",
    "| Basic |   $10 |",
    "",
    '::figure[A *chart*]{src="/images/blog/default-cover.svg" alt="A chart"}',
    "",
    "* a star list",
    "* its second item",
  ].join("\n");
  const post = await insertPost({ content });
  await signIn(page);
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  await page.goto(`/admin/blogs/edit/${post.id}`);
  const editor = page.getByRole("textbox", { name: "Content" });
  await expect(editor.getByRole("table")).toBeVisible();
  // The editor's code is found where it is loaded: the visitor's check above can fail.
  const codes = await Promise.all(scripts.map(async (script) => (await page.request.get(script)).text()));
  expect(codes.some((code) => /ProseMirror/.test(code))).toBe(true);
  await field(page, "Title").fill(`${post.title} (retitled)`);
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(page.getByRole("status")).toContainText("Blog post updated successfully");
  expect((await siteData().getPostById(post.id))?.content).toBe(content);
});
