import { ppcFaq } from "@/content/services/ppc";
import { servicesProcess } from "@/content/services/overview";
import { aiFaq } from "@/content/services/ai-consulting";
import { caseStudySeed as caseStudies } from "@/server/db/migrations/2026_12_07_000200_case_studies";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const phases = servicesProcess.phases;

async function top(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

test.describe("/services process tabs", () => {
  test("Discovery shows first; a click switches phase without moving the page", async ({ page }) => {
    await page.goto("/services");
    const tabs = page.getByRole("tablist", { name: "Process phases" });
    await expect(tabs.getByRole("tab", { name: "Discovery" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Discovery" })).toBeVisible();
    await expect(page.getByRole("heading", { name: phases[0]!.heading })).toBeVisible();
    for (const phase of phases.slice(1)) await expect(page.getByRole("heading", { name: phase.heading })).toBeHidden();

    const bandTop = await top(page, "footer");
    await tabs.getByRole("tab", { name: "Implementation" }).click();
    await expect(tabs.getByRole("tab", { name: "Implementation" })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: "Discovery" })).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("heading", { name: phases[2]!.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: phases[0]!.heading })).toBeHidden();
    for (const activity of phases[2]!.activities) await expect(page.getByText(activity)).toBeVisible();
    expect(await top(page, "footer")).toBe(bandTop);
  });

  test("arrow keys, Home and End move focus and choose the phase; Tab enters the panel", async ({ page }) => {
    await page.goto("/services");
    const tabs = page.getByRole("tablist", { name: "Process phases" });
    const tab = (name: string) => tabs.getByRole("tab", { name });

    // Only the chosen tab is in the Tab order.
    await page.getByRole("link", { name: "Utah real estate marketing tips" }).focus();
    await page.keyboard.press("Tab");
    await expect(tab("Discovery")).toBeFocused();

    await page.keyboard.press("ArrowRight");
    await expect(tab("Strategy")).toBeFocused();
    await expect(tab("Strategy")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: phases[1]!.heading })).toBeVisible();

    await page.keyboard.press("End");
    await expect(tab("Optimization")).toBeFocused();
    await expect(tab("Optimization")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tab("Discovery")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Optimization")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab("Discovery")).toHaveAttribute("aria-selected", "true");

    // Enter and Space choose the focused tab too.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(tab("Strategy")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press(" ");
    await expect(tab("Strategy")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: phases[1]!.heading })).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Strategy" })).toBeFocused();
  });
});

