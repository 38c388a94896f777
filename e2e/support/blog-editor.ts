import { expect, type Page } from "@playwright/test";

/** The editor's fields, found by their exact labels ("Title" is not "Meta title"). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * Types markdown into the post body (or another rich-text field, by its label): the formatted
 * editor's "Markdown" button shows the source, as a writer who prefers markdown would use it, and
 * the source textarea takes the text as typed.
 */
export async function fillContent(page: Page, markdown: string, label = "Content") {
  const source = page.getByRole("button", { name: "Markdown", exact: true });
  await expect(source).toBeVisible();
  if ((await source.getAttribute("aria-pressed")) !== "true") await source.click();
  await field(page, label).fill(markdown);
}

/** Fills every required field of the blog form with valid text. */
export async function fillPost(page: Page, { title, slug }: { title: string; slug: string }) {
  await field(page, "Title").fill(title);
  await field(page, "Slug").fill(slug);
  await field(page, "Excerpt").fill("An excerpt that is comfortably longer than twenty characters.");
  await field(page, "Category").fill("SEO");
  await field(page, "Cover image URL").fill("/images/blog/default-cover.svg");
  await field(page, "Author").selectOption("Marcos Silva");
  await fillContent(page, "A body that is long enough to pass the fifty character minimum of the form.");
}

/** The toast that says a save or an action went through. */
export const toast = (page: Page) => page.getByRole("status");
