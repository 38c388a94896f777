"use server";

import { revalidatePath } from "next/cache";
import { type PrivacyRequestField, parsePrivacyRequest } from "@/lib/validation/privacy-request";
import { type FieldErrors, readTextField } from "@/lib/validation/form-fields";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { countsLabel, erasePersonalData, findPersonalData, type PersonalData } from "@/server/leads/privacy";
import { getLogger } from "@/server/ops/logger";

/**
 * What the privacy page shows after "Find" or "Erase". A server action rather than a GET form:
 * the address travels in the request body, never in a URL that histories and logs keep.
 */
export type PrivacyState =
  | { status: "idle" }
  | { status: "error"; error: string; fieldErrors: FieldErrors<PrivacyRequestField>; email: string }
  | { status: "none" | "erased"; email: string; message: string }
  | ({ status: "found" } & PersonalData);

const NOTHING_FOUND = "No leads or subscribers for this address.";

export async function privacyRequestAction(_previous: PrivacyState, data: FormData): Promise<PrivacyState> {
  const admin = await requireAdmin();
  const parsed = parsePrivacyRequest(data);
  if ("errors" in parsed) {
    return {
      status: "error",
      error: "Please correct the address.",
      fieldErrors: parsed.errors,
      email: readTextField(data, "email"),
    };
  }
  const { email } = parsed.value;
  try {
    if (data.get("intent") === "erase") {
      const erased = await erasePersonalData(email, await adminActor(admin));
      if (erased.leads + erased.subscribers + erased.people === 0) {
        return { status: "none", email, message: NOTHING_FOUND };
      }
      // The inbox and the dashboard's counts lose the erased leads, the people list its record.
      revalidatePath("/admin/contacts");
      revalidatePath("/admin/people");
      revalidatePath("/admin");
      return {
        status: "erased",
        email,
        message: `Erased ${countsLabel(erased.leads, erased.subscribers, erased.people)}.`,
      };
    }
    const found = await findPersonalData(email);
    if (!found.leads.length && !found.subscribers.length && !found.people.length) {
      return { status: "none", email, message: NOTHING_FOUND };
    }
    return { status: "found", ...found };
  } catch (error) {
    getLogger().error({ err: error }, "A privacy request failed");
    return { status: "error", error: "The request failed. Please try again.", fieldErrors: {}, email };
  }
}
