import { aboutHero, whyChooseUs } from "@/content/about";
import { industries } from "@/content/case-studies";
import { caseStudySeed as caseStudies } from "@/server/db/migrations/2026_12_07_000200_case_studies";
import { homeAbout, homeHero } from "@/content/home";
import { dealershipEdge, dealershipSolutions, dealershipStories } from "@/content/landing/dealership-marketing";
import { firmsServices, firmsWhyChoose } from "@/content/landing/utah-marketing-firms";
import { realEstateArticle } from "@/content/landing/utah-real-estate-marketing";
import { serviceCatalog } from "@/content/services/catalog";
import { additionalServices, coreServices } from "@/content/services/overview";
import { seededPeople } from "@/content/people";
import { testimonials } from "@/content/testimonials";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const main = (page: Page) => page.getByRole("main");

async function expectLink(scope: Locator, name: string | RegExp, href: string) {
  await expect(scope.getByRole("link", { name, exact: typeof name === "string" }).first()).toHaveAttribute(
    "href",
    href,
  );
}

async function expectHeadings(scope: Locator, names: string[], level = 3) {
  for (const name of names) await expect(scope.getByRole("heading", { level, name, exact: true })).toBeVisible();
}

/** The cards of a section, found by the section's heading. */
function section(page: Page, heading: string | RegExp) {
  return page.getByRole("region", { name: heading });
}

test("home: hero, about, nine services, platforms, testimonials and the closing band", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: homeHero.title })).toBeVisible();
  await expectLink(main(page), "Get Started", "/contact");
  await expectLink(main(page), "View Services", "/services");

  const about = section(page, homeAbout.heading);
  await expectHeadings(about, ["Our mission", "Our vision", "Our approach"]);
  await expectHeadings(about, ["Results-Driven", "Transparency", "Innovation", "Partnership"]);

  const services = section(page, "Marketing services that work together");
  await expect(services.getByRole("link")).toHaveCount(9);
  for (const card of serviceCatalog) await expectLink(services, card.title, card.href);

  const platforms = section(page, "Certified on the platforms your customers use");
  for (const name of ["Search engines", "Social networks", "Video", "E-mail platforms", "AI tools"]) {
    await expect(platforms.getByRole("heading", { name })).toBeVisible();
  }
  for (const name of ["Google Ads", "Facebook", "YouTube", "Mailchimp", "LinkedIn", "OpenAI", "Klaviyo"]) {
    await expect(platforms.getByRole("img", { name, exact: true })).toBeVisible();
  }

  const reviews = section(page, "What Utah business owners say about working with us");
  await expect(reviews.getByText("Rated 5 out of 5 stars")).toHaveCount(4);
  for (const t of testimonials) {
    await expect(reviews.getByText(t.author)).toBeVisible();
    await expect(reviews.locator(`time[datetime="${t.date}"]`)).toBeVisible();
  }
  await expect(reviews.getByRole("list", { name: "Services" }).first()).toContainText(testimonials[0]!.tags![0]!);

  const band = section(page, "Find out what your ad budget could be doing");
  await expectLink(band, "Get a Free PPC Audit", "/contact");
  await expectLink(band, "Talk to an Ads Expert", "/contact");
  await expect(band.getByRole("link", { name: /Call/ })).toHaveAttribute("href", /^tel:\+1/);
});

test("about: the story of the name, the founder, why choose us, the team and services", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: aboutHero.title })).toBeVisible();
  await expect(main(page)).toContainText('"Resgatar" is Portuguese for "to rescue"');
  // The people as a fresh installation has them (decision 197).
  const founder = seededPeople.find((person) => person.team === "founder")!;
  await expect(page.getByRole("img", { name: founder.photoAlt })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: founder.name })).toBeVisible();
  await expect(main(page)).toContainText("Founder & CEO · over 18 years of experience");
  for (const paragraph of founder.longBio.split("\n\n")) {
    await expect(page.getByRole("paragraph").filter({ hasText: paragraph })).toHaveText(paragraph);
  }
  const why = section(page, whyChooseUs.heading);
  await expect(why.getByRole("listitem")).toHaveCount(6);
  const people = section(page, "The people you will work with");
  const team = seededPeople.filter((person) => person.team === "member");
  await expect(people.getByRole("heading", { level: 3 })).toHaveText(team.map((member) => member.name));
  for (const member of team) {
    await expect(people.getByText(member.role)).toBeVisible();
    await expect(people.getByText(member.shortBio)).toBeVisible();
    await expect(people.getByRole("img", { name: member.photoAlt })).toBeVisible();
  }
  const services = section(page, "How we can help");
  for (const card of serviceCatalog) await expectLink(services, card.title, card.href);
  await expectLink(section(page, "Let's talk about your growth"), "Contact Us", "/contact");
});

