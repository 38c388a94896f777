import * as z from "zod/mini";

/** A trimmed text field whose messages name the field, as the forms show them. */
export function textField(label: string, { min, max }: { min?: { length: number; message: string }; max: number }) {
  return z
    .string({ error: `${label} must be text` })
    .check(
      z.trim(),
      ...(min ? [z.minLength(min.length, min.message)] : []),
      z.maxLength(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`),
    );
}

/** The lines of a text, trimmed, blank ones left out: a list typed one item a line. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** An address the upload route gave: "/uploads/" and a stored name. */
export const UPLOADED_IMAGE = /^\/uploads\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** A picture the site ships under /images/ (the seeded portraits and case studies' illustrations). */
const SHIPPED_PICTURE = /^\/images\/[A-Za-z0-9/_-]+\.(svg|png|jpe?g|webp|avif)$/;

/** An uploaded image or a picture the site ships: what a portrait, a cover or a gallery may show. */
export const isSitePicture = (text: string) => UPLOADED_IMAGE.test(text) || SHIPPED_PICTURE.test(text);

const EMAIL_MAX_LENGTH = 254;

export function emailField() {
  return z.pipe(textField("Email", { max: EMAIL_MAX_LENGTH }), z.email("Please enter a valid email address"));
}

const fieldOf = (source: FormData | Record<string, unknown>, name: string): unknown =>
  source instanceof FormData ? source.get(name) : source[name];

/**
 * The named fields of a form submission, FormData or parsed JSON alike. A missing field
 * reads as empty text, so that it meets the field's own message ("Name must be at least
 * 2 characters"); anything other than text is kept for the schema to refuse.
 */
export function readFields<K extends string>(
  source: FormData | Record<string, unknown>,
  names: readonly K[],
): Record<K, unknown> {
  return Object.fromEntries(names.map((name) => [name, fieldOf(source, name) ?? ""])) as Record<K, unknown>;
}

/** One field of a submission as text: a missing field, a file or any other value reads as "". */
export function readTextField(source: FormData | Record<string, unknown>, name: string): string {
  const value = fieldOf(source, name);
  return typeof value === "string" ? value : "";
}

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** The first message of each field, in the order the schema checks them. */
function fieldErrors<K extends string>(error: z.core.$ZodError): FieldErrors<K> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors as FieldErrors<K>;
}

/** A submission checked against its schema: the parsed values, or the first message of each field. */
export function parseFields<K extends string, T>(
  schema: z.ZodMiniType<T>,
  source: FormData | Record<string, unknown>,
  names: readonly K[],
): { value: T } | { errors: FieldErrors<K> } {
  const result = schema.safeParse(readFields(source, names));
  return result.success ? { value: result.data } : { errors: fieldErrors<K>(result.error) };
}

/** The schema's messages for a submission, by field; empty when it is valid. */
export function validateFields<K extends string>(
  schema: z.ZodMiniType,
  source: FormData | Record<string, unknown>,
  names: readonly K[],
): FieldErrors<K> {
  const parsed = parseFields(schema, source, names);
  return "errors" in parsed ? parsed.errors : {};
}

/**
 * What a form shows after it was posted: nothing yet, a success, or an error with each field's
 * message and, for a form posted without JavaScript, the values to put back.
 */
export type FormState<K extends string = string> =
  | { status: "idle" }
  | { status: "success" }
  | { status: "error"; error: string; fieldErrors: FieldErrors<K>; values?: Partial<Record<K, string>> };
