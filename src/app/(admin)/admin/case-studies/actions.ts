"use server";

import { type EntryFormState, saveEntry } from "../_lib/save-entry";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { type CaseStudyField, type CaseStudySubmission, caseStudyFormValues } from "@/lib/validation/case-study";
import type { PostPublishingField } from "@/lib/validation/blog-post";
import { readTextField } from "@/lib/validation/form-fields";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from "@/server/content/case-studies";
import { getLogger } from "@/server/ops/logger";

/**
 * The case-study screens' writes (decision 198): each checks the session first. Public pages
 * follow by the content version, which the table's triggers raise; `revalidatePath` only makes
 * the admin's own browser drop the screens it holds.
 */

export type SaveCaseStudyState = EntryFormState<CaseStudyField | PostPublishingField, CaseStudySubmission>;

const LIST = "/admin/case-studies";

const submissionOf = (data: FormData): CaseStudySubmission => ({
  ...caseStudyFormValues(data),
  status: readTextField(data, "status"),
  publish_date: readTextField(data, "publish_date"),
});

async function save(id: number | undefined, data: FormData): Promise<SaveCaseStudyState> {
  const by = await adminActor(await requireAdmin());
  const values = submissionOf(data);
  return saveEntry({
    values,
    write: () => (id === undefined ? createCaseStudy(values, by) : updateCaseStudy(id, values, by)),
    creating: id === undefined,
    list: LIST,
    noun: "case study",
  });
}

export async function createCaseStudyAction(
  _previous: SaveCaseStudyState,
  data: FormData,
): Promise<SaveCaseStudyState> {
  return save(undefined, data);
}

export async function updateCaseStudyAction(
  id: number,
  _previous: SaveCaseStudyState,
  data: FormData,
): Promise<SaveCaseStudyState> {
  return save(id, data);
}

/** "Delete case study" on the confirmation page. */
export async function deleteCaseStudyAction(data: FormData): Promise<void> {
  const by = await adminActor(await requireAdmin());
  const id = Number(data.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) redirect(`${LIST}?notice=invalid`);
  let deleted: boolean;
  try {
    deleted = await deleteCaseStudy(id, by);
  } catch (error) {
    getLogger().error({ err: error }, "Deleting a case study failed");
    redirect(`${LIST}?notice=failed`);
  }
  revalidatePath("/admin", "layout");
  redirect(`${LIST}?notice=${deleted ? "deleted" : "not-found"}`);
}
