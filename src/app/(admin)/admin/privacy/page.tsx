import type { Metadata } from "next";
import { requireAdmin } from "@/server/auth/require-admin";
import { leadRetentionDays } from "@/server/site-settings";
import { privacyRequestAction } from "./actions";
import { PrivacyRequest } from "./_components/privacy-request";

export const metadata: Metadata = { title: "Privacy requests" };

/** Find, export or erase what the site holds on one e-mail address (decision 180). */
export default async function PrivacyPage() {
  await requireAdmin();
  const days = await leadRetentionDays();
  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">Privacy requests</h1>
      <p className="mt-2 max-w-3xl text-ink-700">
        Find every lead and newsletter record of an e-mail address, in any case, to export them for the person or to
        erase them. Leads older than {days} days are deleted automatically every day.
      </p>
      <PrivacyRequest action={privacyRequestAction} />
    </>
  );
}