test("services: highlights, core and additional services, related pages and the process", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("navigation")).toBeVisible();
  const hero = page.locator("section").first();
  await expect(hero.getByRole("heading", { level: 3 })).toHaveCount(4);

  const core = section(page, coreServices.heading);
  for (const item of coreServices.items) await expectLink(core, item.link!.label, item.link!.href);
  const hrefs = await core.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toHaveLength(6);
  expect(new Set(hrefs)).toEqual(new Set(["/ai-consulting", "/strategic-consulting", "/email-marketing"]));

  const additional = section(page, additionalServices.heading);
  await expect(additional.getByRole("link")).toHaveCount(4);
  for (const link of await additional.getByRole("link").all()) await expect(link).toHaveAttribute("href", "/contact");

  await expectLink(main(page), "Utah marketing firms", "/utah-marketing-firms");
  await expectLink(main(page), "Utah real estate marketing tips", "/utah-real-estate-marketing");
  await expect(page.getByRole("tablist", { name: "Process phases" }).getByRole("tab")).toHaveText([
    "Discovery",
    "Strategy",
    "Implementation",
    "Optimization",
  ]);
});

test("SEO: equity benefits, expected results, four steps and the free audit", async ({ page }) => {
  await page.goto("/seo");
  await expectLink(main(page), "Get a Free SEO Audit", "/contact");
  await expect(section(page, "Build SEO equity that keeps paying you back").getByRole("listitem")).toHaveCount(6);
  await expectHeadings(section(page, "More visitors, then more conversions"), ["More visitors", "More conversions"]);
  await expect(section(page, "Four steps to stronger rankings").locator("ol > li")).toHaveCount(4);
  await expect(section(page, "Certified on the platforms your customers use")).toBeVisible();
  await expect(section(page, "What Utah business owners say about working with us")).toBeVisible();
  await expectLink(section(page, "See where your site stands today"), "Get a Free SEO Audit", "/contact");
});

test("PPC: two contact links in the hero, services, process, results and five questions", async ({ page }) => {
  await page.goto("/ppc");
  const hero = page.locator("section").first();
  await expectLink(hero, "Get a Free PPC Audit", "/contact");
  await expectLink(hero, "Talk to an Ads Expert", "/contact");
  await expect(section(page, "PPC services").getByRole("listitem")).toHaveCount(6);
  await expect(section(page, "Our PPC process").locator("ol > li")).toHaveCount(4);
  const results = section(page, "What better management looks like");
  for (const figure of ["37%", "64%", "185%"]) await expect(results.getByText(figure, { exact: true })).toBeVisible();
  await expect(section(page, "PPC questions, answered").locator("details")).toHaveCount(5);
  await expect(main(page)).toContainText("$1,000-$5,000 a month");
});

test("email marketing: every call to action pre-selects the service on the contact form", async ({ page }) => {
  await page.goto("/email-marketing");
  await expect(section(page, "From first list to steady revenue").locator("ol > li")).toHaveCount(4);
  await expect(section(page, "Email marketing solutions").getByRole("listitem")).toHaveCount(6);
  const actions = main(page).locator('a[href^="/contact"]');
  await expect(actions).toHaveCount(2);
  for (const link of await actions.all())
    await expect(link).toHaveAttribute("href", "/contact?service=email-marketing");
  await expectLink(
    section(page, "Ready to put your list to work?"),
    "Get Started with Email Marketing",
    "/contact?service=email-marketing",
  );
});

test("strategic consulting: the session link, four steps and three services", async ({ page }) => {
  await page.goto("/strategic-consulting");
  await expectLink(page.locator("section").first(), "Schedule a Strategy Session", "/contact");
  await expect(section(page, "Four steps to a plan that works").locator("ol > li")).toHaveCount(4);
  await expect(section(page, "How we can help").getByRole("heading", { level: 3 })).toHaveCount(3);
});

test("AI consulting: consultation link, benefits, approach, five steps and three question topics", async ({ page }) => {
  await page.goto("/ai-consulting");
  await expectLink(page.locator("section").first(), "Book a Free Consultation", "/contact");
  const benefits = section(page, "What AI can do for your business");
  await expect(benefits).toContainText("25-40%");
  await expect(benefits).toContainText("30%");
  await expect(section(page, "Business first, technology second").getByRole("listitem")).toHaveCount(4);
  const steps = section(page, "Five steps from idea to results").locator("ol > li");
  await expect(steps).toHaveCount(5);
  await expect(steps.first()).toContainText("2-4 weeks");
  await expect(steps.last()).toContainText("6-12 months");
  await expect(page.getByRole("tablist", { name: "Question topics" }).getByRole("tab")).toHaveText([
    "General",
    "Technical",
    "Business",
  ]);
});