test.describe("/ppc questions", () => {
  test("open one at a time with the mouse and close again", async ({ page }) => {
    await page.goto("/ppc");
    const faq = page.getByRole("region", { name: ppcFaq.heading });
    const items = faq.locator("details");
    await expect(items).toHaveCount(5);
    for (const item of await items.all()) await expect(item).not.toHaveAttribute("open");
    await expect(faq.getByText(ppcFaq.items[0]!.answer)).toBeHidden();

    await faq.getByText(ppcFaq.items[0]!.question).click();
    await expect(faq.getByText(ppcFaq.items[0]!.answer)).toBeVisible();
    await faq.getByText(ppcFaq.items[1]!.question).click();
    await expect(faq.getByText(ppcFaq.items[1]!.answer)).toBeVisible();
    await expect(faq.getByText(ppcFaq.items[0]!.answer)).toBeHidden();
    await expect(faq.locator("details[open]")).toHaveCount(1);

    await faq.getByText(ppcFaq.items[1]!.question).click();
    await expect(faq.locator("details[open]")).toHaveCount(0);
  });

  test("work from the keyboard", async ({ page }) => {
    await page.goto("/ppc");
    const faq = page.getByRole("region", { name: ppcFaq.heading });
    const summaries = faq.locator("summary");
    await summaries.nth(2).focus();
    await page.keyboard.press("Enter");
    await expect(faq.getByText(ppcFaq.items[2]!.answer)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(summaries.nth(3)).toBeFocused();
    await page.keyboard.press(" ");
    await expect(faq.getByText(ppcFaq.items[3]!.answer)).toBeVisible();
    await expect(faq.getByText(ppcFaq.items[2]!.answer)).toBeHidden();
    await page.keyboard.press(" ");
    await expect(faq.locator("details[open]")).toHaveCount(0);
  });
});

test.describe("/ai-consulting", () => {
  const steps = (page: Page) =>
    page.getByRole("region", { name: "Five steps from idea to results" }).locator("ol > li");

  async function stepBoxes(page: Page) {
    return steps(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
  }

  for (const width of [768, 1280]) {
    test(`the five steps form a timeline at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/ai-consulting");
      const boxes = await stepBoxes(page);
      expect(boxes).toHaveLength(5);
      for (const box of boxes) expect(box.top).toBe(boxes[0]!.top);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left).toBeGreaterThan(boxes[i - 1]!.left);
    });
  }

  for (const width of [375, 767]) {
    test(`the five steps stack at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/ai-consulting");
      const boxes = await stepBoxes(page);
      for (const box of boxes) expect(box.left).toBe(boxes[0]!.left);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top).toBeGreaterThan(boxes[i - 1]!.bottom);
    });
  }

  test("the FAQ switches between General, Technical and Business by mouse and keyboard", async ({ page }) => {
    await page.goto("/ai-consulting");
    const tabs = page.getByRole("tablist", { name: "Question topics" });
    const [general, technical, business] = aiFaq.groups;
    await expect(tabs.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText(general!.items[0]!.question)).toBeVisible();
    await expect(page.getByText(technical!.items[0]!.question)).toBeHidden();

    await tabs.getByRole("tab", { name: "Technical" }).click();
    const panel = page.getByRole("tabpanel", { name: "Technical" });
    await expect(panel).toBeVisible();
    await expect(page.getByText(general!.items[0]!.question)).toBeHidden();
    await panel.getByText(technical!.items[1]!.question).click();
    await expect(panel.getByText(technical!.items[1]!.answer)).toBeVisible();

    // Back on the tab list, the arrow keys move between topics.
    await tabs.getByRole("tab", { name: "Technical" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Business" })).toBeFocused();
    await expect(tabs.getByRole("tab", { name: "Business" })).toHaveAttribute("aria-selected", "true");
    for (const item of business!.items) await expect(page.getByText(item.question)).toBeVisible();
    await expect(page.getByText(technical!.items[1]!.answer)).toBeHidden();
  });
});

test.describe("case-study cards", () => {
  // The seeded three, newest first; admin-case-studies.spec.ts publishes an older fourth, listed after them.
  const cards = (page: Page) =>
    page
      .getByRole("region", { name: "Featured case studies" })
      .locator("ul")
      .first()
      .locator("> li")
      .filter({
        has: page.getByRole("heading", { name: new RegExp(caseStudies.map((study) => study.title).join("|")) }),
      });

  test("rise in one after another, 150 ms apart", async ({ page }) => {
    await page.goto("/case-studies");
    await expect(cards(page)).toHaveCount(caseStudies.length);
    const styles = await cards(page).evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return { name: style.animationName, delay: style.animationDelay, duration: style.animationDuration };
      }),
    );
    expect(styles.map((s) => s.delay)).toEqual(["0s", "0.15s", "0.3s"]);
    for (const style of styles) {
      expect(style.name).not.toBe("none");
      expect(style.duration).toBe("0.5s");
    }
    await expect
      .poll(() =>
        cards(page)
          .last()
          .evaluate((item) => getComputedStyle(item).opacity),
      )
      .toBe("1");
  });

  test("appear at once when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/case-studies");
    const styles = await cards(page).evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return { delay: style.animationDelay, duration: parseFloat(style.animationDuration), opacity: style.opacity };
      }),
    );
    for (const style of styles) {
      expect(style.delay).toBe("0s");
      expect(style.duration).toBeLessThan(0.001);
      expect(style.opacity).toBe("1");
    }
  });
});

test.describe("layout stability", () => {
  for (const path of ["/", "/case-studies", "/case-studies/daily-shifts", "/ai-consulting", "/dealershipmarketing"]) {
    test(`${path} does not shift while it loads and scrolls`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(path);
      // Bring every lazy image into view.
      for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState("load");
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift).toBeLessThan(0.01);
    });
  }
});
