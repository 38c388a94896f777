"use client";

import { ArrowLeft } from "lucide";
import Link from "next/link";
import { useMemo, useRef } from "react";
import { focusFirstInvalid } from "@/components/forms/focus-first-invalid";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { useAdminForm } from "@/components/forms/use-admin-form";
import { Button, buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import {
  TESTIMONIAL_RATINGS,
  type TestimonialField,
  type TestimonialFormValues,
  validateTestimonialForm,
} from "@/lib/validation/testimonial";
import { ImageAddressField } from "@/components/admin/image-address-field";
import { PageChoiceField } from "@/components/admin/page-choice-field";
import type { SaveTestimonialState } from "./actions";

interface TestimonialFormProps {
  /** The testimonial as saved, or a new one's starting values. */
  saved: TestimonialFormValues;
  /** The pages a testimonial may be shown on, in the order they are offered. */
  places: readonly { path: string; label: string }[];
  save: (state: SaveTestimonialState, data: FormData) => Promise<SaveTestimonialState>;
  editing: boolean;
}

const ratingOptions = [
  { value: "", label: "No rating" },
  ...TESTIMONIAL_RATINGS.map((stars) => ({ value: stars, label: `${stars} of 5 stars` })),
];

/**
 * Add or edit a testimonial. The shared schema checks the fields in the browser first; the
 * server checks them again, and a refusal comes back with each field's message and what was
 * typed, with JavaScript or without. A saved testimonial goes back to the list.
 */
export function TestimonialForm({ saved, places, save, editing }: TestimonialFormProps) {
  const placeSet = useMemo(() => new Set(places.map((place) => place.path)), [places]);
  const form = useRef<HTMLFormElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const { formProps, pending, errors, state } = useAdminForm<SaveTestimonialState, TestimonialField>({
    action: save,
    validate: (data) => validateTestimonialForm(data, placeSet),
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
        href="/admin/testimonials"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-800 hover:underline"
      >
        <Icon icon={ArrowLeft} className="size-4" />
        Back to Testimonials
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">{editing ? "Edit Testimonial" : "New Testimonial"}</h1>
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
        <TextField name="quote" label="Quote" rows={5} defaultValue={values.quote} error={errors.quote} />
        <div className="grid gap-6 md:grid-cols-3">
          <TextField name="person" label="Name" defaultValue={values.person} error={errors.person} />
          <TextField name="role" label="Role" placeholder="Owner" defaultValue={values.role} error={errors.role} />
          <TextField name="company" label="Company" defaultValue={values.company} error={errors.company} />
        </div>
        <div className="grid gap-6 md:grid-cols-3">
          <TextField
            name="given_on"
            label="Date"
            type="date"
            description="The day the client gave it."
            defaultValue={values.given_on}
            error={errors.given_on}
          />
          <SelectField
            name="rating"
            label="Rating"
            options={ratingOptions}
            defaultValue={values.rating}
            error={errors.rating}
          />
          <TextField
            name="tags"
            label="Services"
            placeholder="PPC, Local SEO"
            description="Optional, separated by commas."
            defaultValue={values.tags}
            error={errors.tags}
          />
        </div>
        <ImageAddressField
          name="photo"
          label="Photo"
          description="Optional. A portrait shown beside the name, small and round."
          initial={values.photo}
          error={errors.photo}
        />
        <PageChoiceField
          name="shown_on"
          legend="Shown on"
          description="Every page it appears on. With none ticked it is kept here and shown nowhere."
          places={places}
          checked={values.shown_on}
          error={errors.shown_on}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : editing ? "Update Testimonial" : "Add Testimonial"}
          </Button>
          <Link href="/admin/testimonials" className={buttonClass({ variant: "secondary" })}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
