import type { Metadata } from "next";
import { siteSettingsFormValues } from "@/lib/validation/site-settings";
import { requireAdmin } from "@/server/auth/require-admin";
import { getConfig } from "@/server/config";
import { getSiteSettings } from "@/server/site-settings";
import { saveSettingsAction } from "./actions";
import { SettingsForm } from "./settings-form";

export const metadata: Metadata = { title: "Settings" };

/** The agency's name, contact details, hours, profiles and lead settings (decision 194). */
export default async function SettingsPage() {
  await requireAdmin();
  const settings = await getSiteSettings();
  const { notifyEmail, leadRetentionDays } = getConfig();
  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">Settings</h1>
      <p className="mt-2 max-w-3xl text-ink-700">
        The agency&apos;s details as every page, the structured data for search engines, the legal pages and the e-mails
        show them. A change shows everywhere as soon as it is saved.
      </p>
      <SettingsForm
        action={saveSettingsAction}
        values={siteSettingsFormValues(settings)}
        fromEnvironment={{
          notifyEmails: notifyEmail?.join(", "),
          leadRetentionDays: leadRetentionDays === undefined ? undefined : String(leadRetentionDays),
        }}
      />
    </>
  );
}
