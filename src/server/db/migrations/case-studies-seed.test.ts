import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { caseStudyPictureSizes } from "@/content/case-studies";
import { caseStudySeed } from "./2026_12_07_000200_case_studies";

const publicDir = path.resolve(import.meta.dirname, "../../../../public");

function svgSize(file: string): { width: number; height: number } {
  const root = fs.readFileSync(file, "utf8").match(/<svg\b[^>]*>/)?.[0] ?? "";
  const attribute = (name: string) => Number(root.match(new RegExp(`\\s${name}="(\\d+)"`))?.[1]);
  return { width: attribute("width"), height: attribute("height") };
}

const covers = caseStudySeed.map((study) => study.image);
const galleries = caseStudySeed.flatMap((study) => study.gallery ?? []);

describe("the case studies' seed pictures (decision 198)", () => {
  it.each([...covers, ...galleries].map((image) => [image.src, image] as const))(
    "%s exists at the size the seed declares, with alt text",
    (src, image) => {
      const file = path.join(publicDir, src);
      expect(fs.existsSync(file)).toBe(true);
      expect(svgSize(file)).toEqual({ width: image.width, height: image.height });
      expect(image.alt.length).toBeGreaterThan(15);
    },
  );

  it("are drawn at their own size, which the table does not keep", () => {
    for (const cover of covers)
      expect({ width: cover.width, height: cover.height }).toEqual(caseStudyPictureSizes.cover);
    for (const picture of galleries)
      expect({ width: picture.width, height: picture.height }).toEqual(caseStudyPictureSizes.gallery);
  });

  it("are every picture under public/images/case-studies, each with its own alt text", () => {
    const files = fs
      .readdirSync(path.join(publicDir, "images/case-studies"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name))}`);
    const pictures = [...covers, ...galleries];
    expect(files.sort()).toEqual(pictures.map((image) => image.src).sort());
    expect(new Set(pictures.map((image) => image.alt)).size).toBe(pictures.length);
  });
});
