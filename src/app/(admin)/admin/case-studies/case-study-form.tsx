"use client";

import { ArrowLeft, ExternalLink } from "lucide";
import Link from "next/link";
import { useId, useMemo, useRef, useState } from "react";
import { ImagePicker } from "@/components/admin/image-picker";
import { PageChoiceField } from "@/components/admin/page-choice-field";
import { RichTextField } from "@/components/admin/rich-text/rich-text-field";
import { fetchImages } from "@/components/admin/uploads-client";
import { focusFirstInvalid } from "@/components/forms/focus-first-invalid";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { useAdminForm } from "@/components/forms/use-admin-form";
import { Button, buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { slugify } from "@/lib/slugify";
import { POST_STATES, type PostState } from "@/lib/validation/blog-post";
import {
  type CaseStudyField,
  type CaseStudySubmission,
  caseStudyPath,
  validateCaseStudyForm,
} from "@/lib/validation/case-study";
import { searchLinkTargetsAction } from "../actions";
import { postStateLabels } from "../blogs/_components/blog-form-values";
import type { SaveCaseStudyState } from "./actions";

interface CaseStudyFormProps {
  /** The case study being edited, as saved; a new one when absent. */
  study?: { id: number; slug: string; state: PostState };
  /** The saved values, or a new one's starting values. */
  saved: CaseStudySubmission;
  /** The pages that may feature a case study, in the order they are offered. */
  places: readonly { path: string; label: string }[];
  /** The icons a service may show. */
  icons: readonly string[];
  save: (state: SaveCaseStudyState, data: FormData) => Promise<SaveCaseStudyState>;
}

type TextName = Exclude<keyof CaseStudySubmission, "featured_on">;

const labels: Record<TextName, string> = {
  title: "Title",
  slug: "Slug",
  client: "Client",
  industry: "Industry",
  tags: "Tags",
  summary: "Summary",
  highlights: "Card results",
  results: "Results",
  tagline: "Tagline",
  overview: "Overview",
  goals: "Client goals",
  challenge: "Challenges",
  approach: "Approach",
  services: "Services",
  outcome: "Outcome",
  cover: "Cover image",
  cover_alt: "Cover alt text",
  gallery: "Gallery",
  meta_title: "Meta title",
  meta_description: "Meta description",
  cta_heading: "Closing heading",
  cta_text: "Closing text",
  cta_label: "Button label",
  status: "Status",
  publish_date: "Publish date",
};

const RICH_TEXT_HINT = "Formatted text: lists start with “- ”, blank lines between paragraphs.";

/** The button's words for the state chosen, as the post editor's are. */
function submitLabel(chosen: string, saved: PostState | undefined): string {
  if (chosen === "draft") return "Save Draft";
  if (chosen === "scheduled") return "Schedule Case Study";
  return saved === "published" ? "Update Case Study" : "Publish Case Study";
}

/**
 * Add or edit a case study. What is typed stays in the form until it is saved: the shared
 * schema checks it in the browser first, the server again, and a refusal comes back with each
 * field's message beside it. A saved case study goes back to the list.
 */
export function CaseStudyForm({ study, saved, places, icons, save }: CaseStudyFormProps) {
  const editing = study !== undefined;
  const choices = useMemo(
    () => ({ places: new Set(places.map((place) => place.path)), icons: new Set(icons) }),
    [places, icons],
  );
  const form = useRef<HTMLFormElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const previewHintId = useId();
  const { formProps, pending, errors, state } = useAdminForm<
    SaveCaseStudyState,
    CaseStudyField | "status" | "publish_date"
  >({
    action: save,
    validate: (data) => validateCaseStudyForm(data, choices),
    // A refusal from the server: focus goes to the first field it names, else to its message.
    onAnswer: (answer) => {
      if (answer.status !== "error") return;
      if (!form.current || !focusFirstInvalid(form.current, answer.fieldErrors)) notice.current?.focus();
    },
  });
  // A form sent without JavaScript comes back as a new page: what was typed is in the answer.
  const [values, setValues] = useState<CaseStudySubmission>(() => (state.status === "error" ? state.values : saved));

  function set(name: TextName, value: string) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      // A new study's slug follows its title while it is empty or still the one made from the
      // title; a saved one keeps its address unless changed by hand.
      const follows = current.slug === "" || current.slug === slugify(current.title);
      if (name === "title" && !editing && follows) next.slug = slugify(value);
      return next;
    });
  }

  const field = (name: TextName) => ({
    name,
    label: labels[name],
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const richText = (name: TextName, description = RICH_TEXT_HINT) => (
    <RichTextField
      {...field(name)}
      onChange={(markdown) => set(name, markdown)}
      searchLinks={searchLinkTargetsAction}
      listImages={fetchImages}
      description={description}
      rows={6}
    />
  );

  return (
    <div>
      <Link
        href="/admin/case-studies"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-800 hover:underline"
      >
        <Icon icon={ArrowLeft} className="size-4" />
        Back to Case Studies
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">{editing ? "Edit Case Study" : "New Case Study"}</h1>
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
      <form {...formProps} ref={form} className="mt-6 space-y-8 rounded-xl bg-white p-6 ring-1 ring-ink-200">
        <fieldset className="space-y-6">
          <legend className="text-lg font-bold text-ink-900">The client and the card</legend>
          <div className="grid gap-6 md:grid-cols-2">
            <TextField {...field("title")} />
            <TextField {...field("slug")} description="The address: /case-studies/ and this." />
          </div>
          <div className="grid gap-6 md:grid-cols-3">
            <TextField {...field("client")} />
            <TextField {...field("industry")} placeholder="Home Services" />
            <TextField
              {...field("tags")}
              placeholder="SEO, Branding"
              description="Separated by commas. The first shows on the card."
            />
          </div>
          <TextField {...field("summary")} rows={3} description="The card's paragraph." />
          <TextField
            {...field("highlights")}
            rows={3}
            description="One a line, like “800% revenue growth”. Empty: the card lists the results below."
          />
          <div className="grid gap-6 md:grid-cols-2">
            <div>
              <TextField {...field("cover")} placeholder="/uploads/…" />
              <div className="mt-3">
                <ImagePicker
                  purpose="Cover image"
                  onSelect={(url, image) => {
                    set("cover", url);
                    if (image?.alt && !values.cover_alt) set("cover_alt", image.alt);
                  }}
                />
              </div>
            </div>
            <TextField
              {...field("cover_alt")}
              rows={3}
              description="What the picture shows, for those who cannot see it."
            />
          </div>
        </fieldset>

        <fieldset className="space-y-6">
          <legend className="text-lg font-bold text-ink-900">The story</legend>
          <TextField {...field("tagline")} description="Optional. One line under the title." />
          {richText("overview")}
          <div className="grid gap-6 lg:grid-cols-2">
            {richText("goals", "A list: each goal on a line starting with “- ”.")}
            {richText("challenge", "A list, or empty for no Challenges card.")}
          </div>
          {richText("approach", "Under “Services provided”: how the work was approached.")}
          <TextField
            {...field("services")}
            rows={6}
            description={
              <>
                One a line: an icon, a bar, the service, a bar and what it was, like &ldquo;search | SEO strategy |
                Keyword research and a topic map&rdquo;. Icons: {icons.join(", ")}.
              </>
            }
          />
          <div>
            <TextField
              {...field("gallery")}
              rows={4}
              description="One picture a line: its address, a bar and its alt text. Upload or browse to add one."
            />
            <div className="mt-3">
              <ImagePicker
                purpose="Gallery"
                onSelect={(url, image) =>
                  setValues((current) => ({
                    ...current,
                    gallery: [current.gallery.trim(), `${url} | ${image?.alt ?? ""}`].filter(Boolean).join("\n"),
                  }))
                }
              />
            </div>
          </div>
          <TextField
            {...field("results")}
            rows={4}
            description="The figures under “Key results”, one a line: the figure, a bar and what it measures, like “+212% | Organic calls”."
          />
          {richText(
            "outcome",
            "What changed: a line “## Heading” starts each group (several groups show side by side), then its list.",
          )}
        </fieldset>

        <fieldset className="space-y-6">
          <legend className="text-lg font-bold text-ink-900">Closing band and search</legend>
          <div className="grid gap-6 md:grid-cols-3">
            <TextField {...field("cta_heading")} description="Empty: the case-study list's band." />
            <TextField {...field("cta_text")} />
            <TextField {...field("cta_label")} placeholder="Start Your Project" description="Leads to /contact." />
          </div>
          <div className="grid gap-6 md:grid-cols-2">
            <TextField {...field("meta_title")} description="Empty: the title." />
            <TextField {...field("meta_description")} rows={3} description="Empty: the summary." />
          </div>
        </fieldset>

        <PageChoiceField
          name="featured_on"
          legend="Featured on"
          description="The pages that show its card, beside the case-study list. With none ticked it is only in the list."
          places={places}
          checked={values.featured_on}
          error={errors.featured_on}
        />

        <fieldset className="grid gap-6 rounded-lg border border-ink-200 p-4 md:grid-cols-2">
          <legend className="px-1 text-base font-bold text-ink-900">Publishing</legend>
          <SelectField
            name="status"
            label={labels.status}
            value={values.status}
            error={errors.status}
            options={POST_STATES.map((state) => ({ value: state, label: postStateLabels[state] }))}
            onChange={(event) => set("status", event.target.value)}
          />
          <TextField
            {...field("publish_date")}
            type="datetime-local"
            description={
              values.status === "published"
                ? "Salt Lake City time. Empty: the moment you publish."
                : values.status === "scheduled"
                  ? "Salt Lake City time: the case study becomes public then, by itself."
                  : "Salt Lake City time. Optional for a draft."
            }
          />
        </fieldset>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : submitLabel(values.status, study?.state)}
          </Button>
          {study ? (
            <a
              href={caseStudyPath(study.slug)}
              target="_blank"
              rel="noopener"
              className={buttonClass({ variant: "secondary" })}
            >
              Preview
              <Icon icon={ExternalLink} className="size-4" />
              <span className="sr-only"> (opens the saved case study in a new tab)</span>
            </a>
          ) : (
            <>
              <Button variant="secondary" disabled aria-describedby={previewHintId}>
                Preview
              </Button>
              <span id={previewHintId} className="text-sm text-ink-600">
                Save the case study to preview it at its address.
              </span>
            </>
          )}
          <Link href="/admin/case-studies" className={buttonClass({ variant: "secondary" })}>
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
