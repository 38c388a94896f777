import { describe, expect, it } from "vitest";
import {
  type CaseStudyFormValues,
  MAX_CASE_STUDY_ITEMS,
  caseStudyFormValuesOf,
  parseCaseStudyForm,
} from "./case-study";

const choices = { places: new Set(["/", "/seo"]), icons: new Set(["search", "code"]) };

const values = (fields: Partial<CaseStudyFormValues> = {}): CaseStudyFormValues => ({
  title: "Canyon Dental: twice the new patients",
  slug: "canyon-dental",
  client: "Canyon Dental",
  industry: "Healthcare",
  tags: "Healthcare, Local SEO, healthcare",
  summary: "Local search and a faster booking page doubled new patient calls.",
  highlights: "Twice the patients\n\n  A full winter calendar  ",
  results: "+212% | Organic calls",
  tagline: "",
  overview: "A family practice in Sandy, found first now.",
  goals: "",
  challenge: "",
  approach: "",
  services: "search | Local SEO | Pages | and a review campaign",
  outcome: "",
  cover: "/uploads/cover.png",
  cover_alt: "The new booking page",
  gallery: "/images/a.svg | A chart\n/uploads/b.png | The home page",
  meta_title: "",
  meta_description: "",
  cta_heading: "",
  cta_text: "",
  cta_label: "",
  featured_on: ["/", "/"],
  ...fields,
});

describe("the case-study form", () => {
  it("reads lists a line each, blank lines skipped, and a description may hold a bar", () => {
    const parsed = parseCaseStudyForm(values(), choices);
    expect("value" in parsed && parsed.value).toMatchObject({
      tags: ["Healthcare", "Local SEO"],
      highlights: ["Twice the patients", "A full winter calendar"],
      results: [{ value: "+212%", label: "Organic calls" }],
      services: [{ icon: "search", title: "Local SEO", description: "Pages | and a review campaign" }],
      gallery: [
        { src: "/images/a.svg", alt: "A chart" },
        { src: "/uploads/b.png", alt: "The home page" },
      ],
      coverAlt: "The new booking page",
      featuredOn: ["/"],
    });
  });

  it("names the first bad line of a list, and refuses too many lines", () => {
    const parsed = parseCaseStudyForm(
      values({
        results: "+212% | Organic calls\n | New patients",
        gallery: "//elsewhere.example/a.png | A picture",
        highlights: Array.from({ length: MAX_CASE_STUDY_ITEMS + 1 }, (_, i) => `Line ${i}`).join("\n"),
      }),
      choices,
    );
    expect("errors" in parsed && parsed.errors).toEqual({
      results: 'Line 2: write the figure, a bar and what it measures, like "+212% | organic calls"',
      gallery: "Line 1: Must be an image of this site: choose one with Upload Image or Browse Images",
      highlights: "At most 20 lines",
    });
  });

  it("gives back a stored case study as the text it was typed as", () => {
    const parsed = parseCaseStudyForm(values({ featured_on: ["/"], tags: "Healthcare, Local SEO" }), choices);
    if (!("value" in parsed)) throw new Error("the values are valid");
    const again = parseCaseStudyForm(caseStudyFormValuesOf(parsed.value), choices);
    expect(again).toEqual(parsed);
  });
});