test("social media marketing: five platforms, four steps, benefits and a consultation", async ({ page }) => {
  await page.goto("/social-media-marketing");
  await expectHeadings(section(page, "Five platforms, one strategy"), [
    "Facebook",
    "Instagram",
    "LinkedIn",
    "X (Twitter)",
    "TikTok",
  ]);
  await expect(section(page, "How we run your social media").locator("ol > li")).toHaveCount(4);
  await expect(section(page, "Why social media marketing pays off").getByRole("listitem")).toHaveCount(4);
  await expectLink(main(page), "Schedule a Consultation", "/contact");
});

test("content strategy: four features, a call to action and a way to get in touch", async ({ page }) => {
  await page.goto("/content-strategy");
  await expectHeadings(section(page, "A complete content service"), [
    "Content calendar planning",
    "Content creation",
    "Content optimization",
    "Performance analysis",
  ]);
  await expectLink(section(page, "Turn your expertise into traffic"), "Start Your Content Plan", "/contact");
  const contact = section(page, "Talk to our content team");
  await expect(contact.getByRole("link", { name: /\(801\)/ })).toHaveAttribute("href", /^tel:/);
  await expect(contact.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expectLink(contact, "Send us a message", "/contact");
});

test("website development: six features", async ({ page }) => {
  await page.goto("/website-development");
  await expectHeadings(section(page, "Everything a modern business website needs"), [
    "Custom development",
    "Responsive design",
    "E-commerce",
    "Performance optimization",
    "Security & maintenance",
    "UI/UX design",
  ]);
});

test("IT support: hosting with 99.9% uptime, domains and managed services", async ({ page }) => {
  await page.goto("/it-support");
  const features = section(page, "Three services, one point of contact");
  await expectHeadings(features, ["Website hosting", "Domain management", "Managed services"]);
  await expect(features).toContainText("99.9% uptime");
});

test("Utah marketing firms: four reasons and four services at their long-standing addresses", async ({ page }) => {
  await page.goto("/utah-marketing-firms");
  await expectLink(page.locator("section").first(), "Get a Free Consultation", "/contact");
  await expect(section(page, firmsWhyChoose.heading).getByRole("listitem")).toHaveCount(4);
  const services = section(page, firmsServices.heading);
  for (const card of firmsServices.items) await expectLink(services, card.title, card.href);
  await expectLink(section(page, "See how we compare"), "Book a Free Consultation", "/contact");
});

test("Utah marketing agency: hero buttons, nine service cards and the about section", async ({ page }) => {
  await page.goto("/utahmarketingagency");
  const hero = page.locator("section").first();
  await expectLink(hero, "Get a Free Consultation", "/contact");
  await expectLink(hero, "Explore Services", "/services");
  const services = section(page, "Everything your marketing needs, from one Utah team");
  await expect(services.getByRole("link")).toHaveCount(9);
  expect(await services.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/seo",
    "/ppc",
    "/email-marketing",
    "/strategic-consulting",
    "/ai-consulting",
    "/social-media-marketing",
    "/content-strategy",
    "/website-development",
    "/it-support",
  ]);
  const about = section(page, /A Salt Lake City agency since/);
  // The founder's experience comes from the people table (decision 197).
  await expect(about).toContainText(
    "Our founder brings over 18 years of digital marketing experience, and our small senior team works with",
  );
  await expectLink(about, "Learn more about us", "/about");
});

test("dealership marketing: solutions, competitive edge, eight success stories and keywords", async ({ page }) => {
  await page.goto("/dealershipmarketing");
  const hero = page.locator("section").first();
  await expectLink(hero, "Get a Custom Quote", "/contact");
  await expectLink(hero, "Call Us Now", "/contact");
  await expectHeadings(section(page, "Why dealerships choose Resgatar"), [
    "Industry expertise",
    "Integrated marketing",
    "Performance-driven results",
  ]);
  const solutions = section(page, dealershipSolutions.heading);
  for (const solution of dealershipSolutions.items) {
    const card = solutions.getByRole("listitem").filter({ has: page.getByRole("heading", { name: solution.title }) });
    await expect(card.getByRole("listitem")).toHaveCount(solution.points!.length);
  }
  await expect(section(page, dealershipEdge.heading).getByRole("heading", { level: 3 })).toHaveCount(6);
  const stories = section(page, dealershipStories.heading);
  for (const story of dealershipStories.items) {
    await expect(stories.getByRole("heading", { name: story.title })).toBeVisible();
    await expect(stories.getByRole("img", { name: story.image.alt })).toBeVisible();
  }
  await expectLink(stories, "View All Case Studies", "/case-studies");
  await expectLink(section(page, "Ready to sell more vehicles?"), "Get Started Today", "/contact");
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /dealership marketing/);
});

