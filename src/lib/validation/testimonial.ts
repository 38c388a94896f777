import * as z from "zod/mini";
import { tagNamesOf } from "../blog/taxonomy";
import { type FieldErrors, UPLOADED_IMAGE, parseFields, readTextField, textField } from "./form-fields";

/**
 * A testimonial as the admin's form asks for it (docs/product.md, Testimonials; decision 195).
 * The pages it may be shown on are the site's (src/content/testimonials.ts), handed in by the
 * caller, since this folder knows nothing of the agency (decision 101).
 */

export const MAX_TESTIMONIAL_TAGS = 6;
export const MAX_TESTIMONIAL_TAG_LENGTH = 50;
export const TESTIMONIAL_RATINGS = ["1", "2", "3", "4", "5"] as const;

export const testimonialText = {
  quoteShort: "Quote must be at least 20 characters",
  personShort: "Name is required",
  photo: "Photo must be an uploaded image: choose one with Upload Image or Browse Images",
  rating: "Rating must be from 1 to 5 stars, or none",
  day: "Date must be a day, like 2025-02-18",
  tags: `Services: at most ${MAX_TESTIMONIAL_TAGS}, each at most ${MAX_TESTIMONIAL_TAG_LENGTH} characters`,
  shownOn: "Choose the pages from the list",
} as const;

/** A real calendar day written "2025-02-18". */
function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

const TestimonialSchema = z.object({
  quote: textField("Quote", { min: { length: 20, message: testimonialText.quoteShort }, max: 1000 }),
  person: textField("Name", { min: { length: 2, message: testimonialText.personShort }, max: 100 }),
  role: textField("Role", { max: 100 }),
  company: textField("Company", { max: 100 }),
  photo: z.pipe(
    textField("Photo", { max: 300 }),
    z.string().check(z.refine((text) => text === "" || UPLOADED_IMAGE.test(text), testimonialText.photo)),
  ),
  rating: z.pipe(
    z.enum(["", ...TESTIMONIAL_RATINGS], testimonialText.rating),
    z.transform((text) => (text === "" ? null : Number(text))),
  ),
  given_on: z.pipe(textField("Date", { max: 10 }), z.string().check(z.refine(isCalendarDay, testimonialText.day))),
  tags: z.pipe(
    textField("Services", { max: 1000 }),
    z.pipe(
      z.transform(tagNamesOf),
      z
        .array(z.string())
        .check(
          z.refine(
            (names) =>
              names.length <= MAX_TESTIMONIAL_TAGS && names.every((name) => name.length <= MAX_TESTIMONIAL_TAG_LENGTH),
            testimonialText.tags,
          ),
        ),
    ),
  ),
});

const textFields = ["quote", "person", "role", "company", "photo", "rating", "given_on", "tags"] as const;
type TextInputName = (typeof textFields)[number];
export type TestimonialField = TextInputName | "shown_on";

/** What the form's fields hold as text; `shown_on` is the paths of the boxes ticked. */
export type TestimonialFormValues = Record<TextInputName, string> & { shown_on: string[] };

/** A testimonial as it is stored. */
export interface TestimonialInput {
  quote: string;
  person: string;
  role: string;
  company: string;
  photo: string;
  rating: number | null;
  givenOn: string;
  tags: string[];
  shownOn: string[];
}

/** The form's values, from a submission or an object (a test, a script). */
export function testimonialFormValues(source: FormData | TestimonialFormValues): TestimonialFormValues {
  const shown: unknown[] = source instanceof FormData ? source.getAll("shown_on") : source.shown_on;
  return {
    ...(Object.fromEntries(textFields.map((name) => [name, readTextField(source, name)])) as Record<
      TextInputName,
      string
    >),
    shown_on: shown.filter((path): path is string => typeof path === "string"),
  };
}

/**
 * The values checked: the testimonial to store, or the first message of each field. `places` are
 * the paths a testimonial may be shown on; a page ticked twice counts once.
 */
export function parseTestimonialForm(
  values: TestimonialFormValues,
  places: ReadonlySet<string>,
): { value: TestimonialInput } | { errors: FieldErrors<TestimonialField> } {
  const { shown_on, ...fields } = values;
  const parsed = parseFields(TestimonialSchema, fields, textFields);
  const placesOk = shown_on.every((path) => places.has(path));
  if ("errors" in parsed || !placesOk) {
    return {
      errors: {
        ...("errors" in parsed ? parsed.errors : {}),
        ...(placesOk ? {} : { shown_on: testimonialText.shownOn }),
      },
    };
  }
  const { given_on, ...value } = parsed.value;
  return { value: { ...value, givenOn: given_on, shownOn: [...new Set(shown_on)] } };
}

/** The browser's check before sending: each field's message, empty when the form may be sent. */
export function validateTestimonialForm(data: FormData, places: ReadonlySet<string>): FieldErrors<TestimonialField> {
  const parsed = parseTestimonialForm(testimonialFormValues(data), places);
  return "errors" in parsed ? parsed.errors : {};
}
