"use server";

import { type EntryFormState, saveEntry } from "../_lib/save-entry";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { type TestimonialField, type TestimonialFormValues, testimonialFormValues } from "@/lib/validation/testimonial";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import {
  createTestimonial,
  deleteTestimonial,
  moveTestimonial,
  updateTestimonial,
} from "@/server/content/testimonials";
import { getLogger } from "@/server/ops/logger";

/**
 * The testimonials screens' writes (decision 195): each checks the session first. Public pages
 * follow by the content version, which the table's triggers raise; `revalidatePath` only makes
 * the admin's own browser drop the screens it holds.
 */

export type SaveTestimonialState = EntryFormState<TestimonialField, TestimonialFormValues>;

const LIST = "/admin/testimonials";

async function save(id: number | undefined, data: FormData): Promise<SaveTestimonialState> {
  const by = await adminActor(await requireAdmin());
  const values = testimonialFormValues(data);
  return saveEntry({
    values,
    write: () => (id === undefined ? createTestimonial(values, by) : updateTestimonial(id, values, by)),
    creating: id === undefined,
    list: LIST,
    noun: "testimonial",
  });
}

export async function createTestimonialAction(
  _previous: SaveTestimonialState,
  data: FormData,
): Promise<SaveTestimonialState> {
  return save(undefined, data);
}

export async function updateTestimonialAction(
  id: number,
  _previous: SaveTestimonialState,
  data: FormData,
): Promise<SaveTestimonialState> {
  return save(id, data);
}

const idOf = (data: FormData) => {
  const id = Number(data.get("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** "Move up" and "Move down": plain forms, so the order changes without JavaScript too. */
export async function moveTestimonialAction(data: FormData): Promise<void> {
  const by = await adminActor(await requireAdmin());
  const id = idOf(data);
  const direction = data.get("direction");
  if (id === undefined || (direction !== "up" && direction !== "down")) redirect(`${LIST}?notice=invalid`);
  let moved: boolean;
  try {
    moved = await moveTestimonial(id, direction, by);
  } catch (error) {
    getLogger().error({ err: error }, "Moving a testimonial failed");
    redirect(`${LIST}?notice=failed`);
  }
  revalidatePath("/admin", "layout");
  redirect(moved ? `${LIST}?${new URLSearchParams({ notice: `moved-${direction}`, moved: String(id) })}` : LIST);
}

/** "Delete testimonial" on the confirmation page. */
export async function deleteTestimonialAction(data: FormData): Promise<void> {
  const by = await adminActor(await requireAdmin());
  const id = idOf(data);
  if (id === undefined) redirect(`${LIST}?notice=invalid`);
  let deleted: boolean;
  try {
    deleted = await deleteTestimonial(id, by);
  } catch (error) {
    getLogger().error({ err: error }, "Deleting a testimonial failed");
    redirect(`${LIST}?notice=failed`);
  }
  revalidatePath("/admin", "layout");
  redirect(`${LIST}?notice=${deleted ? "deleted" : "not-found"}`);
}
