import { sql } from "kysely";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { localDateTimeOf } from "@/lib/dates";
import { type PostState, publishingFieldsOf, stateOf } from "@/lib/validation/blog-post";
import { type CaseStudySubmission, caseStudyFormValuesOf } from "@/lib/validation/case-study";
import { listAuditLog } from "../auth/audit-log";
import { readContentVersion } from "../blog/content-version";
import { loadRedirects } from "../blog/redirects";
import { getDb } from "../db";
import { caseStudySeed } from "../db/migrations/2026_12_07_000200_case_studies";
import { storeImage } from "../storage/uploads";
import {
  caseStudyPageExists,
  createCaseStudy,
  deleteCaseStudy,
  getCaseStudy,
  getCaseStudyBySlug,
  getCaseStudyForPreview,
  getPublicCaseStudy,
  listCaseStudies,
  listCaseStudyPlaces,
  listFeaturedCaseStudies,
  listPublicCaseStudies,
  updateCaseStudy,
} from "./case-studies";
import { listUpcomingCaseStudyPublications } from "./case-study-schedule";
import { createTestimonial, getTestimonial, listTestimonialPlaces } from "./testimonials";

const admin = { account: "owner@example.test", ip: "203.0.113.7" };

const form = (fields: Partial<CaseStudySubmission> = {}): CaseStudySubmission => ({
  title: "Canyon Dental: twice the new patients",
  slug: "canyon-dental",
  client: "Canyon Dental",
  industry: "Healthcare",
  tags: "Healthcare, Local SEO",
  summary: "Local search and a faster booking page doubled new patient calls in a year.",
  highlights: "",
  results: "+212% | Organic calls\n2x | New patients",
  tagline: "A family practice that patients now find first.",
  overview: "Canyon Dental is a family practice in Sandy.\n\nWe rebuilt its local search presence.",
  goals: "- More new patients\n- Fewer missed calls",
  challenge: "",
  approach: "We started with the map results.",
  services: "search | Local SEO | Service pages and a review campaign",
  outcome: "## What changed\n\n- Twice the new patients",
  cover: "/images/case-studies/mld/cover.svg",
  cover_alt: "A dental office's new website on a tablet",
  gallery: "",
  meta_title: "",
  meta_description: "",
  cta_heading: "",
  cta_text: "",
  cta_label: "",
  featured_on: [],
  status: "draft",
  publish_date: "",
  ...fields,
});

const lastAudit = async (count = 1) => (await listAuditLog({ limit: count })).entries.map((e) => e.text);
const slugs = (studies: { slug: string }[]) => studies.map((study) => study.slug);
const markdownList = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/** How many case studies are in each state now, as the list screen would count them. */
async function countCaseStudiesByState(now = new Date()): Promise<Record<PostState, number>> {
  const counts: Record<PostState, number> = { draft: 0, scheduled: 0, published: 0 };
  for (const study of await listCaseStudies()) counts[stateOf(study, now)] += 1;
  return counts;
}

