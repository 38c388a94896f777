"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { mediaText } from "@/content/media";
import { readTextField } from "@/lib/validation/form-fields";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { deleteMedia, describeMedia } from "@/server/media/library";
import { getLogger } from "@/server/ops/logger";
import { StorageUnavailableError } from "@/server/storage/image-storage";
import { isStoredName } from "@/server/storage/uploads";
import { mediaHref } from "./media-params";

export type DescribeImageState =
  | { status: "idle" }
  | {
      status: "error";
      alt: string;
      caption: string;
      fieldErrors: Partial<Record<"alt" | "caption", string>>;
      at: number;
    }
  | { status: "success"; alt: string; caption: string; at: number };

/** "Save": the alt text and caption every use of the image shows; bad input comes back with what was typed. */
export async function describeImageAction(_previous: DescribeImageState, data: FormData): Promise<DescribeImageState> {
  const by = await adminActor(await requireAdmin());
  const name = readTextField(data, "name");
  const alt = readTextField(data, "alt");
  const caption = readTextField(data, "caption");
  const failed = (message: string): DescribeImageState => ({
    status: "error",
    alt,
    caption,
    fieldErrors: { alt: message },
    at: Date.now(),
  });
  if (!isStoredName(name)) return failed(mediaText.notFound);
  try {
    const result = await describeMedia(name, { alt, caption }, by);
    if (!result) return failed(mediaText.notFound);
    if (!result.ok) return { status: "error", alt, caption, fieldErrors: result.fieldErrors, at: Date.now() };
  } catch (error) {
    getLogger().error({ err: error }, "Saving an image's alt text failed");
    return failed(mediaText.saveFailed);
  }
  revalidatePath("/admin/media");
  return { status: "success", alt: alt.trim().replace(/\s+/g, " "), caption: caption.trim(), at: Date.now() };
}

/** "Delete": an image nothing uses goes, with its variants; one in use stays, and the page says where. */
export async function deleteImageAction(data: FormData): Promise<void> {
  const by = await adminActor(await requireAdmin());
  const name = readTextField(data, "name");
  const back = { search: readTextField(data, "search"), page: Number(readTextField(data, "page")) || 1 };
  if (!isStoredName(name)) redirect(mediaHref({ ...back, notice: "not-found" }));
  let notice: "deleted" | "in-use" | "not-found" | "failed" | "unreachable";
  try {
    const result = await deleteMedia(name, by);
    notice = !result ? "not-found" : result.deleted ? "deleted" : "in-use";
  } catch (error) {
    getLogger().error({ err: error }, "Deleting an image failed");
    notice = error instanceof StorageUnavailableError ? "unreachable" : "failed";
  }
  revalidatePath("/admin/media");
  redirect(mediaHref({ ...back, notice, ...(notice === "in-use" ? { image: name } : {}) }));
}
