import type { Locator, Page } from "@playwright/test";
import { signIn } from "./support/admin";
import { expect, test } from "./support/blog-fixtures";

/** How the focused element's outline is drawn. */
const ringOf = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
  });

/** Tabs through the whole page once, from its top: each control reached, with its outline while focused. */
async function ringsByKeyboard(page: Page) {
  const rings: { control: string; style: string; width: string; color: string }[] = [];
  await page.locator("body").focus();
  for (let presses = 0; presses < 200; presses++) {
    await page.keyboard.press("Tab");
    const reached = await page.evaluate(() => {
      const node = document.activeElement;
      if (!node || node === document.body) return null;
      const style = getComputedStyle(node);
      const name = (node.getAttribute("aria-label") ?? node.textContent ?? "").trim().replace(/\s+/g, " ");
      return {
        control: `${node.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
        focusVisible: node.matches(":focus-visible"),
        style: style.outlineStyle,
        width: style.outlineWidth,
        color: style.outlineColor,
      };
    });
    if (!reached || rings.some((ring) => ring.control === reached.control)) break;
    expect(reached.focusVisible, reached.control).toBe(true);
    rings.push({ control: reached.control, style: reached.style, width: reached.width, color: reached.color });
  }
  return rings;
}

test("every control of the admin shows the public site's focus ring", async ({ page, insertPost }) => {
  await page.goto("/");
  const publicLogo = page.getByRole("banner").getByRole("link").first();
  await publicLogo.focus();
  const publicRing = await ringOf(publicLogo);
  expect(publicRing).toEqual({ style: "solid", width: "2px", color: "rgb(15, 118, 110)" });

  const post = await insertPost();
  await signIn(page);
  for (const path of ["/admin", "/admin/blogs", `/admin/blogs/edit/${post.id}`]) {
    await page.goto(path);
    const rings = await ringsByKeyboard(page);
    expect(rings.length, path).toBeGreaterThan(5);
    for (const ring of rings) {
      expect({ control: ring.control, style: ring.style, width: ring.width }, path).toEqual({
        control: ring.control,
        style: publicRing.style,
        width: publicRing.width,
      });
    }
  }

  // The two the review named, colour and all.
  const logo = page.getByRole("banner").getByRole("link", { name: "Admin" });
  await logo.focus();
  expect(await ringOf(logo)).toEqual(publicRing);
  const back = page.getByRole("link", { name: "Back to Posts" });
  await back.focus();
  expect(await ringOf(back)).toEqual(publicRing);
});
