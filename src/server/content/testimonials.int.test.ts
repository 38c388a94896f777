import { sql } from "kysely";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { testimonials as seed } from "@/content/testimonials";
import type { TestimonialFormValues } from "@/lib/validation/testimonial";
import { listAuditLog } from "../auth/audit-log";
import { readContentVersion } from "../blog/content-version";
import { getDb } from "../db";
import { storeImage } from "../storage/uploads";
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listShownTestimonials,
  listTestimonials,
  moveTestimonial,
  updateTestimonial,
} from "./testimonials";

const admin = { account: "owner@example.test", ip: "203.0.113.7" };

const form = (fields: Partial<TestimonialFormValues> = {}): TestimonialFormValues => ({
  quote: "They answered every question and our calls doubled within a season.",
  person: "Ana Ruiz",
  role: "Owner",
  company: "Ruiz Landscaping",
  photo: "",
  rating: "",
  given_on: "2026-10-02",
  tags: "",
  shown_on: ["/"],
  ...fields,
});

const people = async () => (await listTestimonials()).map((t) => t.person);
const lastAudit = async (count = 1) => (await listAuditLog({ limit: count })).entries.map((e) => e.text);

describe(`testimonials (${process.env.TEST_DIALECT})`, () => {
  it("starts with today's four testimonials, their texts, dates, tags, five stars and pages", async () => {
    expect(await listTestimonials()).toEqual(
      seed.map((t, index) => ({
        id: expect.any(Number),
        position: index + 1,
        quote: t.quote,
        person: t.author,
        role: t.position,
        company: t.company,
        photo: "",
        rating: 5,
        givenOn: t.date,
        tags: t.tags ?? [],
        shownOn: ["/", "/seo", "/ppc"],
      })),
    );
    for (const path of ["/", "/seo", "/ppc"]) {
      expect((await listShownTestimonials(path)).map((t) => t.quote)).toEqual(seed.map((t) => t.quote));
    }
    expect(await listShownTestimonials("/email-marketing")).toEqual([]);
    expect(await listShownTestimonials("/case-studies/mld")).toEqual([]);
  });

  it("refuses bad values with a message for each field, and stores nothing", async () => {
    const version = await readContentVersion();
    const result = await createTestimonial(
      form({
        quote: "Too short.",
        person: " ",
        photo: "https://example.com/face.jpg",
        rating: "6",
        given_on: "2026-02-30",
        tags: "One, Two, Three, Four, Five, Six, Seven",
        shown_on: ["/", "/no-such-page"],
      }),
      admin,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        quote: "Quote must be at least 20 characters",
        person: "Name is required",
        photo: "Photo must be an uploaded image: choose one with Upload Image or Browse Images",
        rating: "Rating must be from 1 to 5 stars, or none",
        given_on: "Date must be a day, like 2025-02-18",
        tags: "Services: at most 6, each at most 50 characters",
        shown_on: "Choose the pages from the list",
      },
    });
    expect(await updateTestimonial((await listTestimonials())[0]!.id, form({ quote: "" }), admin)).toEqual({
      ok: false,
      fieldErrors: { quote: "Quote must be at least 20 characters" },
    });
    expect(await people()).toEqual(seed.map((t) => t.author));
    expect(await readContentVersion()).toBe(version);
  });

  it("adds a testimonial last, audited, and the pages it is placed on show it at once", async () => {
    const before = await readContentVersion();
    expect((await listShownTestimonials("/")).length).toBe(4);
    const created = await createTestimonial(
      form({
        rating: "4",
        tags: "Landscaping SEO, ppc",
        photo: "/uploads/AAAAAAAAAAAAAAAAAAAAAA.png",
        shown_on: ["/", "/case-studies/mld", "/"],
      }),
      admin,
    );
    expect(created).toEqual({ ok: true, id: expect.any(Number) });
    const id = (created as { id: number }).id;
    expect(await readContentVersion()).toBeGreaterThan(before);
    expect(await getTestimonial(id)).toMatchObject({
      position: 5,
      rating: 4,
      tags: ["Landscaping SEO", "ppc"],
      photo: "/uploads/AAAAAAAAAAAAAAAAAAAAAA.png",
      shownOn: ["/", "/case-studies/mld"],
    });
    expect((await listShownTestimonials("/")).map((t) => t.person)).toEqual([...seed.map((t) => t.author), "Ana Ruiz"]);
    expect((await listShownTestimonials("/case-studies/mld")).map((t) => t.person)).toEqual(["Ana Ruiz"]);
    expect((await listShownTestimonials("/seo")).map((t) => t.person)).not.toContain("Ana Ruiz");
    expect((await listAuditLog({ limit: 1 })).entries[0]).toMatchObject({
      actor: admin.account,
      text: "Testimonial added",
      objectType: "testimonial",
      objectId: String(id),
      objectLabel: "Ana Ruiz, Ruiz Landscaping",
    });
  });

  it("moves a testimonial up and down, one place at a time, and says when it cannot", async () => {
    const ana = (await listTestimonials()).find((t) => t.person === "Ana Ruiz")!;
    for (let i = 0; i < 4; i += 1) expect(await moveTestimonial(ana.id, "up", admin)).toBe(true);
    expect(await people()).toEqual(["Ana Ruiz", ...seed.map((t) => t.author)]);
    expect((await listShownTestimonials("/"))[0]!.person).toBe("Ana Ruiz");
    expect((await listTestimonials()).map((t) => t.position)).toEqual([1, 2, 3, 4, 5]);
    expect(await lastAudit()).toEqual(["Testimonial moved up"]);

    const version = await readContentVersion();
    expect(await moveTestimonial(ana.id, "up", admin)).toBe(false);
    expect(await moveTestimonial(9_999_999, "down", admin)).toBe(false);
    expect(await readContentVersion()).toBe(version);

    expect(await moveTestimonial(ana.id, "down", admin)).toBe(true);
    expect((await people()).slice(0, 2)).toEqual([seed[0]!.author, "Ana Ruiz"]);
    expect(await lastAudit()).toEqual(["Testimonial moved down"]);
    expect(await moveTestimonial(ana.id, "up", admin)).toBe(true);
  });

  it("puts rows that share a place (written by hand) in a strict order as soon as one moves", async () => {
    await getDb().updateTable("testimonials").set({ position: 1 }).execute();
    // Sharing a place, they are listed by id.
    const rows = await listTestimonials();
    expect(rows.map((t) => t.id)).toEqual(rows.map((t) => t.id).sort((a, b) => a - b));
    expect(await moveTestimonial(rows[2]!.id, "down", admin)).toBe(true);
    const after = await listTestimonials();
    expect(after.map((t) => t.position)).toEqual([1, 2, 3, 4, 5]);
    expect(after.map((t) => t.id)).toEqual([rows[0]!.id, rows[1]!.id, rows[3]!.id, rows[2]!.id, rows[4]!.id]);
    await moveTestimonial(rows[2]!.id, "up", admin);
  });

  it("updates a testimonial in its place, audited; an unknown one is not found", async () => {
    const ana = (await listTestimonials()).find((t) => t.person === "Ana Ruiz")!;
    const before = await readContentVersion();
    expect(
      await updateTestimonial(ana.id, form({ quote: "Edited: our calls tripled within a season.", rating: "" }), admin),
    ).toEqual({ ok: true, id: ana.id });
    expect(await readContentVersion()).toBeGreaterThan(before);
    expect(await getTestimonial(ana.id)).toMatchObject({
      position: ana.position,
      quote: "Edited: our calls tripled within a season.",
      rating: null,
      shownOn: ["/"],
    });
    expect(await lastAudit()).toEqual(["Testimonial updated"]);
    expect(await updateTestimonial(9_999_999, form(), admin)).toEqual({ ok: false, notFound: true });
  });

  it("reads the list once per content version, not once per page", async () => {
    const first = (await listShownTestimonials("/"))[0]!;
    const version = await readContentVersion();
    // A write the content version does not hear of: the pages keep what they read under this version.
    await sql`update testimonials set quote = 'Changed behind the version' where id = ${first.id}`.execute(getDb());
    await sql`update content_version set version = ${version} where id = 1`.execute(getDb());
    expect((await listShownTestimonials("/"))[0]!.quote).toBe(first.quote);
    await sql`update content_version set version = ${version + 1} where id = 1`.execute(getDb());
    expect((await listShownTestimonials("/"))[0]!.quote).toBe("Changed behind the version");
  });

  it("draws a photo the media library knows in its own sizes and formats", async () => {
    const portrait = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#3a7d5c" } })
      .jpeg()
      .toBuffer();
    const stored = await storeImage(portrait, "portrait.jpg");
    const ana = (await listTestimonials()).find((t) => t.person === "Ana Ruiz")!;
    expect(await updateTestimonial(ana.id, form({ photo: stored.url }), admin)).toEqual({ ok: true, id: ana.id });
    const shown = (await listShownTestimonials("/")).find((t) => t.id === ana.id)!;
    expect(shown.photo).toBe(stored.url);
    expect(shown.photoImage).toMatchObject({ width: 800, height: 800 });
    expect(shown.photoImage?.srcset).toContain(`${stored.url}/`);
    expect(shown.photoImage?.sources?.map((source) => source.type)).toContain("image/webp");
    expect((await listShownTestimonials("/")).find((t) => t.person !== "Ana Ruiz")!.photoImage).toBeUndefined();
  });

  it("deletes a testimonial, audited, from every page that showed it", async () => {
    const ana = (await listTestimonials()).find((t) => t.person === "Ana Ruiz")!;
    const before = await readContentVersion();
    expect(await deleteTestimonial(ana.id, admin)).toBe(true);
    expect(await readContentVersion()).toBeGreaterThan(before);
    expect(await getTestimonial(ana.id)).toBeUndefined();
    expect((await listShownTestimonials("/")).map((t) => t.person)).not.toContain("Ana Ruiz");
    expect((await listShownTestimonials("/case-studies/mld")).length).toBe(0);
    expect(await lastAudit()).toEqual(["Testimonial deleted"]);
    expect(await deleteTestimonial(ana.id, admin)).toBe(false);
  });
});
