"use client";

import { ArrowLeft, ExternalLink } from "lucide";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { articleProseClass } from "@/components/blog/article-prose";
import { RichTextField } from "@/components/admin/rich-text/rich-text-field";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { useAdminForm } from "@/components/forms/use-admin-form";
import { Button, buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toaster";
import type { RevisionFields, RevisionSummary } from "@/lib/blog/types";
import { formatDateTime } from "@/lib/dates";
import { articlePath } from "@/lib/seo/article-seo";
import { slugify } from "@/lib/slugify";
import { POST_STATES, type PostState, validateBlogForm } from "@/lib/validation/blog-post";
import { searchLinkTargetsAction } from "../../actions";
import type { SavePostState } from "../actions";
import {
  type BlogFormValues,
  blogFormLabels,
  emptyBlogForm,
  formValuesOf,
  postStateLabels,
  submitLabel,
} from "./blog-form-values";
import { fetchImages } from "@/components/admin/uploads-client";
import { ImagePicker } from "@/components/admin/image-picker";
import { type CheckPost, PrepublishPanel } from "./prepublish-panel";
import { RevisionList } from "./revision-list";
import { SeoFields } from "./seo-fields";
import { useUnsavedDraft } from "./use-unsaved-draft";

const PREVIEW_DELAY_MS = 500;

interface BlogFormProps {
  /** The post being edited, as saved; a new post when absent. */
  post?: { id: number; values: BlogFormValues; state: PostState; revisions: RevisionSummary[] };
  save: (state: SavePostState, data: FormData) => Promise<SavePostState>;
  preview: (markdown: string) => Promise<string>;
  check: CheckPost;
  restoreRevision?: (revisionId: number) => Promise<RevisionFields | null>;
  /** The site's origin, to tell its own links among a post's. */
  siteOrigin: string;
  /** The names a post may be signed with: the writers among the people, and this post's author. */
  authors: readonly string[];
  /** The blog's name, after a post's title in search results. */
  blogName: string;
}

/** The body as the public article draws it, redrawn a moment after the typing stops. */
function useContentPreview(content: string, preview: (markdown: string) => Promise<string>) {
  const [html, setHtml] = useState<{ content: string; html: string }>();
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      preview(content).then(
        (drawn) => current && setHtml({ content, html: drawn }),
        () => undefined,
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [content, preview]);
  return html?.html;
}

/**
 * Create or edit a post. What is typed stays in the form until it is saved, so a refused save
 * loses nothing, and in the browser's storage until then, so a reload or an expired session
 * loses nothing either; the slug follows the title until it is edited by hand.
 */
export function BlogForm({
  post,
  save,
  preview,
  check,
  restoreRevision,
  siteOrigin,
  authors,
  blogName,
}: BlogFormProps) {
  const editing = post !== undefined;
  const router = useRouter();
  const saved = post?.values ?? emptyBlogForm;
  const [values, setValues] = useState<BlogFormValues>(saved);
  const unsaved = useUnsavedDraft(`agency:blog-draft:${post?.id ?? "new"}`, values, saved);
  const { formProps, pending, errors } = useAdminForm({
    action: save,
    validate: (data) => validateBlogForm(data),
    onAnswer: (state) => {
      if (state.status === "success") {
        unsaved.clear();
        toast({ title: editing ? "Blog post updated successfully" : "Blog post created successfully" });
        router.push("/admin/blogs");
      } else if (state.status === "error") {
        toast({ title: "Error", description: state.error, variant: "destructive" });
      }
    },
  });
  const contentHtml = useContentPreview(values.content, preview);
  const previewHintId = useId();

  function set<K extends keyof BlogFormValues>(field: K, value: BlogFormValues[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A new post's slug follows its title while it is empty or still the one made from the
      // title; a saved post keeps its address, so links to it do not break.
      const follows = current.slug === "" || current.slug === slugify(current.title);
      if (field === "title" && !editing && follows) next.slug = slugify(String(value));
      return next;
    });
  }

  async function restore(revision: RevisionSummary) {
    const fields = await restoreRevision?.(revision.id).catch(() => null);
    if (!fields) {
      toast({ title: "Error", description: "The revision could not be read.", variant: "destructive" });
      return;
    }
    setValues(formValuesOf(fields, new Date()));
    toast({
      title: "Revision restored",
      description: `The form now holds the revision of ${formatDateTime(revision.createdAt)}. Save to keep it.`,
    });
  }

  const field = (name: Exclude<keyof BlogFormValues, "noindex" | "status">) => ({
    name,
    label: blogFormLabels[name],
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <div>
      <Link
        href="/admin/blogs"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-800 hover:underline"
      >
        <Icon icon={ArrowLeft} className="size-4" />
        Back to Posts
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">{editing ? "Edit Blog Post" : "New Blog Post"}</h1>
      {unsaved.offer && (
        <div role="alert" className="mt-6 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">
          <p className="font-semibold">Restore unsaved changes?</p>
          <p className="mt-1 text-sm">
            This browser kept changes to this post from {formatDateTime(new Date(unsaved.offer.savedAt))} that were
            never saved.
          </p>
          <div className="mt-3 flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                const kept = unsaved.restore();
                if (kept) setValues({ ...emptyBlogForm, ...kept });
              }}
            >
              Restore
            </Button>
            <Button size="sm" variant="secondary" onClick={unsaved.discard}>
              Discard
            </Button>
          </div>
        </div>
      )}
      <div className="mt-8 grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <form {...formProps} className="space-y-6 rounded-xl bg-white p-6 ring-1 ring-ink-200">
          <div className="grid gap-6 md:grid-cols-2">
            <TextField {...field("title")} />
            <TextField {...field("slug")} />
          </div>
          <TextField {...field("excerpt")} rows={3} />
          <div className="grid gap-6 md:grid-cols-3">
            <TextField {...field("category")} placeholder="SEO" />
            <SelectField
              {...field("author")}
              options={[
                { value: "", label: "Choose an author" },
                // A draft kept in this browser or a revision may name someone the list no longer has.
                ...(values.author && !authors.includes(values.author) ? [values.author] : []).map((name) => ({
                  value: name,
                  label: `${name} (not in People)`,
                })),
                ...authors.map((name) => ({ value: name, label: name })),
              ]}
              description={
                <>
                  From <Link href="/admin/people">People</Link>, where writers are added.
                </>
              }
            />
            <TextField
              {...field("tags")}
              placeholder="Local SEO, Utah"
              description="Separated by commas. The read time is counted from the content when you save."
            />
          </div>
          <div>
            <TextField {...field("cover")} placeholder="/uploads/… or https://…" />
            <div className="mt-3">
              <ImagePicker onSelect={(url) => set("cover", url)} />
            </div>
          </div>
          <div>
            <RichTextField
              {...field("content")}
              onChange={(markdown) => set("content", markdown)}
              searchLinks={searchLinkTargetsAction}
              listImages={fetchImages}
              description={
                <>
                  Markdown: # headings, **bold**, [links](https://example.com), ![alt text](/uploads/…) for images,
                  lines starting with &ldquo;- &rdquo; for lists, blank lines between paragraphs.
                </>
              }
            />
          </div>
          <SeoFields values={values} errors={errors} set={set} siteOrigin={siteOrigin} blogName={blogName} />
          <fieldset className="grid gap-6 rounded-lg border border-ink-200 p-4 md:grid-cols-2">
            <legend className="px-1 text-base font-bold text-ink-900">Publishing</legend>
            <SelectField
              name="status"
              label={blogFormLabels.status}
              value={values.status}
              error={errors.status}
              options={POST_STATES.map((state) => ({ value: state, label: postStateLabels[state] }))}
              onChange={(event) => set("status", event.target.value as PostState)}
            />
            <TextField
              {...field("publish_date")}
              type="datetime-local"
              description={
                values.status === "published"
                  ? "Salt Lake City time. Empty: the moment you publish."
                  : values.status === "scheduled"
                    ? "Salt Lake City time: the post becomes public then, by itself."
                    : "Salt Lake City time. Optional for a draft."
              }
            />
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={pending}>
              {pending ? "Saving..." : submitLabel(values.status, post?.state)}
            </Button>
            {post ? (
              <a
                href={articlePath(post.values.slug)}
                target="_blank"
                rel="noopener"
                className={buttonClass({ variant: "secondary" })}
              >
                Preview
                <Icon icon={ExternalLink} className="size-4" />
                <span className="sr-only"> (opens the saved post in a new tab)</span>
              </a>
            ) : (
              <>
                <Button variant="secondary" disabled aria-describedby={previewHintId}>
                  Preview
                </Button>
                <span id={previewHintId} className="text-sm text-ink-600">
                  Save the post to preview it at its address.
                </span>
              </>
            )}
          </div>
        </form>
        <aside className="space-y-8">
          <PrepublishPanel
            values={values}
            postId={post?.id}
            check={check}
            siteOrigin={siteOrigin}
            blogName={blogName}
          />
          {post && restoreRevision && <RevisionList revisions={post.revisions} onRestore={restore} />}
        </aside>
      </div>
      <section aria-labelledby="content-preview-heading" className="mt-8 rounded-xl bg-white p-6 ring-1 ring-ink-200">
        <h2 id="content-preview-heading" className="text-sm font-semibold uppercase tracking-wide text-ink-600">
          Content preview
        </h2>
        <h3 className="mt-4 text-3xl font-bold text-ink-900">{values.title}</h3>
        {contentHtml !== undefined && (
          <div className={articleProseClass} dangerouslySetInnerHTML={{ __html: contentHtml }} />
        )}
      </section>
    </div>
  );
}
