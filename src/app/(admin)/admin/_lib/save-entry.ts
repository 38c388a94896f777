import "server-only";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { FieldErrors } from "@/lib/validation/form-fields";
import { getLogger } from "@/server/ops/logger";

/**
 * The save of an entry of one of the admin's lists (testimonials, people, case studies): what
 * its form shows after "Add" or "Update". A refusal comes back with each field's message and
 * what was typed (a form sent without JavaScript is rendered anew); a save goes back to the list.
 */
export type EntryFormState<Field extends string, Values> =
  | { status: "idle" }
  | {
      status: "error";
      error: string;
      fieldErrors: FieldErrors<Field>;
      /** What was typed, put back in the form. */
      values: Values;
      at: number;
    };

export type EntryWriteResult<Field extends string> =
  { ok: true } | { ok: false; fieldErrors: FieldErrors<Field> } | { ok: false; notFound: true };

/**
 * Writes `values` (a new entry when `creating`), then goes back to `list` with "added" or
 * "updated"; an entry gone meanwhile goes back with "not-found". Call it after requireAdmin.
 */
export async function saveEntry<Field extends string, Values>({
  values,
  write,
  creating,
  list,
  noun,
}: {
  values: Values;
  write: () => Promise<EntryWriteResult<Field>>;
  creating: boolean;
  list: string;
  /** "testimonial", "person", "case study": in the log and the message of a failed save. */
  noun: string;
}): Promise<EntryFormState<Field, Values>> {
  let result: EntryWriteResult<Field>;
  try {
    result = await write();
  } catch (error) {
    getLogger().error({ err: error }, `Saving a ${noun} failed`);
    return {
      status: "error",
      error: `The ${noun} could not be saved. Please try again.`,
      fieldErrors: {},
      values,
      at: Date.now(),
    };
  }
  if (!result.ok) {
    if ("notFound" in result) redirect(`${list}?notice=not-found`);
    return {
      status: "error",
      error: "Please correct the fields marked below.",
      fieldErrors: result.fieldErrors,
      values,
      at: Date.now(),
    };
  }
  revalidatePath("/admin", "layout");
  redirect(`${list}?notice=${creating ? "added" : "updated"}`);
}
