import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as about from "./about";
import { builtInArticles, samplePosts } from "./blog";
import { defaultCover } from "./blog/default-cover";
import * as home from "./home";
import * as dealership from "./landing/dealership-marketing";
import * as agency from "./landing/utah-marketing-agency";
import * as realEstate from "./landing/utah-real-estate-marketing";
import * as aiConsulting from "./services/ai-consulting";
import * as contentStrategy from "./services/content-strategy";
import * as email from "./services/email-marketing";
import * as itSupport from "./services/it-support";
import * as ppc from "./services/ppc";
import * as seo from "./services/seo";
import * as social from "./services/social-media-marketing";
import * as strategy from "./services/strategic-consulting";
import * as web from "./services/website-development";
import { seededPeople } from "@/content/people";
import type { Illustration } from "./types";

const publicDir = path.resolve(import.meta.dirname, "../../public");

function isIllustration(value: unknown): value is Illustration {
  return typeof value === "object" && value !== null && "src" in value && "width" in value && "alt" in value;
}

/** Every illustration named anywhere in the copy. */
function collect(value: unknown, found: Illustration[] = []): Illustration[] {
  if (isIllustration(value)) found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collect(item, found));
  else if (typeof value === "object" && value !== null) Object.values(value).forEach((item) => collect(item, found));
  return found;
}

const illustrations = collect([
  about,
  home,
  dealership,
  agency,
  realEstate,
  aiConsulting,
  contentStrategy,
  email,
  itSupport,
  ppc,
  seo,
  social,
  strategy,
  web,
  // The About page's people as a new site has them, in the frames it draws them in (decision 197).
  seededPeople
    .filter((person) => person.team !== "")
    .map((person) => ({
      src: person.photo,
      alt: person.photoAlt,
      ...(person.team === "founder" ? { width: 480, height: 560 } : { width: 320, height: 320 }),
    })),
]);

function svgSize(file: string): { width: number; height: number } {
  const root = fs.readFileSync(file, "utf8").match(/<svg\b[^>]*>/)?.[0] ?? "";
  const attribute = (name: string) => Number(root.match(new RegExp(`\\s${name}="(\\d+)"`))?.[1]);
  return { width: attribute("width"), height: attribute("height") };
}

describe("illustrations", () => {
  it("are found in the copy", () => {
    // 26 once the case studies' twelve moved to the database's seed (decision 198).
    expect(illustrations.length).toBeGreaterThan(20);
  });

  it.each(illustrations.map((image) => [image.src, image] as const))(
    "%s exists at the size the copy declares, with alt text",
    (src, image) => {
      const file = path.join(publicDir, src);
      expect(fs.existsSync(file)).toBe(true);
      expect(svgSize(file)).toEqual({ width: image.width, height: image.height });
      expect(image.alt.length).toBeGreaterThan(15);
    },
  );

  it("are all in use: no picture under public/images is left behind", () => {
    // The case studies' pictures are the database's seed: its own test checks them (decision 198).
    const files = fs
      .readdirSync(path.join(publicDir, "images"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name))}`)
      .filter((file) => !file.startsWith("/images/case-studies/"));
    const blogPictures = [
      defaultCover,
      ...builtInArticles.map((post) => post.cover),
      ...samplePosts.map((post) => post.cover),
      ...seededPeople.filter((person) => person.team === "").map((person) => person.photo),
    ];
    expect(files.sort()).toEqual([...new Set([...illustrations.map((image) => image.src), ...blogPictures])].sort());
  });

  it("never repeat an alt text", () => {
    const alts = illustrations.map((image) => image.alt);
    expect(new Set(alts).size).toBe(new Set(illustrations.map((image) => image.src)).size);
  });
});
