import { sql } from "kysely";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { NewPost } from "@/lib/blog/types";
import type { PersonFormValues } from "@/lib/validation/person";
import { listAuditLog } from "../auth/audit-log";
import { readContentVersion } from "../blog/content-version";
import { getPostById, insertPost } from "../blog/posts";
import { getAuthorArticles } from "../blog/reader";
import { getDb } from "../db";
import { erasePersonalData, exportPersonalData } from "../leads/privacy";
import { mediaRowsNamed } from "../media/records";
import { getImageStorage, storeImage } from "../storage/uploads";
import {
  countPostsBy,
  createPerson,
  deletePerson,
  ensurePeopleNamed,
  findShownPersonById,
  findShownPersonByName,
  getPerson,
  isPersonName,
  listAuthorChoices,
  listPeople,
  listTeam,
  movePerson,
  updatePerson,
} from "./people";

const admin = { account: "owner@example.test", ip: "203.0.113.7" };

const form = (fields: Partial<PersonFormValues> = {}): PersonFormValues => ({
  name: "Ana Ruiz",
  role: "Content Writer",
  short_bio: "Ana writes the guides our clients send to their own customers.",
  long_bio: "Ana spent ten years in **local news**.\n\nShe now writes for Utah businesses.",
  photo: "",
  photo_alt: "",
  email: "Ana.Ruiz@example.test",
  links: "https://www.linkedin.com/in/ana-ruiz-example\n\nhttps://ana.example.com",
  team: "",
  experience: "",
  writer: true,
  ...fields,
});

const post = (slug: string, author: string): NewPost => ({
  slug,
  title: `A post by ${author}`,
  excerpt: "A post that exists to be signed by someone on the people list.",
  cover: "/images/blog/default-cover.svg",
  author,
  category: "SEO",
  content: "Body text that is long enough to be stored as a real post in the table.",
});

const names = async () => (await listPeople()).map((p) => p.name);
const lastAudit = async () => (await listAuditLog({ limit: 1 })).entries[0];

