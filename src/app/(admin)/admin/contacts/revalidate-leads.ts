import { revalidatePath } from "next/cache";

/** After a lead changed: the inbox, the leads' own pages and the dashboard's counts show it. */
export function revalidateLeads() {
  revalidatePath("/admin/contacts");
  revalidatePath("/admin/contacts/[id]", "page");
  revalidatePath("/admin");
}
