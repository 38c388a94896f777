"use client";

import { ArrowLeft } from "lucide";
import Link from "next/link";
import { useRef, useState } from "react";
import { RichTextField } from "@/components/admin/rich-text/rich-text-field";
import { ImageAddressField } from "@/components/admin/image-address-field";
import { fetchImages } from "@/components/admin/uploads-client";
import { focusFirstInvalid } from "@/components/forms/focus-first-invalid";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { useAdminForm } from "@/components/forms/use-admin-form";
import { Button, buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { type PersonField, type PersonFormValues, validatePersonForm } from "@/lib/validation/person";
import { searchLinkTargetsAction } from "../actions";
import type { SavePersonState } from "./actions";

interface PersonFormProps {
  /** The person as saved, or a new one's starting values. */
  saved: PersonFormValues;
  save: (state: SavePersonState, data: FormData) => Promise<SavePersonState>;
  editing: boolean;
}

const teamOptions = [
  { value: "", label: "Not shown" },
  { value: "member", label: "In the team" },
  { value: "founder", label: "As the founder, above the team" },
];

/** The photo, from the media library, and its description beside it (the library's, when it has one). */
function PhotoFields({ values, errors }: { values: PersonFormValues; errors: Partial<Record<PersonField, string>> }) {
  const [alt, setAlt] = useState(values.photo_alt);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ImageAddressField
        name="photo"
        label="Photo"
        description="Optional. Without one, the author's initials show."
        initial={values.photo}
        error={errors.photo}
        onPick={(image) => {
          if (image?.alt && alt === "") setAlt(image.alt);
        }}
      />
      <TextField
        name="photo_alt"
        label="Photo description"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        description="What the photo shows, for people who cannot see it. Empty: the media library's, else the name."
        error={errors.photo_alt}
      />
    </div>
  );
}

/** The long bio in the post editor's rich-text field: markdown, drawn by the site's renderer. */
function LongBioField({ initial, error }: { initial: string; error?: string }) {
  const [markdown, setMarkdown] = useState(initial);
  return (
    <RichTextField
      name="long_bio"
      label="Long bio"
      value={markdown}
      onChange={setMarkdown}
      error={error}
      rows={8}
      searchLinks={searchLinkTargetsAction}
      listImages={fetchImages}
      description="Optional. Shown on their author page, and in the founder's profile on the About page."
    />
  );
}

/**
 * Add or edit a person. The shared schema checks the fields in the browser first; the server
 * checks them again, and a refusal comes back with each field's message and what was typed,
 * with JavaScript or without. A saved person goes back to the list.
 */
export function PersonForm({ saved, save, editing }: PersonFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const { formProps, pending, errors, state } = useAdminForm<SavePersonState, PersonField>({
    action: save,
    validate: validatePersonForm,
    // A refusal from the server: focus goes to the first field it names, else to its message.
    onAnswer: (answer) => {
      if (answer.status !== "error") return;
      if (!form.current || !focusFirstInvalid(form.current, answer.fieldErrors)) notice.current?.focus();
    },
  });
  const values = state.status === "error" ? state.values : saved;

  return (
    <div>
      <Link
        href="/admin/people"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-800 hover:underline"
      >
        <Icon icon={ArrowLeft} className="size-4" />
        Back to People
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">{editing ? "Edit Person" : "New Person"}</h1>
      {state.status === "error" && (
        <p
          ref={notice}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200"
        >
          {state.error}
        </p>
      )}
      <form
        {...formProps}
        ref={form}
        // Each refusal renders the fields anew with what was typed.
        key={state.status === "error" ? state.at : "saved"}
        className="mt-6 space-y-6 rounded-xl bg-white p-6 ring-1 ring-ink-200"
      >
        <div className="grid gap-6 md:grid-cols-2">
          <TextField name="name" label="Name" defaultValue={values.name} error={errors.name} />
          <TextField
            name="role"
            label="Role"
            placeholder="SEO Specialist"
            defaultValue={values.role}
            error={errors.role}
          />
        </div>
        <TextField
          name="short_bio"
          label="Short bio"
          rows={3}
          description="A few sentences: on the team, under their articles and at the top of their author page."
          defaultValue={values.short_bio}
          error={errors.short_bio}
        />
        <LongBioField initial={values.long_bio} error={errors.long_bio} />
        <PhotoFields values={values} errors={errors} />
        <div className="grid gap-6 md:grid-cols-2">
          <TextField
            name="email"
            label="Email"
            type="email"
            description="Never shown to visitors: it finds their record in a privacy request."
            defaultValue={values.email}
            error={errors.email}
          />
          <TextField
            name="links"
            label="Links"
            rows={3}
            placeholder="https://www.linkedin.com/in/…"
            description="Optional. Their profiles elsewhere, one https:// address a line."
            defaultValue={values.links}
            error={errors.links}
          />
        </div>
        <fieldset className="grid gap-6 rounded-lg border border-ink-200 p-4 md:grid-cols-2">
          <legend className="px-1 text-base font-bold text-ink-900">Where they show</legend>
          <SelectField
            name="team"
            label="On the About page"
            options={teamOptions}
            defaultValue={values.team}
            error={errors.team}
          />
          <TextField
            name="experience"
            label="Experience"
            placeholder="over 18 years"
            description="The founder's years of experience, shown beside their role."
            defaultValue={values.experience}
            error={errors.experience}
          />
          <label className="flex items-start gap-3 text-sm text-ink-800 md:col-span-2">
            <input
              type="checkbox"
              name="writer"
              defaultChecked={values.writer}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span>
              <span className="font-semibold">Writes for the blog</span>
              <span className="block text-ink-600">
                Offered as an author in the post editor, with an author page before their first post.
              </span>
            </span>
          </label>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : editing ? "Update Person" : "Add Person"}
          </Button>
          <Link href="/admin/people" className={buttonClass({ variant: "secondary" })}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
