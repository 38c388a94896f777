"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { readTextField } from "@/lib/validation/form-fields";
import { blogPageExists } from "@/server/blog/reader";
import { addManualRedirect, deleteRedirect } from "@/server/blog/redirects";
import { caseStudyPageExists } from "@/server/content/case-studies";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { getLogger } from "@/server/ops/logger";

export type AddRedirectState =
  | { status: "idle" }
  | { status: "error"; from: string; to: string; fieldErrors: Partial<Record<"from" | "to", string>>; at: number }
  | { status: "success"; at: number };

/** "Add Redirect": bad input comes back with its message beside the field and the typed text. */
export async function addRedirectAction(_previous: AddRedirectState, data: FormData): Promise<AddRedirectState> {
  const by = await adminActor(await requireAdmin());
  const from = readTextField(data, "from");
  const to = readTextField(data, "to");
  try {
    const isPage = async (path: string) => (await blogPageExists(path)) || (await caseStudyPageExists(path));
    const result = await addManualRedirect({ from, to }, isPage, by);
    if (!result.ok) return { status: "error", from, to, fieldErrors: result.fieldErrors, at: Date.now() };
  } catch (error) {
    getLogger().error({ err: error }, "Adding a redirect failed");
    return {
      status: "error",
      from,
      to,
      fieldErrors: { from: "The redirect could not be saved. Please try again." },
      at: Date.now(),
    };
  }
  revalidatePath("/admin/redirects");
  return { status: "success", at: Date.now() };
}

export async function deleteRedirectAction(data: FormData): Promise<void> {
  const by = await adminActor(await requireAdmin());
  const id = Number(data.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) redirect("/admin/redirects?notice=invalid");
  let deleted = false;
  try {
    deleted = await deleteRedirect(id, by);
  } catch (error) {
    getLogger().error({ err: error }, "Deleting a redirect failed");
    redirect("/admin/redirects?notice=failed");
  }
  revalidatePath("/admin/redirects");
  redirect(deleted ? "/admin/redirects?notice=deleted" : "/admin/redirects?notice=not-found");
}
