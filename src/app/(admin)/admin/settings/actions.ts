"use server";

import { revalidatePath } from "next/cache";
import { type FieldErrors } from "@/lib/validation/form-fields";
import { parseSiteSettings, siteSettingsFormValues, typedSiteSettings } from "@/lib/validation/site-settings";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { getLogger } from "@/server/ops/logger";
import { getSiteSettings, lockedSettings, missingSettingImages, saveSiteSettings } from "@/server/site-settings";

/**
 * What the settings form shows after "Save settings": the saved values, or each wrong field's
 * message with what was typed. `at` tells two answers apart, so the form renders each anew.
 */
export type SettingsState =
  | { status: "idle" }
  | { status: "success"; values: Record<string, string>; at: number }
  | { status: "error"; error: string; fieldErrors: FieldErrors; values: Record<string, string>; at: number };

export async function saveSettingsAction(_previous: SettingsState, data: FormData): Promise<SettingsState> {
  const by = await adminActor(await requireAdmin());
  const values = typedSiteSettings(data);
  try {
    const parsed = parseSiteSettings(data, await getSiteSettings(), lockedSettings());
    const fieldErrors = "errors" in parsed ? parsed.errors : await missingSettingImages(parsed.value);
    if ("errors" in parsed || Object.keys(fieldErrors).length) {
      return { status: "error", error: "Please correct the fields marked below.", fieldErrors, values, at: Date.now() };
    }
    await saveSiteSettings(parsed.value, by);
    revalidatePath("/admin", "layout");
    return { status: "success", values: siteSettingsFormValues(parsed.value), at: Date.now() };
  } catch (error) {
    getLogger().error({ err: error }, "Saving the site settings failed");
    return {
      status: "error",
      error: "The settings could not be saved. Please try again.",
      fieldErrors: {},
      values,
      at: Date.now(),
    };
  }
}
