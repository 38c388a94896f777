"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { DeleteSubscriberSchema } from "@/lib/validation/subscriber-actions";
import { deleteSubscriber } from "@/server/audience/subscriber-admin";
import { recordAuditBy } from "@/server/auth/audit-log";
import { adminActor, requireAdmin } from "@/server/auth/require-admin";
import { getLogger } from "@/server/ops/logger";

/** Deletes one address with its queued e-mails; the page then says what happened. */
export async function deleteSubscriberAction(data: FormData): Promise<void> {
  const by = await adminActor(await requireAdmin());
  const fields = DeleteSubscriberSchema.safeParse({ id: data.get("id") });
  if (!fields.success) redirect("/admin/subscribers?notice=invalid");
  let deleted: string | undefined;
  try {
    deleted = await deleteSubscriber(fields.data.id);
  } catch (error) {
    getLogger().error({ err: error }, "Deleting a newsletter subscriber failed");
    redirect("/admin/subscribers?notice=failed");
  }
  if (!deleted) redirect("/admin/subscribers?notice=not-found");
  // By number alone: the log keeps no address.
  await recordAuditBy(by, "subscriber-deleted", { type: "subscriber", id: fields.data.id });
  revalidatePath("/admin/subscribers");
  redirect("/admin/subscribers?notice=deleted");
}
