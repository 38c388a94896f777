"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { articleProseClass } from "@/components/blog/article-prose";
import { TextField } from "@/components/forms/text-field";
import { useAdminForm } from "@/components/forms/use-admin-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { slugify } from "@/lib/slugify";
import type { FormState } from "@/lib/validation/form-fields";
import { type BlogPostField, type BlogPostInput, validateBlogPost } from "@/lib/validation/blog-post";
import { ImagePicker } from "./image-picker";

export type BlogFormValues = BlogPostInput;

const empty: BlogFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  category: "",
  cover: "",
  author: "",
  readTime: "",
  content: "",
};

const labels: Record<BlogPostField, string> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Excerpt",
  category: "Category",
  cover: "Cover image URL",
  author: "Author",
  readTime: "Read time",
  content: "Content",
};

interface BlogFormProps {
  /** The post being edited; a new post when absent. */
  initial?: BlogFormValues;
  save: (state: FormState<BlogPostField>, data: FormData) => Promise<FormState<BlogPostField>>;
  preview: (markdown: string) => Promise<string>;
}

/**
 * Create or edit a post. What is typed stays in the form until it is saved, so a refused save
 * loses nothing; the slug follows the title until it is edited by hand.
 */
export function BlogForm({ initial, save, preview }: BlogFormProps) {
  const editing = initial !== undefined;
  const router = useRouter();
  const [values, setValues] = useState<BlogFormValues>(initial ?? empty);
  const { formProps, pending, errors } = useAdminForm({
    action: save,
    validate: validateBlogPost,
    onAnswer: (state) => {
      if (state.status === "success") {
        toast({ title: editing ? "Blog post updated successfully" : "Blog post created successfully" });
        router.push("/admin/blogs");
      } else if (state.status === "error") {
        toast({ title: "Error", description: state.error, variant: "destructive" });
      }
    },
  });
  const [previewHtml, setPreviewHtml] = useState<string>();
  const [previewing, startPreview] = useTransition();
  const previewId = useId();

  function set(field: BlogPostField, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A new post's slug follows its title while it is empty or still the one made from the
      // title; a published post keeps its address, so links to it do not break.
      const follows = current.slug === "" || current.slug === slugify(current.title);
      if (field === "title" && !editing && follows) {
        next.slug = slugify(value);
      }
      return next;
    });
  }

  function showPreview() {
    startPreview(async () => {
      try {
        setPreviewHtml(await preview(values.content));
      } catch {
        toast({ title: "Error", description: "The preview could not be drawn.", variant: "destructive" });
      }
    });
  }

  const field = (name: BlogPostField) => ({
    name,
    label: labels[name],
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
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Posts
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-ink-900">{editing ? "Edit Blog Post" : "New Blog Post"}</h1>
      <form {...formProps} className="mt-8 space-y-6 rounded-xl bg-white p-6 ring-1 ring-ink-200">
        <div className="grid gap-6 md:grid-cols-2">
          <TextField {...field("title")} />
          <TextField {...field("slug")} />
        </div>
        <TextField {...field("excerpt")} rows={3} />
        <div className="grid gap-6 md:grid-cols-3">
          <TextField {...field("category")} placeholder="SEO" />
          <TextField {...field("author")} />
          <TextField {...field("readTime")} placeholder="5 min read" />
        </div>
        <div>
          <TextField {...field("cover")} placeholder="/uploads/… or /images/blog/…" />
          <div className="mt-3">
            <ImagePicker onSelect={(url) => set("cover", url)} />
          </div>
        </div>
        <div>
          <TextField {...field("content")} rows={14} className="min-h-[300px] font-mono text-sm" />
          <p className="mt-1.5 text-sm text-ink-600">
            Markdown: # headings, **bold**, [links](https://example.com), lines starting with &ldquo;- &rdquo; for
            lists, blank lines between paragraphs.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : editing ? "Update Post" : "Publish Post"}
          </Button>
          <Button variant="secondary" onClick={showPreview} disabled={previewing} aria-controls={previewId}>
            {previewing ? "Drawing preview..." : "Preview"}
          </Button>
        </div>
      </form>
      <section id={previewId} aria-label="Preview" className="mt-8" aria-live="polite">
        {previewHtml !== undefined && (
          <div className="rounded-xl bg-white p-6 ring-1 ring-ink-200">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-600">Preview</h2>
            <h3 className="mt-4 text-3xl font-bold text-ink-900">{values.title}</h3>
            <div className={articleProseClass} dangerouslySetInnerHTML={{ __html: previewHtml }} />
          </div>
        )}
      </section>
    </div>
  );
}
