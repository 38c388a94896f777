import * as z from "zod/mini";
import { tagNamesOf } from "../blog/taxonomy";
import { type PostPublishingField, parsePublication } from "./blog-post";
import { type FieldErrors, isSitePicture, linesOf, parseFields, readTextField, textField } from "./form-fields";

/**
 * A case study as the admin's form asks for it (decision 198). Lists are typed one item a line;
 * a figure is "value | label", a service "icon | title | description", a picture of the gallery
 * "address | alt text". The pages that may feature a case study and the icons a service may
 * show are the site's, handed in by the caller, since this folder knows nothing of the agency
 * (decision 101). The publication (status and date) is the posts' (`parsePublication`).
 */

export const MAX_CASE_STUDY_ITEMS = 20;

/** A case study's page. */
export const caseStudyPath = (slug: string) => `/case-studies/${slug}`;

export const caseStudyText = {
  slugTaken: "Case study with this slug already exists",
  picture: "Must be an image of this site: choose one with Upload Image or Browse Images",
  featuredOn: "Choose the pages from the list",
  tooMany: `At most ${MAX_CASE_STUDY_ITEMS} lines`,
  figure: (line: number) => `Line ${line}: write the figure, a bar and what it measures, like "+212% | organic calls"`,
  service: (line: number) =>
    `Line ${line}: write an icon, a bar, the service, a bar and what it was, like "search | SEO | Keyword research"`,
  icon: (line: number, icon: string) => `Line ${line}: "${icon}" is not an icon of the site; choose one from the list`,
  galleryLine: (line: number) => `Line ${line}: write the image's address, a bar and its alt text`,
} as const;

export interface CaseStudyFigure {
  value: string;
  label: string;
}

export interface CaseStudyService {
  icon: string;
  title: string;
  description: string;
}

export interface CaseStudyPicture {
  src: string;
  alt: string;
}

/** A case study as it is stored, but its publication. */
export interface CaseStudyInput {
  slug: string;
  title: string;
  client: string;
  industry: string;
  tags: string[];
  summary: string;
  highlights: string[];
  results: CaseStudyFigure[];
  tagline: string;
  overview: string;
  goals: string;
  challenge: string;
  approach: string;
  services: CaseStudyService[];
  outcome: string;
  cover: string;
  coverAlt: string;
  gallery: CaseStudyPicture[];
  metaTitle: string;
  metaDescription: string;
  ctaHeading: string;
  ctaText: string;
  ctaLabel: string;
  featuredOn: string[];
}

/** A bar-separated line's parts, trimmed; the last one keeps any further bars. */
function partsOf(line: string, count: number): string[] | undefined {
  const parts = line.split("|");
  if (parts.length < count) return undefined;
  const kept = [...parts.slice(0, count - 1), parts.slice(count - 1).join("|")].map((part) => part.trim());
  return kept.every((part) => part !== "") ? kept : undefined;
}

/** A field of lines, each read by `read` (a message names the first bad line). */
interface LineProblem {
  problem: string;
}
const lineProblem = (message: string): LineProblem => ({ problem: message });
const isProblem = (item: unknown): item is LineProblem =>
  typeof item === "object" && item !== null && "problem" in item;

function linesField<T>(label: string, read: (line: string, number: number) => T | LineProblem) {
  return z.pipe(
    textField(label, { max: 20_000 }),
    z.transform((text: string, context): T[] => {
      const lines = linesOf(text);
      if (lines.length > MAX_CASE_STUDY_ITEMS) {
        context.issues.push({ code: "custom", message: caseStudyText.tooMany, input: text });
        return [];
      }
      const items: T[] = [];
      for (const [index, line] of lines.entries()) {
        const item = read(line, index + 1);
        if (isProblem(item)) {
          context.issues.push({ code: "custom", message: item.problem, input: text });
          return [];
        }
        items.push(item);
      }
      return items;
    }),
  );
}

function schemaOf(icons: ReadonlySet<string>) {
  return z.object({
    title: textField("Title", { min: { length: 5, message: "Title must be at least 5 characters" }, max: 200 }),
    slug: z.pipe(
      textField("Slug", { min: { length: 2, message: "Slug must be at least 2 characters" }, max: 200 }),
      z.string().check(z.regex(/^[a-z0-9-]+$/, "Slug can only contain lowercase letters, numbers, and hyphens")),
    ),
    client: textField("Client", { min: { length: 2, message: "Client is required" }, max: 100 }),
    industry: textField("Industry", { min: { length: 2, message: "Industry is required" }, max: 100 }),
    tags: z.pipe(textField("Tags", { max: 1000 }), z.transform(tagNamesOf)),
    summary: textField("Summary", { min: { length: 20, message: "Summary must be at least 20 characters" }, max: 500 }),
    highlights: linesField<string>("Card results", (line) => line),
    results: linesField<CaseStudyFigure>("Results", (line, number) => {
      const parts = partsOf(line, 2);
      return parts ? { value: parts[0]!, label: parts[1]! } : lineProblem(caseStudyText.figure(number));
    }),
    tagline: textField("Tagline", { max: 300 }),
    overview: textField("Overview", {
      min: { length: 20, message: "Overview must be at least 20 characters" },
      max: 20_000,
    }),
    goals: textField("Client goals", { max: 20_000 }),
    challenge: textField("Challenges", { max: 20_000 }),
    approach: textField("Approach", { max: 20_000 }),
    services: linesField<CaseStudyService>("Services", (line, number) => {
      const parts = partsOf(line, 3);
      if (!parts) return lineProblem(caseStudyText.service(number));
      if (!icons.has(parts[0]!)) return lineProblem(caseStudyText.icon(number, parts[0]!));
      return { icon: parts[0]!, title: parts[1]!, description: parts[2]! };
    }),
    outcome: textField("Outcome", { max: 20_000 }),
    cover: z.pipe(
      textField("Cover image", { min: { length: 1, message: "Cover image is required" }, max: 300 }),
      z.string().check(z.refine(isSitePicture, `Cover image: ${caseStudyText.picture}`)),
    ),
    cover_alt: textField("Cover alt text", {
      min: { length: 5, message: "Describe the cover image in at least 5 characters" },
      max: 300,
    }),
    gallery: linesField<CaseStudyPicture>("Gallery", (line, number) => {
      const parts = partsOf(line, 2);
      if (!parts) return lineProblem(caseStudyText.galleryLine(number));
      if (!isSitePicture(parts[0]!)) return lineProblem(`Line ${number}: ${caseStudyText.picture}`);
      return { src: parts[0]!, alt: parts[1]! };
    }),
    meta_title: textField("Meta title", { max: 300 }),
    meta_description: textField("Meta description", { max: 1000 }),
    cta_heading: textField("Closing heading", { max: 200 }),
    cta_text: textField("Closing text", { max: 500 }),
    cta_label: textField("Button label", { max: 60 }),
  });
}

