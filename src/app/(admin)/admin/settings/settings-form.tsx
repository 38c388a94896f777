"use client";

import { type ReactNode, useRef } from "react";
import { focusFirstInvalid } from "@/components/forms/focus-first-invalid";
import { TextField } from "@/components/forms/text-field";
import { ImageAddressField } from "@/components/admin/image-address-field";
import { useAdminForm } from "@/components/forms/use-admin-form";
import { Button } from "@/components/ui/button";
import { defaultSiteSettings } from "@/content/site";
import { DAY_CODES, SOCIAL_NETWORKS } from "@/lib/site-settings";
import {
  MAX_CERTIFICATIONS,
  MAX_LEAD_RETENTION_DAYS,
  SOCIAL_HOSTS,
  certificationField,
  hoursField,
  parseSiteSettings,
  socialField,
} from "@/lib/validation/site-settings";
import type { SettingsState } from "./actions";

/** Empty rows under the agency's certifications, for new ones. */
const SPARE_CERTIFICATIONS = 2;

interface SettingsFormProps {
  action: (state: SettingsState, data: FormData) => Promise<SettingsState>;
  /** The stored settings, as the form's fields. */
  values: Record<string, string>;
  /** What NOTIFY_EMAIL and LEAD_RETENTION_DAYS say, when set: they win over the form. */
  fromEnvironment: { notifyEmails?: string; leadRetentionDays?: string };
}

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="mt-8 rounded-xl bg-white p-6 ring-1 ring-ink-200">
      <legend className="rounded bg-white px-1 text-xl font-bold text-ink-900">{legend}</legend>
      {hint && <p className="text-sm text-ink-700">{hint}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Every setting in one form, with "Save settings"; each wrong field shows its message beside it. */
export function SettingsForm({ action, values, fromEnvironment }: SettingsFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const saved = useRef<HTMLParagraphElement>(null);
  const locked = {
    notifyEmails: fromEnvironment.notifyEmails !== undefined,
    leadRetentionDays: fromEnvironment.leadRetentionDays !== undefined,
  };
  const { formProps, pending, errors, state } = useAdminForm<SettingsState, string>({
    action,
    validate: (data) => {
      const parsed = parseSiteSettings(data, defaultSiteSettings, locked);
      return "errors" in parsed ? parsed.errors : {};
    },
    onAnswer: (answer) => {
      if (answer.status === "success") saved.current?.focus();
      else if (answer.status === "error" && form.current) focusFirstInvalid(form.current, answer.fieldErrors);
    },
  });
  const shown = state.status === "idle" ? values : state.values;
  const rows = Math.min(MAX_CERTIFICATIONS, filledRows(shown) + SPARE_CERTIFICATIONS);

  const field = (name: string, label: string, props: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField name={name} label={label} defaultValue={shown[name] ?? ""} error={errors[name]} {...props} />
  );

  return (
    // A saved form is drawn again from what was stored; a refused one keeps what was typed.
    <form {...formProps} ref={form} key={state.status === "success" ? state.at : "form"} className="max-w-4xl">
      <Group legend="Agency">
        {field("name", "Agency name", { autoComplete: "organization" })}
        {field("legalName", "Legal name")}
        <div className="sm:col-span-2">{field("tagline", "Tagline")}</div>
        <div className="sm:col-span-2">{field("description", "Description", { rows: 3 })}</div>
        {field("foundedYear", "Founding year", { inputMode: "numeric" })}
      </Group>

      <Group legend="Brand" hint="Images from the media library; leave a field empty for the drawn one.">
        <ImageAddressField
          name="logo"
          label="Logo"
          description="The mark beside the agency's name in the header, the footer and the sign-in screen: square, or wider than tall."
          initial={shown.logo ?? ""}
          error={errors.logo}
        />
        <ImageAddressField
          name="socialImage"
          label="Default social image"
          description="The preview card of links to pages without their own image, 1200 × 630 pixels at best."
          initial={shown.socialImage ?? ""}
          error={errors.socialImage}
        />
      </Group>

      <Group legend="Contact">
        {field("phone", "Phone", {
          type: "tel",
          description: "As visitors read it, such as (801) 555-0134; links dial the number.",
        })}
        {field("supportEmail", "E-mail", { type: "email", spellCheck: false })}
      </Group>

      <Group legend="Address" hint="The street address and postal code are optional.">
        <div className="sm:col-span-2">{field("street", "Street address")}</div>
        {field("locality", "City or town")}
        {field("region", "State or region")}
        {field("regionCode", "State or region code", { description: "Such as UT, for search engines." })}
        {field("postalCode", "Postal code")}
        {field("country", "Country")}
        {field("countryCode", "Country code", { description: "Two letters, such as US." })}
      </Group>

      <Group legend="Opening hours" hint="Leave both times of a day empty when the agency is closed.">
        {DAY_CODES.map((day) => (
          <div key={day} className="grid grid-cols-2 gap-3 sm:col-span-2 sm:max-w-md">
            {field(hoursField("opens", day), `${day} opens`, { type: "time" })}
            {field(hoursField("closes", day), `${day} closes`, { type: "time" })}
          </div>
        ))}
      </Group>

      <Group legend="Social profiles" hint="Only the profiles with an address are shown.">
        {SOCIAL_NETWORKS.map((network) => (
          <div key={network}>
            {field(socialField(network), `${network} profile`, {
              type: "url",
              spellCheck: false,
              placeholder: `https://${SOCIAL_HOSTS[network][0]}/…`,
            })}
          </div>
        ))}
      </Group>

      <Group legend="Certifications" hint="Shown in the footer. Clear both fields of a row to remove it.">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
            {field(certificationField("name", index), `Certification ${index + 1}`)}
            {field(certificationField("issuer", index), `Certification ${index + 1} issuer`)}
          </div>
        ))}
      </Group>

      <Group legend="Leads">
        <div className="sm:col-span-2">
          {locked.notifyEmails
            ? field("notifyEmails", "Lead notification addresses", {
                readOnly: true,
                defaultValue: fromEnvironment.notifyEmails,
                description:
                  "Set on the server by NOTIFY_EMAIL, which wins over this screen. Remove the variable to choose the addresses here.",
              })
            : field("notifyEmails", "Lead notification addresses", {
                type: "text",
                spellCheck: false,
                description: "Each new lead is e-mailed to these addresses; separate several with commas.",
              })}
        </div>
        {locked.leadRetentionDays
          ? field("leadRetentionDays", "Keep leads for (days)", {
              readOnly: true,
              defaultValue: fromEnvironment.leadRetentionDays,
              description:
                "Set on the server by LEAD_RETENTION_DAYS, which wins over this screen. Remove the variable to choose the period here.",
            })
          : field("leadRetentionDays", "Keep leads for (days)", {
              inputMode: "numeric",
              description: `Older leads are deleted every day, and the privacy policy says so. From 1 to ${MAX_LEAD_RETENTION_DAYS.toLocaleString("en-US")}.`,
            })}
      </Group>

      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Save settings"}
        </Button>
        <p ref={saved} tabIndex={-1} role="status" className="text-sm font-medium text-brand-800">
          {state.status === "success" ? "Settings saved. Every page shows them now." : ""}
        </p>
        {state.status === "error" && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {state.error}
          </p>
        )}
      </div>
    </form>
  );
}

/** How many certification rows a form's values fill, up to the last one filled. */
function filledRows(values: Record<string, string>): number {
  let rows = 0;
  for (let index = 0; index < MAX_CERTIFICATIONS; index++) {
    if (values[certificationField("name", index)] || values[certificationField("issuer", index)]) rows = index + 1;
  }
  return rows;
}
