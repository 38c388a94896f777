import * as z from "zod/mini";
import { type FieldErrors, isSitePicture, linesOf, parseFields, readTextField, textField } from "./form-fields";

/**
 * One of the agency's people as the admin's form asks for them (decision 197), checked in the
 * browser first and on the server again, with a message per field.
 */

export const MAX_PERSON_LINKS = 8;
export const PERSON_TEAM_PLACES = ["", "member", "founder"] as const;
export type PersonTeamPlace = (typeof PERSON_TEAM_PLACES)[number];

export const personText = {
  nameShort: "Name is required",
  photo:
    "Photo must be an uploaded image (choose one with Upload Image or Browse Images) or one of the site's own under /images/",
  email: "Email must be an address like name@example.com, or empty",
  links: `Links: at most ${MAX_PERSON_LINKS}, one https:// address a line`,
  team: "Choose where the About page shows this person",
} as const;

function isHttpsAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const PersonSchema = z.object({
  name: textField("Name", { min: { length: 2, message: personText.nameShort }, max: 100 }),
  role: textField("Role", { max: 100 }),
  short_bio: textField("Short bio", { max: 600 }),
  long_bio: textField("Long bio", { max: 20_000 }),
  photo: z.pipe(
    textField("Photo", { max: 300 }),
    z.string().check(z.refine((text) => text === "" || isSitePicture(text), personText.photo)),
  ),
  photo_alt: textField("Photo description", { max: 300 }),
  email: z.pipe(
    textField("Email", { max: 254 }),
    z.string().check(z.refine((text) => text === "" || z.email().safeParse(text).success, personText.email)),
  ),
  links: z.pipe(
    textField("Links", { max: 3000 }),
    z.pipe(
      z.transform(linesOf),
      z
        .array(z.string())
        .check(
          z.refine(
            (links) =>
              links.length <= MAX_PERSON_LINKS && links.every((link) => link.length <= 300 && isHttpsAddress(link)),
            personText.links,
          ),
        ),
    ),
  ),
  team: z.enum(PERSON_TEAM_PLACES, personText.team),
  experience: textField("Experience", { max: 60 }),
});

const textFields = [
  "name",
  "role",
  "short_bio",
  "long_bio",
  "photo",
  "photo_alt",
  "email",
  "links",
  "team",
  "experience",
] as const;
type TextInputName = (typeof textFields)[number];
export type PersonField = TextInputName | "writer";

/** What the form's fields hold as text; `writer` is whether its box is ticked. */
export type PersonFormValues = Record<TextInputName, string> & { writer: boolean };

/** A person as it is stored, without the id and place the server gives them. */
export interface PersonInput {
  name: string;
  role: string;
  shortBio: string;
  longBio: string;
  photo: string;
  photoAlt: string;
  email: string;
  links: string[];
  team: PersonTeamPlace;
  experience: string;
  writer: boolean;
}

/** The form's values, from a submission or an object (a test, a script). */
export function personFormValues(source: FormData | PersonFormValues): PersonFormValues {
  const writer = source instanceof FormData ? source.get("writer") === "on" : source.writer === true;
  return {
    ...(Object.fromEntries(textFields.map((name) => [name, readTextField(source, name)])) as Record<
      TextInputName,
      string
    >),
    writer,
  };
}

/** The values checked: the person to store, or the first message of each field. */
export function parsePersonForm(
  values: PersonFormValues,
): { value: PersonInput } | { errors: FieldErrors<PersonField> } {
  const { writer, ...fields } = values;
  const parsed = parseFields(PersonSchema, fields, textFields);
  if ("errors" in parsed) return parsed;
  const { short_bio, long_bio, photo_alt, ...rest } = parsed.value;
  return { value: { ...rest, shortBio: short_bio, longBio: long_bio, photoAlt: photo_alt, writer } };
}

/** The browser's check before sending: each field's message, empty when the form may be sent. */
export function validatePersonForm(data: FormData): FieldErrors<PersonField> {
  const parsed = parsePersonForm(personFormValues(data));
  return "errors" in parsed ? parsed.errors : {};
}
