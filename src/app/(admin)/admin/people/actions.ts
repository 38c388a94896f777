"use server";

import { type EntryFormState, saveEntry } from "../_lib/save-entry";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { type PersonField, type PersonFormValues, personFormValues } from "@/lib/validation/person";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { type DeletePersonResult, createPerson, deletePerson, movePerson, updatePerson } from "@/server/content/people";
import { getLogger } from "@/server/ops/logger";

/**
 * The people screens' writes (decision 197): each checks the session first. Public pages follow
 * by the content version, which the table's triggers raise; `revalidatePath` only makes the
 * admin's own browser drop the screens it holds.
 */

export type SavePersonState = EntryFormState<PersonField, PersonFormValues>;

const LIST = "/admin/people";

async function save(id: string | undefined, data: FormData): Promise<SavePersonState> {
  const by = await adminActor(await requireAdmin());
  const values = personFormValues(data);
  return saveEntry({
    values,
    write: () => (id === undefined ? createPerson(values, by) : updatePerson(id, values, by)),
    creating: id === undefined,
    list: LIST,
    noun: "person",
  });
}

export async function createPersonAction(_previous: SavePersonState, data: FormData): Promise<SavePersonState> {
  return save(undefined, data);
}

export async function updatePersonAction(
  id: string,
  _previous: SavePersonState,
  data: FormData,
): Promise<SavePersonState> {
  return save(id, data);
}

/** A person's id from a plain form: the text of an author page's address. */
const idOf = (data: FormData, name = "id") => {
  const id = data.get(name);
  return typeof id === "string" && /^[a-z0-9-]{1,120}$/.test(id) ? id : undefined;
};

/** "Move up" and "Move down": plain forms, so the order changes without JavaScript too. */
export async function movePersonAction(data: FormData): Promise<void> {
  const by = await adminActor(await requireAdmin());
  const id = idOf(data);
  const direction = data.get("direction");
  if (id === undefined || (direction !== "up" && direction !== "down")) redirect(`${LIST}?notice=invalid`);
  let moved: boolean;
  try {
    moved = await movePerson(id, direction, by);
  } catch (error) {
    getLogger().error({ err: error }, "Moving a person failed");
    redirect(`${LIST}?notice=failed`);
  }
  revalidatePath("/admin", "layout");
  redirect(moved ? `${LIST}?${new URLSearchParams({ notice: `moved-${direction}`, moved: id })}` : LIST);
}

/**
 * "Delete person" on the confirmation page, with the person who takes over their posts when
 * they have any; without one, the page asks again.
 */
export async function deletePersonAction(data: FormData): Promise<void> {
  const by = await adminActor(await requireAdmin());
  const id = idOf(data);
  if (id === undefined) redirect(`${LIST}?notice=invalid`);
  let result: DeletePersonResult;
  try {
    result = await deletePerson(id, idOf(data, "successor"), by);
  } catch (error) {
    getLogger().error({ err: error }, "Deleting a person failed");
    redirect(`${LIST}?notice=failed`);
  }
  if (!result.ok) {
    if (result.reason === "not-found") redirect(`${LIST}?notice=not-found`);
    if (result.reason === "built-in") redirect(`${LIST}?notice=built-in`);
    redirect(`${LIST}/${id}/delete?problem=${result.reason}`);
  }
  revalidatePath("/admin", "layout");
  redirect(`${LIST}?notice=deleted`);
}