const textFields = [
  "title",
  "slug",
  "client",
  "industry",
  "tags",
  "summary",
  "highlights",
  "results",
  "tagline",
  "overview",
  "goals",
  "challenge",
  "approach",
  "services",
  "outcome",
  "cover",
  "cover_alt",
  "gallery",
  "meta_title",
  "meta_description",
  "cta_heading",
  "cta_text",
  "cta_label",
] as const;
type TextInputName = (typeof textFields)[number];
export type CaseStudyField = TextInputName | "featured_on";

/** What the form's fields hold as text; `featured_on` is the paths of the boxes ticked. */
export type CaseStudyFormValues = Record<TextInputName, string> & { featured_on: string[] };

/** The form's values, from a submission or an object (a test, a script). */
export function caseStudyFormValues(source: FormData | CaseStudyFormValues): CaseStudyFormValues {
  const featured: unknown[] = source instanceof FormData ? source.getAll("featured_on") : source.featured_on;
  return {
    ...(Object.fromEntries(textFields.map((name) => [name, readTextField(source, name)])) as Record<
      TextInputName,
      string
    >),
    featured_on: featured.filter((path): path is string => typeof path === "string"),
  };
}

/** What the form sends: its fields, the status and the publish date. */
export type CaseStudySubmission = CaseStudyFormValues & { status: string; publish_date: string };

/** A stored case study as the form's text. */
export function caseStudyFormValuesOf(study: CaseStudyInput): CaseStudyFormValues {
  return {
    title: study.title,
    slug: study.slug,
    client: study.client,
    industry: study.industry,
    tags: study.tags.join(", "),
    summary: study.summary,
    highlights: study.highlights.join("\n"),
    results: study.results.map((figure) => `${figure.value} | ${figure.label}`).join("\n"),
    tagline: study.tagline,
    overview: study.overview,
    goals: study.goals,
    challenge: study.challenge,
    approach: study.approach,
    services: study.services.map((s) => `${s.icon} | ${s.title} | ${s.description}`).join("\n"),
    outcome: study.outcome,
    cover: study.cover,
    cover_alt: study.coverAlt,
    gallery: study.gallery.map((picture) => `${picture.src} | ${picture.alt}`).join("\n"),
    meta_title: study.metaTitle,
    meta_description: study.metaDescription,
    cta_heading: study.ctaHeading,
    cta_text: study.ctaText,
    cta_label: study.ctaLabel,
    featured_on: study.featuredOn,
  };
}

export interface CaseStudyChoices {
  /** The paths of the pages that may feature a case study. */
  places: ReadonlySet<string>;
  /** The icons a service may show. */
  icons: ReadonlySet<string>;
}

/** The values checked: the case study to store, or the first message of each field. */
export function parseCaseStudyForm(
  values: CaseStudyFormValues,
  { places, icons }: CaseStudyChoices,
): { value: CaseStudyInput } | { errors: FieldErrors<CaseStudyField> } {
  const { featured_on, ...fields } = values;
  const parsed = parseFields(schemaOf(icons), fields, textFields);
  const placesOk = featured_on.every((path) => places.has(path));
  if ("errors" in parsed || !placesOk) {
    return {
      errors: {
        ...("errors" in parsed ? parsed.errors : {}),
        ...(placesOk ? {} : { featured_on: caseStudyText.featuredOn }),
      },
    };
  }
  const { cover_alt, meta_title, meta_description, cta_heading, cta_text, cta_label, ...value } = parsed.value;
  return {
    value: {
      ...value,
      coverAlt: cover_alt,
      metaTitle: meta_title,
      metaDescription: meta_description,
      ctaHeading: cta_heading,
      ctaText: cta_text,
      ctaLabel: cta_label,
      featuredOn: [...new Set(featured_on)],
    },
  };
}

/** The whole form's messages by field, empty when it may be saved: the server's rules, run in the browser too. */
export function validateCaseStudyForm(
  data: FormData,
  choices: CaseStudyChoices,
  now = new Date(),
): FieldErrors<CaseStudyField | PostPublishingField> {
  const parsed = parseCaseStudyForm(caseStudyFormValues(data), choices);
  const publication = parsePublication(data, now);
  return {
    ...("errors" in parsed ? parsed.errors : {}),
    ...("errors" in publication ? publication.errors : {}),
  };
}
