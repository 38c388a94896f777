"use client";

import { TextField } from "@/components/forms/text-field";
import { absoluteAddress, articleSeoOf, titleSuffix } from "@/lib/seo/article-seo";
import type { FieldErrors } from "@/lib/validation/form-fields";
import { type BlogFormField, META_DESCRIPTION_ADVISED, META_TITLE_ADVISED } from "@/lib/validation/blog-post";
import { cn } from "@/lib/utils";
import { type BlogFormValues, blogFormLabels } from "./blog-form-values";

/** "42 / 60": the length against what search results show, marked once it is over. */
function Count({ length, advised }: { length: number; advised: number }) {
  return (
    <span className={cn(length > advised && "font-semibold text-amber-800")}>
      {length} / {advised} characters{length > advised ? ": longer than search results show" : ""}
    </span>
  );
}

/** A post's own search and social settings, with how a search result would show it. */
export function SeoFields({
  values,
  errors,
  set,
  siteOrigin,
  blogName,
}: {
  values: BlogFormValues;
  errors: FieldErrors<BlogFormField>;
  set: <K extends keyof BlogFormValues>(field: K, value: BlogFormValues[K]) => void;
  siteOrigin: string;
  blogName: string;
}) {
  const text = (name: "meta_title" | "meta_description" | "social_image" | "canonical_url") => ({
    name,
    label: blogFormLabels[name],
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });
  const seo = articleSeoOf(values, blogName);
  return (
    <fieldset className="space-y-6 rounded-lg border border-ink-200 p-4">
      <legend className="px-1 text-base font-bold text-ink-900">Search and social</legend>
      <TextField
        {...text("meta_title")}
        placeholder={values.title.trim() && `${values.title.trim()}${titleSuffix(blogName)}`}
        description={
          <>
            {/* The count is of the title search engines get, whichever field it comes from. */}
            <Count length={seo.title.length} advised={META_TITLE_ADVISED} />{" "}
            <span className="block">
              Empty: the post&apos;s title followed by &ldquo;{titleSuffix(blogName).trim()}&rdquo;, the blog&apos;s
              name, which ends the title of every article without a meta title.
            </span>
          </>
        }
      />
      <TextField
        {...text("meta_description")}
        rows={3}
        placeholder={values.excerpt}
        description={<Count length={values.meta_description.length} advised={META_DESCRIPTION_ADVISED} />}
      />
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          {...text("social_image")}
          placeholder="The cover"
          description="Shown when the post is shared. Empty: the cover (an SVG cover gives a drawn card instead)."
        />
        <TextField
          {...text("canonical_url")}
          placeholder={`${siteOrigin}/blog/${values.slug}`}
          description="Empty: the post's own address. Set it when the article first appeared elsewhere."
        />
      </div>
      <label className="flex items-start gap-3 text-sm text-ink-800">
        <input
          type="checkbox"
          name="noindex"
          checked={values.noindex}
          onChange={(event) => set("noindex", event.target.checked)}
          className="mt-0.5 size-4 accent-brand-700"
        />
        <span>
          <span className="font-semibold">{blogFormLabels.noindex}</span>
          <span className="block text-ink-600">
            Asks search engines not to list the post, and leaves it out of the sitemap.
          </span>
        </span>
      </label>
      <div aria-label="Search result preview" role="group" className="rounded-lg bg-ink-50 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-600">Search result preview</p>
        <p className="mt-2 truncate text-sm text-ink-700">{absoluteAddress(siteOrigin, seo.canonical)}</p>
        {seo.title ? (
          <p className="truncate text-lg text-brand-800">{seo.title}</p>
        ) : (
          <p className="text-lg text-ink-500">The post&apos;s title shows here.</p>
        )}
        <p className="line-clamp-2 text-sm text-ink-700">{seo.description}</p>
      </div>
    </fieldset>
  );
}