describe(`people (${process.env.TEST_DIALECT})`, () => {
  it("starts with today's founder, team and blog authors, with their texts, portraits and addresses", async () => {
    const people = await listPeople();
    expect(people.map((p) => [p.id, p.name, p.role, p.photo, p.team, p.writer, p.experience, p.position])).toEqual([
      [
        "rafael-moreira",
        "Rafael Moreira",
        "Founder & CEO",
        "/images/team/rafael-moreira.svg",
        "founder",
        false,
        "over 18 years",
        1,
      ],
      [
        "hannah-lindqvist",
        "Hannah Lindqvist",
        "Director of Paid Media",
        "/images/team/hannah-lindqvist.svg",
        "member",
        false,
        "",
        2,
      ],
      [
        "marcus-tuilagi",
        "Marcus Tuilagi",
        "SEO & Content Lead",
        "/images/team/marcus-tuilagi.svg",
        "member",
        false,
        "",
        3,
      ],
      [
        "priya-raman",
        "Priya Raman",
        "AI & Automation Strategist",
        "/images/team/priya-raman.svg",
        "member",
        false,
        "",
        4,
      ],
      [
        "jake-sorensen",
        "Jake Sorensen",
        "Web Development Lead",
        "/images/team/jake-sorensen.svg",
        "member",
        false,
        "",
        5,
      ],
      [
        "marcos-silva",
        "Marcos Silva",
        "Digital Marketing Strategist",
        "/images/authors/marcos-silva.svg",
        "",
        true,
        "",
        6,
      ],
      ["emily-carter", "Emily Carter", "SEO Specialist", "/images/authors/placeholder.svg", "", true, "", 7],
      ["jordan-reyes", "Jordan Reyes", "Social Media Manager", "/images/authors/placeholder.svg", "", true, "", 8],
      [
        "resgatar-team",
        "Resgatar Team",
        "Digital Marketing Experts",
        "/images/authors/placeholder.svg",
        "",
        true,
        "",
        9,
      ],
    ]);
    const rafael = people[0]!;
    expect(rafael.longBio).toBe(
      "Rafael has spent over 18 years in digital marketing, from running search campaigns for national retailers to building websites for neighborhood shops. He started Resgatar in Salt Lake City in 2012 after watching too many good local businesses lose money to agencies that hid behind jargon and long contracts.\n\n" +
        "He still reviews every new client's accounts himself, and he still believes the best marketing report is a ringing phone.",
    );
    expect(rafael.photoAlt).toBe(
      "Illustrated portrait of Rafael Moreira, founder of Resgatar Marketing, smiling in a navy blazer",
    );
    expect(people[1]!.shortBio).toBe(
      "Hannah manages our Google Ads, Meta and TikTok campaigns. She holds Google Ads and Analytics certifications and has a habit of finding the wasted spend in any account within the first week.",
    );
    expect(people[1]!.photoAlt).toBe(
      "Illustrated portrait of Hannah Lindqvist with shoulder-length blond hair and glasses",
    );
    expect(people[8]!.shortBio).toBe(
      "Articles written together by our strategists, search specialists, ad managers and developers in Salt Lake City, drawing on more than a decade of campaigns for local businesses.",
    );
    for (const person of people) expect(person).toMatchObject({ email: "", links: [] });

    const team = await listTeam();
    expect(team.founder?.name).toBe("Rafael Moreira");
    expect(team.members.map((p) => p.name)).toEqual([
      "Hannah Lindqvist",
      "Marcus Tuilagi",
      "Priya Raman",
      "Jake Sorensen",
    ]);
    expect(await listAuthorChoices()).toEqual(["Marcos Silva", "Emily Carter", "Jordan Reyes", "Resgatar Team"]);
    expect(await listAuthorChoices("Priya Raman")).toEqual([
      "Priya Raman",
      "Marcos Silva",
      "Emily Carter",
      "Jordan Reyes",
      "Resgatar Team",
    ]);
    expect((await findShownPersonByName("Emily Carter"))?.id).toBe("emily-carter");
    expect(await findShownPersonByName("emily carter")).toBeUndefined();
    expect((await findShownPersonById("resgatar-team"))?.role).toBe("Digital Marketing Experts");
    expect(await findShownPersonById("nobody")).toBeUndefined();
  });

  it("refuses bad values with a message beside each field, and stores nothing", async () => {
    const version = await readContentVersion();
    const result = await createPerson(
      form({
        name: " ",
        photo: "https://example.com/face.jpg",
        email: "not an address",
        links: "http://insecure.example.com",
        team: "captain",
      }),
      admin,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        name: "Name is required",
        photo:
          "Photo must be an uploaded image (choose one with Upload Image or Browse Images) or one of the site's own under /images/",
        email: "Email must be an address like name@example.com, or empty",
        links: "Links: at most 8, one https:// address a line",
        team: "Choose where the About page shows this person",
      },
    });
    expect(await createPerson(form({ name: "Emily Carter" }), admin)).toEqual({
      ok: false,
      fieldErrors: { name: "Another person already has this name" },
    });
    expect(await updatePerson("marcos-silva", form({ name: "Marcos S." }), admin)).toEqual({
      ok: false,
      fieldErrors: { name: "The built-in articles are signed with this name, so it stays" },
    });
    expect(await updatePerson("nobody", form(), admin)).toEqual({ ok: false, notFound: true });
    expect(await names()).toHaveLength(9);
    expect(await readContentVersion()).toBe(version);
  });

  it("adds a writer last, audited; they are offered as an author and have a page at once", async () => {
    const before = await readContentVersion();
    expect(await createPerson(form(), admin)).toEqual({ ok: true, id: "ana-ruiz" });
    expect(await readContentVersion()).toBeGreaterThan(before);
    expect(await getPerson("ana-ruiz")).toMatchObject({
      position: 10,
      name: "Ana Ruiz",
      longBio: "Ana spent ten years in **local news**.\n\nShe now writes for Utah businesses.",
      email: "Ana.Ruiz@example.test",
      links: ["https://www.linkedin.com/in/ana-ruiz-example", "https://ana.example.com"],
      writer: true,
    });
    expect(await listAuthorChoices()).toContain("Ana Ruiz");
    expect((await findShownPersonById("ana-ruiz"))?.name).toBe("Ana Ruiz");
    expect(await lastAudit()).toMatchObject({
      actor: admin.account,
      text: "Person added",
      objectType: "person",
      objectId: "ana-ruiz",
      objectLabel: "Ana Ruiz",
    });
    // Another person of the same name's slug gets the next free address.
    expect(await createPerson(form({ name: "Ana  Ruiz!", email: "" }), admin)).toEqual({ ok: true, id: "ana-ruiz-2" });
    expect(await deletePerson("ana-ruiz-2", undefined, admin)).toEqual({ ok: true, postsMoved: 0 });
  });

  it("renames a person and their posts with them; the id, and so the address, stays", async () => {
    const stored = await insertPost(post("by-ana", "Ana Ruiz"), admin);
    expect((await getAuthorArticles("Ana Ruiz", {})).posts.map((p) => p.slug)).toEqual(["by-ana"]);
    expect(await updatePerson("ana-ruiz", form({ name: "Ana Ruiz Ortega" }), admin)).toEqual({
      ok: true,
      id: "ana-ruiz",
    });
    expect((await getPostById(stored.id))?.author).toBe("Ana Ruiz Ortega");
    expect(await isPersonName("Ana Ruiz")).toBe(false);
    expect((await findShownPersonById("ana-ruiz"))?.name).toBe("Ana Ruiz Ortega");
    expect(await lastAudit()).toMatchObject({ text: "Person updated", objectLabel: "Ana Ruiz Ortega" });
  });

  it("moves a person up and down the order, and says when it cannot", async () => {
    expect(await movePerson("ana-ruiz", "up", admin)).toBe(true);
    expect((await names()).slice(-2)).toEqual(["Ana Ruiz Ortega", "Resgatar Team"]);
    expect((await lastAudit())?.text).toBe("Person moved up");
    expect(await movePerson("rafael-moreira", "up", admin)).toBe(false);
    expect(await movePerson("nobody", "down", admin)).toBe(false);
    expect(await movePerson("ana-ruiz", "down", admin)).toBe(true);
    expect((await listPeople()).map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("deletes a person with posts only with someone to take them over, in one transaction", async () => {
    const second = await insertPost(post("by-ana-draft", "Ana Ruiz Ortega"), admin);
    expect(await countPostsBy("Ana Ruiz Ortega")).toBe(2);
    const version = await readContentVersion();
    expect(await deletePerson("ana-ruiz", undefined, admin)).toEqual({ ok: false, reason: "needs-successor" });
    expect(await deletePerson("ana-ruiz", "ana-ruiz", admin)).toEqual({ ok: false, reason: "bad-successor" });
    expect(await deletePerson("ana-ruiz", "nobody", admin)).toEqual({ ok: false, reason: "bad-successor" });
    expect(await readContentVersion()).toBe(version);
    expect(await countPostsBy("Ana Ruiz Ortega")).toBe(2);

    expect(await deletePerson("ana-ruiz", "jordan-reyes", admin)).toEqual({ ok: true, postsMoved: 2 });
    expect(await getPerson("ana-ruiz")).toBeUndefined();
    expect((await getPostById(second.id))?.author).toBe("Jordan Reyes");
    expect(await countPostsBy("Jordan Reyes")).toBe(2);
    expect(await lastAudit()).toMatchObject({
      text: "Person deleted",
      objectId: "ana-ruiz",
      objectLabel: "Ana Ruiz Ortega (2 posts to Jordan Reyes)",
    });

    // The built-in articles' author stays; a person without posts simply goes.
    expect(await deletePerson("marcos-silva", "emily-carter", admin)).toEqual({ ok: false, reason: "built-in" });
    expect(await deletePerson("hannah-lindqvist", undefined, admin)).toEqual({ ok: true, postsMoved: 0 });
    expect(await deletePerson("hannah-lindqvist", undefined, admin)).toEqual({ ok: false, reason: "not-found" });
  });

  it("makes a writer of a name no one has, when posts are copied in", async () => {
    await ensurePeopleNamed(["Jordan Reyes", "Guest Writer", "Guest Writer"], admin);
    expect(await getPerson("guest-writer")).toMatchObject({ name: "Guest Writer", writer: true, team: "" });
    expect((await names()).filter((name) => name === "Jordan Reyes")).toHaveLength(1);
  });

  it("exports and erases a person's own record by their address, keeping the name on their posts", async () => {
    expect(await createPerson(form({ name: "Kim Lee", email: "kim@example.test", team: "member" }), admin)).toEqual({
      ok: true,
      id: "kim-lee",
    });
    expect(await createPerson(form({ name: "Sam Ito", email: "KIM@example.test", writer: false }), admin)).toEqual({
      ok: true,
      id: "sam-ito",
    });
    await insertPost(post("by-kim", "Kim Lee"), admin);

    const exported = await exportPersonalData("Kim@Example.test", admin);
    expect(exported.people.map((p) => p.name)).toEqual(["Kim Lee", "Sam Ito"]);
    expect(exported.people[0]).toMatchObject({ shortBio: form().short_bio, links: form().links.split("\n\n") });

    expect(await erasePersonalData("kim@example.test", admin)).toEqual({ leads: 0, subscribers: 0, people: 2 });
    expect(await getPerson("sam-ito")).toBeUndefined();
    expect(await getPerson("kim-lee")).toEqual({
      id: "kim-lee",
      position: expect.any(Number),
      name: "Kim Lee",
      role: "",
      shortBio: "",
      longBio: "",
      photo: "",
      photoAlt: "",
      email: "",
      links: [],
      team: "",
      experience: "",
      writer: false,
    });
    expect(await countPostsBy("Kim Lee")).toBe(1);
    expect(await lastAudit()).toMatchObject({
      text: "Privacy erasure",
      objectLabel: "0 leads, 0 subscribers, 2 people",
    });
    expect((await exportPersonalData("kim@example.test", admin)).people).toEqual([]);
  });

  it("deletes an erased person's uploaded portrait, unless something else shows it", async () => {
    const png = (shade: string) =>
      sharp({ create: { width: 40, height: 40, channels: 3, background: shade } })
        .png()
        .toBuffer();
    const own = await storeImage(new Uint8Array(await png("#0f766e")), "own.png");
    const shared = await storeImage(new Uint8Array(await png("#fbbf24")), "shared.png");
    await createPerson(form({ name: "Lee Park", email: "lee@example.test", photo: own.url }), admin);
    await createPerson(form({ name: "Rae Park", email: "rae@example.test", photo: shared.url }), admin);
    await createPerson(form({ name: "Ona Park", email: "ona@example.test", photo: shared.url }), admin);

    await erasePersonalData("lee@example.test", admin);
    await erasePersonalData("rae@example.test", admin);
    expect(await getImageStorage().read(own.name)).toBeNull();
    expect((await mediaRowsNamed([own.name])).size).toBe(0);
    // Ona's portrait too: it stays.
    expect(await getImageStorage().read(shared.name)).not.toBeNull();
    expect(await getPerson("ona-park")).toMatchObject({ photo: shared.url });
  });

  it("reads the list once per content version, not once per page", async () => {
    const first = (await findShownPersonById("rafael-moreira"))!;
    const version = await readContentVersion();
    await sql`update people set role = 'Changed behind the version' where id = 'rafael-moreira'`.execute(getDb());
    await sql`update content_version set version = ${version} where id = 1`.execute(getDb());
    expect((await findShownPersonById("rafael-moreira"))?.role).toBe(first.role);
    await sql`update content_version set version = ${version + 1} where id = 1`.execute(getDb());
    expect((await findShownPersonById("rafael-moreira"))?.role).toBe("Changed behind the version");
  });
});