test("Utah real estate marketing: nine tips with expert quotes and a contents list", async ({ page }) => {
  await page.goto("/utah-real-estate-marketing");
  await expect(page.getByRole("heading", { level: 1, name: "9 Tips for Utah Real Estate Marketing" })).toBeVisible();
  await expect(page.getByText(/^By Rafael Moreira, Founder & CEO · /)).toBeVisible();
  for (const [index, tip] of realEstateArticle.tips.entries()) {
    await expect(page.getByRole("heading", { level: 2, name: `${index + 1}. ${tip.title}` })).toBeVisible();
  }
  const quotes = main(page).locator("figure blockquote");
  await expect(quotes).toHaveCount(realEstateArticle.tips.filter((tip) => tip.quote).length);
  await expect(main(page)).toContainText("Jenna Caldwell");
  await page.getByRole("navigation", { name: "Tips" }).getByRole("link", { name: "Share local market data" }).click();
  await expect(page).toHaveURL(/#tip-8-share-local-market-data$/);
  await expect(page.getByRole("heading", { name: "8. Share local market data" })).toBeInViewport();
});

test("case studies: three cards, eight industries and a call to action", async ({ page }) => {
  await page.goto("/case-studies");
  await expect(page.getByRole("heading", { level: 1, name: "Success Stories That Drive Results" })).toBeVisible();
  const list = section(page, "Featured case studies");
  for (const study of caseStudies) {
    const card = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: study.title }) });
    await expect(card.getByRole("img", { name: study.image.alt })).toBeVisible();
    await expect(card).toContainText(study.industry);
    await expect(card).toContainText(study.tags[0]!);
    await expect(card).toContainText(study.summary);
    await expect(card.getByRole("list", { name: "Results" }).getByRole("listitem")).toHaveText(study.results);
    await expect(card.getByRole("link", { name: "Read Full Case Study" })).toHaveAttribute(
      "href",
      `/case-studies/${study.id}`,
    );
  }
  for (const figure of ["800% revenue growth", "375% more returning customers", "523% email subscriber growth"]) {
    await expect(list.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(section(page, industries.heading).getByRole("listitem")).toHaveText(
    industries.items.map((industry) => industry.name),
  );
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

for (const study of caseStudies) {
  test(`case study ${study.id}: tags, overview, services and the way back`, async ({ page }) => {
    await page.goto(`/case-studies/${study.id}`);
    await expect(page.getByRole("heading", { level: 1, name: study.title })).toBeVisible();
    await expect(page.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(study.tags);
    await expect(section(page, "Project overview")).toContainText(study.overview[0]!);
    await expect(section(page, "Project overview")).toContainText(study.overview[1]!);
    for (const goal of study.goals) await expect(section(page, "Project overview").getByText(goal)).toBeVisible();
    for (const challenge of study.challenges ?? [])
      await expect(section(page, "Project overview").getByText(challenge)).toBeVisible();
    for (const outcome of study.outcomes)
      for (const item of outcome.items) await expect(main(page).getByText(item, { exact: true })).toBeVisible();
    await expect(page.getByText(study.tagline, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${study.meta.title} | Resgatar Marketing`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", study.meta.description);
    await expect(section(page, "Services provided").getByRole("heading", { level: 3 })).toHaveText(
      study.services.map((service) => service.title),
    );
    await expect(section(page, "Services provided")).toContainText(`What we delivered for ${study.client}.`);
    await expect(section(page, "Project gallery").getByRole("img")).toHaveCount(study.gallery?.length ?? 0);
    for (const action of study.cta.actions) await expectLink(main(page), action.label, action.href);
    await page.getByRole("link", { name: "Back to Case Studies" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });
}

test("case study pages carry their figures and calls to action", async ({ page }) => {
  await page.goto("/case-studies/yeti-plumbing");
  await expect(section(page, "Services provided")).toContainText("99.9% uptime and daily backups");
  await expectHeadings(section(page, "Key deliverables and impact"), ["Key deliverables", "Impact"]);
  await expectLink(main(page), "Start Your Project", "/contact");

  await page.goto("/case-studies/daily-shifts");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /800% revenue growth/);
  const results = section(page, "Key results");
  for (const text of ["Weekly", "100k+", "Under $5"])
    await expect(results.getByText(text, { exact: true })).toBeVisible();
  await expect(section(page, "Challenges").or(main(page).getByRole("heading", { name: "Challenges" }))).toBeVisible();
  await expectLink(main(page), "Start Your SEO Project", "/contact");

  await page.goto("/case-studies/mld");
  await expect(section(page, "Key results")).toHaveCount(0);
  await expect(section(page, "Results")).toBeVisible();
  await expectLink(main(page), "Start Your Brand Transformation", "/contact");
});

test("an unknown case study is a 404", async ({ request }) => {
  expect((await request.get("/case-studies/no-such-client")).status()).toBe(404);
});