describe(`case studies (${process.env.TEST_DIALECT})`, () => {
  it("starts with the site's three case studies, published, with every text and picture they had", async () => {
    const stored = await listCaseStudies();
    expect(slugs(stored)).toEqual(["daily-shifts", "yeti-plumbing", "mld"]);
    for (const [index, study] of caseStudySeed.entries()) {
      expect(stored[index]).toEqual({
        id: expect.any(Number),
        slug: study.id,
        title: study.title,
        client: study.client,
        industry: study.industry,
        tags: study.tags,
        summary: study.summary,
        highlights: study.results,
        results: study.keyResults ?? [],
        tagline: study.tagline,
        overview: study.overview.join("\n\n"),
        goals: markdownList(study.goals),
        challenge: markdownList(study.challenges ?? []),
        approach: `What we delivered for ${study.client}.`,
        services: study.services,
        outcome: study.outcomes.map((group) => `## ${group.heading}\n\n${markdownList(group.items)}`).join("\n\n"),
        cover: study.image.src,
        coverAlt: study.image.alt,
        gallery: (study.gallery ?? []).map(({ src, alt }) => ({ src, alt })),
        metaTitle: study.meta.title,
        metaDescription: study.meta.description,
        ctaHeading: study.cta.heading,
        ctaText: study.cta.text,
        ctaLabel: study.cta.actions[0]!.label,
        featuredOn: [],
        status: "published",
        published_at: expect.any(String),
        updatedAt: expect.anything(),
      });
      // The closing band's second button is the same on every page: the seeds all had it.
      expect(study.cta.actions.slice(1)).toEqual([{ label: "View More Case Studies", href: "/case-studies" }]);
      expect(study.meta.path).toBe(`/case-studies/${study.id}`);
    }
    // A few texts as the pages showed them, typed out here rather than read from the seed.
    const [dailyShifts, yeti, mld] = stored;
    expect(dailyShifts!.highlights).toEqual([
      "800% revenue growth",
      "100k+ organic clicks in under a year",
      "iOS installs under $5 each",
    ]);
    expect(dailyShifts!.results[0]).toEqual({ value: "800%", label: "Revenue growth" });
    expect(yeti!.challenge).toBe("");
    expect(yeti!.gallery).toEqual([]);
    expect(yeti!.outcome).toMatch(/^## Key deliverables\n\n- A complete brand identity: mascot logo, colors/);
    expect(yeti!.outcome).toContain("\n\n## Impact\n\n- 375% more returning customers");
    expect(mld!.goals.split("\n")[0]).toBe(
      "- Create an identity that reflects the quality and style of the studio's work",
    );
    expect(await countCaseStudiesByState()).toEqual({ draft: 0, scheduled: 0, published: 3 });
  });

  it("shows visitors the published ones, newest first, and features none on a new site", async () => {
    expect(slugs(await listPublicCaseStudies())).toEqual(["daily-shifts", "yeti-plumbing", "mld"]);
    expect((await getPublicCaseStudy("mld"))?.client).toBe("MLD");
    expect(await getPublicCaseStudy("no-such-client")).toBeUndefined();
    expect(await getPublicCaseStudy("nul\0")).toBeUndefined();
    expect(await listFeaturedCaseStudies("/")).toEqual([]);
    expect(await listFeaturedCaseStudies("/seo")).toEqual([]);
    expect(await caseStudyPageExists("/case-studies/mld")).toBe(true);
    expect(await caseStudyPageExists("/case-studies/none")).toBe(false);
    expect(await caseStudyPageExists("/blog/mld")).toBe(false);
  });

  it("saves a seeded case study as the form shows it without moving it: its time keeps its seconds", async () => {
    const [first] = await listCaseStudies();
    const now = new Date();
    expect(
      await updateCaseStudy(first!.id, { ...caseStudyFormValuesOf(first!), ...publishingFieldsOf(first!, now) }, admin),
    ).toEqual({ ok: true, id: first!.id });
    const after = (await getCaseStudy(first!.id))!;
    expect({ ...after, updatedAt: first!.updatedAt }).toEqual(first);
    expect(slugs(await listCaseStudies())).toEqual(["daily-shifts", "yeti-plumbing", "mld"]);
    expect(await lastAudit()).toEqual(["Case study updated"]);
  });

  it("refuses bad values with a message beside each field, and stores nothing", async () => {
    const version = await readContentVersion();
    const result = await createCaseStudy(
      form({
        title: "Tiny",
        slug: "Not A Slug",
        client: "",
        summary: "Short.",
        results: "+212% organic calls",
        services: "rocket | Launch | Off it goes\nsearch | SEO",
        cover: "https://example.com/cover.jpg",
        cover_alt: "",
        gallery: "/uploads/picture.png",
        featured_on: ["/no-such-page"],
        status: "scheduled",
      }),
      admin,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        title: "Title must be at least 5 characters",
        slug: "Slug can only contain lowercase letters, numbers, and hyphens",
        client: "Client is required",
        summary: "Summary must be at least 20 characters",
        results: 'Line 1: write the figure, a bar and what it measures, like "+212% | organic calls"',
        services: 'Line 1: "rocket" is not an icon of the site; choose one from the list',
        cover: "Cover image: Must be an image of this site: choose one with Upload Image or Browse Images",
        cover_alt: "Describe the cover image in at least 5 characters",
        gallery: "Line 1: write the image's address, a bar and its alt text",
        featured_on: "Choose the pages from the list",
        publish_date: "Choose the date and time to publish the post",
      },
    });
    expect((await listCaseStudies()).length).toBe(3);
    expect(await readContentVersion()).toBe(version);
  });

  it("keeps a draft from visitors, lets the admin read it, and audits it", async () => {
    const created = await createCaseStudy(form(), admin);
    expect(created).toEqual({ ok: true, id: expect.any(Number) });
    const id = (created as { id: number }).id;
    expect(await getCaseStudy(id)).toMatchObject({
      slug: "canyon-dental",
      tags: ["Healthcare", "Local SEO"],
      results: [
        { value: "+212%", label: "Organic calls" },
        { value: "2x", label: "New patients" },
      ],
      services: [{ icon: "search", title: "Local SEO", description: "Service pages and a review campaign" }],
      status: "draft",
      published_at: null,
    });
    expect(slugs(await listPublicCaseStudies())).not.toContain("canyon-dental");
    expect(await getPublicCaseStudy("canyon-dental")).toBeUndefined();
    expect((await getCaseStudyForPreview("canyon-dental"))?.title).toBe("Canyon Dental: twice the new patients");
    expect(await lastAudit()).toEqual(["Case study created"]);
    expect(await countCaseStudiesByState()).toEqual({ draft: 1, scheduled: 0, published: 3 });
    // Every case study's page, drafts too, may carry a testimonial.
    expect(await listCaseStudyPlaces()).toContainEqual({
      path: "/case-studies/canyon-dental",
      label: "Case study: Canyon Dental",
    });
    expect(await listTestimonialPlaces()).toContainEqual({ path: "/case-studies/mld", label: "Case study: MLD" });
    expect(await createCaseStudy(form({ title: "Another one with the slug" }), admin)).toEqual({
      ok: false,
      fieldErrors: { slug: "Case study with this slug already exists" },
    });
  });

  it("publishes it: first in the list, on the pages that feature it, audited", async () => {
    const study = (await getCaseStudyBySlug("canyon-dental"))!;
    const before = await readContentVersion();
    expect(await updateCaseStudy(study.id, form({ status: "published", featured_on: ["/", "/seo"] }), admin)).toEqual({
      ok: true,
      id: study.id,
    });
    expect(await readContentVersion()).toBeGreaterThan(before);
    expect(slugs(await listPublicCaseStudies())).toEqual(["canyon-dental", "daily-shifts", "yeti-plumbing", "mld"]);
    expect(slugs(await listFeaturedCaseStudies("/"))).toEqual(["canyon-dental"]);
    expect(slugs(await listFeaturedCaseStudies("/ppc"))).toEqual([]);
    expect(await lastAudit(2)).toEqual(["Case study published", "Case study updated"]);
    // Saved again as it is: updated, but not published a second time.
    await updateCaseStudy(study.id, form({ status: "published", featured_on: ["/", "/seo"] }), admin);
    expect(await lastAudit(1)).toEqual(["Case study updated"]);
  });

  it("gives a public case study's old address a redirect to its new one; the testimonials on it follow", async () => {
    const study = (await getCaseStudyBySlug("canyon-dental"))!;
    const placed = await createTestimonial(
      {
        quote: "Our phones ring with new patients every day now.",
        person: "Dr. Lee",
        role: "Dentist",
        company: "Canyon Dental",
        photo: "",
        rating: "5",
        given_on: "2026-10-02",
        tags: "",
        shown_on: ["/case-studies/canyon-dental"],
      },
      admin,
    );
    expect(placed).toMatchObject({ ok: true });
    const publication = { status: "published", publish_date: localDateTimeOf(study.published_at!) };
    expect(await updateCaseStudy(study.id, form({ ...publication, slug: "canyon-dental-care" }), admin)).toMatchObject({
      ok: true,
    });
    expect((await loadRedirects()).get("/case-studies/canyon-dental")).toBe("/case-studies/canyon-dental-care");
    expect(await lastAudit(1)).toEqual(["Redirect added"]);
    expect((await getTestimonial((placed as { id: number }).id))?.shownOn).toEqual([
      "/case-studies/canyon-dental-care",
    ]);
    expect(await getPublicCaseStudy("canyon-dental")).toBeUndefined();
    expect((await getPublicCaseStudy("canyon-dental-care"))?.client).toBe("Canyon Dental");

    // Moving back takes the address back from its redirect: no loop.
    await updateCaseStudy(study.id, form({ ...publication, slug: "canyon-dental" }), admin);
    const redirects = await loadRedirects();
    expect(redirects.has("/case-studies/canyon-dental")).toBe(false);
    expect(redirects.get("/case-studies/canyon-dental-care")).toBe("/case-studies/canyon-dental");
  });

  it("leaves no redirect when a draft moves, and unpublishing is audited", async () => {
    const study = (await getCaseStudyBySlug("canyon-dental"))!;
    await updateCaseStudy(study.id, form({ status: "draft" }), admin);
    expect(await lastAudit(2)).toEqual(["Case study unpublished", "Case study updated"]);
    await updateCaseStudy(study.id, form({ status: "draft", slug: "canyon-dental-draft" }), admin);
    expect((await loadRedirects()).has("/case-studies/canyon-dental")).toBe(false);
    expect(await getPublicCaseStudy("canyon-dental-draft")).toBeUndefined();
  });

  it("schedules one: public from its time, a moment the page cache learns", async () => {
    const study = (await getCaseStudyBySlug("canyon-dental-draft"))!;
    const due = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    due.setSeconds(0, 0);
    expect(
      await updateCaseStudy(
        study.id,
        form({ slug: "canyon-dental", status: "scheduled", publish_date: localDateTimeOf(due) }),
        admin,
      ),
    ).toMatchObject({ ok: true });
    expect(await lastAudit(2)).toEqual(["Case study scheduled", "Case study updated"]);
    expect(await countCaseStudiesByState()).toEqual({ draft: 0, scheduled: 1, published: 3 });
    expect(await getPublicCaseStudy("canyon-dental")).toBeUndefined();
    expect((await getPublicCaseStudy("canyon-dental", new Date(due.getTime() + 1000)))?.slug).toBe("canyon-dental");
    expect(await listUpcomingCaseStudyPublications()).toEqual([due.toISOString()]);
    expect(await listUpcomingCaseStudyPublications(new Date(due.getTime() + 1000).toISOString())).toEqual([]);
  });

  it("reads the published ones once per content version, not once per page", async () => {
    const first = (await listPublicCaseStudies())[0]!;
    const version = await readContentVersion();
    // A write the content version does not hear of: the pages keep what they read under this version.
    await sql`update case_studies set title = 'Changed behind the version' where id = ${first.id}`.execute(getDb());
    await sql`update content_version set version = ${version} where id = 1`.execute(getDb());
    expect((await listPublicCaseStudies())[0]!.title).toBe(first.title);
    await sql`update content_version set version = ${version + 1} where id = 1`.execute(getDb());
    expect((await listPublicCaseStudies())[0]!.title).toBe("Changed behind the version");
  });

  it("draws an uploaded cover and gallery in their own sizes; the seeded illustrations as they are", async () => {
    const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#3a7d5c" } })
      .jpeg()
      .toBuffer();
    const stored = await storeImage(picture, "cover.jpg");
    const study = (await getCaseStudyBySlug("canyon-dental"))!;
    await updateCaseStudy(
      study.id,
      form({ status: "published", cover: stored.url, gallery: `${stored.url} | The new booking page` }),
      admin,
    );
    const shown = (await getPublicCaseStudy("canyon-dental"))!;
    expect(shown.gallery).toEqual([{ src: stored.url, alt: "The new booking page" }]);
    expect(shown.images.get(stored.url)).toMatchObject({ width: 1200, height: 675 });
    expect(shown.images.get(stored.url)?.srcset).toContain(`${stored.url}/`);
    expect((await getPublicCaseStudy("mld"))!.images.size).toBe(0);
  });

  it("leaves out a service whose icon the site does not draw (a row written by hand)", async () => {
    await sql`update case_studies set services = ${JSON.stringify([
      { icon: "rocket", title: "Launch", description: "Off it goes" },
      { icon: "search", title: "SEO", description: "Found" },
    ])} where slug = 'canyon-dental'`.execute(getDb());
    expect((await getCaseStudyBySlug("canyon-dental"))!.services.map((s) => s.title)).toEqual(["SEO"]);
  });

  it("deletes a case study, audited: its page is gone for everyone", async () => {
    const study = (await getCaseStudyBySlug("canyon-dental"))!;
    expect(await deleteCaseStudy(study.id, admin)).toBe(true);
    expect(await getCaseStudy(study.id)).toBeUndefined();
    expect(await getPublicCaseStudy("canyon-dental")).toBeUndefined();
    expect(await lastAudit()).toEqual(["Case study deleted"]);
    expect(await deleteCaseStudy(study.id, admin)).toBe(false);
    expect(await updateCaseStudy(study.id, form(), admin)).toEqual({ ok: false, notFound: true });
  });
});
