"use client";

import { LoaderCircle, Upload } from "lucide";
import { type FormEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Button, buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { isSitePath } from "@/lib/blog/addresses";
import { videoOf } from "@/lib/blog/video";
import type { LinkTarget } from "@/lib/link-target";
import { cn } from "@/lib/utils";
import { type ListedImage, uploadImage } from "@/components/admin/uploads-client";

const SEARCH_DELAY_MS = 250;
const ADDRESS = /^(https?:\/\/\S+|mailto:\S+|tel:[+\d][\d\s().-]*)$/i;

/**
 * A modal dialog of the editor: the native `<dialog>`, so focus stays in it and Escape closes
 * it; its form's first field takes the focus, and closing returns it to the editor.
 */
function EditorDialog({
  ref,
  title,
  submitLabel,
  onSubmit,
  onClose,
  children,
  extraActions,
}: {
  ref: Ref<HTMLDialogElement>;
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  extraActions?: ReactNode;
}) {
  const headingId = useId();
  // Outside the page's own form: a form may not hold another, and Enter here submits this one only.
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl p-0 shadow-xl backdrop:bg-ink-950/50"
    >
      <form
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          // React passes events up its own tree, through the portal, to the page's form.
          event.stopPropagation();
          onSubmit();
        }}
        className="space-y-4 p-6"
      >
        <h2 id={headingId} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        {children}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          {extraActions}
          <Button variant="secondary" size="sm" onClick={(event) => event.currentTarget.closest("dialog")?.close()}>
            Cancel
          </Button>
          <Button type="submit" size="sm">
            {submitLabel}
          </Button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}

/** A labelled one-line field of a dialog, with its hint and its error tied to it. */
function DialogField({
  label,
  value,
  onChange,
  hint,
  error,
  type = "text",
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  type?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          "mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base text-ink-900",
          "focus:outline-2 focus:outline-offset-0 focus:outline-brand-700",
          error ? "border-red-600" : "border-ink-300",
        )}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The site's pages and posts matching what is typed, each a button that picks its address. */
function SiteSearch({
  search,
  onPick,
  label,
}: {
  search: (query: string) => Promise<LinkTarget[]>;
  onPick: (target: LinkTarget) => void;
  label: string;
}) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<LinkTarget[]>();
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      search(query).then(
        (found) => current && setResults(found),
        () => current && setResults([]),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, search]);
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches; it does not submit the dialog's form.
          if (event.key === "Enter") event.preventDefault();
        }}
        aria-describedby={`${id}-count`}
        className="mt-1 block w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 focus:outline-2 focus:outline-brand-700"
      />
      <p id={`${id}-count`} aria-live="polite" className="mt-1 text-sm text-ink-600">
        {results === undefined ? "Searching…" : `${results.length} ${results.length === 1 ? "result" : "results"}`}
      </p>
      {results && results.length > 0 && (
        <ul aria-label="Pages and posts" className="mt-2 max-h-48 space-y-1 overflow-y-auto">
          {results.map((target) => (
            <li key={target.path}>
              <button
                type="button"
                onClick={() => onPick(target)}
                className="w-full rounded-md px-2 py-1.5 text-left text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="font-medium text-ink-900">{target.title}</span>{" "}
                <span className="text-ink-600">
                  {target.kind === "post" ? "Post" : "Page"} · {target.path}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function LinkDialog({
  ref,
  initial,
  search,
  onApply,
  onClose,
}: {
  ref: Ref<HTMLDialogElement>;
  /** The selection's link and text when the dialog opens. */
  initial: { href: string; text: string; hasSelection: boolean };
  search: (query: string) => Promise<LinkTarget[]>;
  onApply: (href: string, text: string) => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initial.href);
  const [text, setText] = useState(initial.text);
  const [error, setError] = useState<string>();
  const [textError, setTextError] = useState<string>();

  function submit() {
    const address = href.trim();
    if (!ADDRESS.test(address) && !isSitePath(address)) {
      setError("Enter an address that starts with https://, / (a page of this site), mailto: or tel:");
      return;
    }
    if (!initial.hasSelection && !text.trim()) {
      setTextError("Enter the text the link shows");
      return;
    }
    onApply(address, text.trim());
  }

  return (
    <EditorDialog
      ref={ref}
      title={initial.href ? "Edit link" : "Add link"}
      submitLabel="Apply"
      onSubmit={submit}
      onClose={onClose}
      extraActions={
        initial.href ? (
          <Button variant="ghost" size="sm" onClick={() => onApply("", "")}>
            Remove link
          </Button>
        ) : undefined
      }
    >
      {!initial.hasSelection && <DialogField label="Link text" value={text} onChange={setText} error={textError} />}
      <DialogField
        label="Address"
        value={href}
        onChange={(value) => {
          setHref(value);
          setError(undefined);
        }}
        hint="A page of this site (/contact), or https://, mailto: or tel:"
        error={error}
        autoFocus
      />
      <SiteSearch
        label="Search this site's pages and posts"
        search={search}
        onPick={(target) => {
          setHref(target.path);
          setError(undefined);
          if (!initial.hasSelection && !text.trim()) setText(target.title);
        }}
      />
    </EditorDialog>
  );
}

export function ImageDialog({
  ref,
  initial,
  listImages,
  onInsert,
  onClose,
}: {
  ref: Ref<HTMLDialogElement>;
  /** The selected image, to describe or replace; absent for a new one. */
  initial?: { src: string; alt: string; caption: string };
  listImages: () => Promise<ListedImage[] | null>;
  onInsert: (image: { src: string; alt: string; caption: string }) => void;
  onClose: () => void;
}) {
  const [src, setSrc] = useState(initial?.src ?? "");
  const [alt, setAlt] = useState(initial?.alt ?? "");
  const [caption, setCaption] = useState(initial?.caption ?? "");
  const [images, setImages] = useState<ListedImage[] | null>();
  const [progress, setProgress] = useState<number>();
  const [message, setMessage] = useState<string>();
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});
  const file = useRef<HTMLInputElement>(null);

  useEffect(() => {
    listImages().then(setImages, () => setImages(null));
  }, [listImages]);

  async function upload() {
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    setMessage(`Uploading ${chosen.name}…`);
    setProgress(0);
    const answer = await uploadImage(chosen, setProgress);
    setProgress(undefined);
    if (file.current) file.current.value = "";
    if ("url" in answer) {
      setSrc(answer.url);
      setErrors((current) => ({ ...current, src: undefined }));
      setMessage(`${chosen.name} uploaded.`);
    } else {
      setMessage(`${chosen.name} was not uploaded: ${answer.error}`);
    }
  }

  function submit() {
    const problems = {
      src: src ? undefined : "Upload an image or choose one uploaded before",
      alt: alt.trim() ? undefined : "Describe the image for people who cannot see it",
    };
    setErrors(problems);
    if (problems.src || problems.alt) return;
    onInsert({ src, alt: alt.trim(), caption: caption.trim() });
  }

  return (
    <EditorDialog
      ref={ref}
      title={initial ? "Edit image" : "Add image"}
      submitLabel={initial ? "Update image" : "Insert image"}
      onSubmit={submit}
      onClose={onClose}
    >
      <div>
        <label
          className={buttonClass(
            { variant: "secondary", size: "sm" },
            "cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700",
          )}
        >
          <Icon
            icon={progress === undefined ? Upload : LoaderCircle}
            className={cn("size-4", progress !== undefined && "animate-spin motion-reduce:animate-none")}
          />
          Upload an image
          <input ref={file} type="file" accept="image/*" onChange={upload} className="sr-only" />
        </label>
        {progress !== undefined && (
          <progress max={100} value={progress} aria-label="Upload progress" className="mt-2 block w-full" />
        )}
        <p aria-live="polite" className="mt-1 text-sm text-ink-700">
          {message}
        </p>
        {errors.src && <p className="mt-1 text-sm text-red-700">{errors.src}</p>}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-800">Or choose an uploaded image</legend>
        {images === undefined ? (
          <p className="mt-1 text-sm text-ink-600">Loading images…</p>
        ) : images === null ? (
          <p className="mt-1 text-sm text-red-700">The uploaded images could not be read.</p>
        ) : images.length === 0 ? (
          <p className="mt-1 text-sm text-ink-600">No images have been uploaded yet.</p>
        ) : (
          <ul className="mt-2 grid max-h-40 grid-cols-4 gap-2 overflow-y-auto">
            {images.map((image) => (
              <li key={image.name}>
                <button
                  type="button"
                  aria-pressed={src === image.url}
                  onClick={() => setSrc(image.url)}
                  className={cn(
                    "block aspect-square w-full overflow-hidden rounded-md ring-1 ring-ink-200 focus-visible:outline-2 focus-visible:outline-brand-700",
                    src === image.url && "ring-4 ring-brand-700",
                  )}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the admin's own upload */}
                  <img src={image.preview ?? image.url} alt={image.name} className="size-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <DialogField
        label="Alt text"
        value={alt}
        onChange={setAlt}
        error={errors.alt}
        hint="What the image shows, for people who cannot see it"
      />
      <DialogField label="Caption" value={caption} onChange={setCaption} hint="Optional; shown under the image" />
    </EditorDialog>
  );
}

export interface VideoFields {
  src: string;
  title: string;
}

/** A video by its address; `initial` is the selected video's, which the dialog then edits. */
export function VideoDialog({
  ref,
  initial,
  onInsert,
  onClose,
}: {
  ref: Ref<HTMLDialogElement>;
  initial?: VideoFields;
  onInsert: (video: VideoFields) => void;
  onClose: () => void;
}) {
  const [src, setSrc] = useState(initial?.src ?? "");
  const [title, setTitle] = useState(initial?.title ?? "");
  const [error, setError] = useState<string>();
  return (
    <EditorDialog
      ref={ref}
      title={initial ? "Edit video" : "Add video"}
      submitLabel={initial ? "Update video" : "Insert video"}
      onClose={onClose}
      onSubmit={() => {
        const video = videoOf(src);
        if (!video) {
          setError("Enter the address of a YouTube or Vimeo video");
          return;
        }
        onInsert({ src: video.watchUrl, title: title.trim() });
      }}
    >
      <DialogField
        label="Video address"
        value={src}
        onChange={(value) => {
          setSrc(value);
          setError(undefined);
        }}
        hint="A YouTube or Vimeo address. Readers see a play button; nothing loads from the video's site until they click it."
        error={error}
        autoFocus
      />
      <DialogField label="Title" value={title} onChange={setTitle} hint="Shown on the play button" />
    </EditorDialog>
  );
}

export interface CallToActionFields {
  href: string;
  label: string;
}

/** A button to a page of the site; `initial` is the selected button's, which the dialog then edits. */
export function CallToActionDialog({
  ref,
  initial,
  search,
  onInsert,
  onClose,
}: {
  ref: Ref<HTMLDialogElement>;
  initial?: CallToActionFields;
  search: (query: string) => Promise<LinkTarget[]>;
  onInsert: (cta: CallToActionFields) => void;
  onClose: () => void;
}) {
  const [label, setLabel] = useState(initial?.label ?? "");
  const [href, setHref] = useState(initial?.href ?? "");
  const [errors, setErrors] = useState<{ label?: string; href?: string }>({});
  return (
    <EditorDialog
      ref={ref}
      title={initial ? "Edit call-to-action button" : "Add call-to-action button"}
      submitLabel={initial ? "Update button" : "Insert button"}
      onClose={onClose}
      onSubmit={() => {
        const problems = {
          label: label.trim() ? undefined : "Enter the button's text",
          href: isSitePath(href.trim()) ? undefined : "Choose a page of this site: an address that starts with /",
        };
        setErrors(problems);
        if (!problems.label && !problems.href) onInsert({ href: href.trim(), label: label.trim() });
      }}
    >
      <DialogField label="Button text" value={label} onChange={setLabel} error={errors.label} autoFocus />
      <DialogField
        label="Page"
        value={href}
        onChange={setHref}
        error={errors.href}
        hint="A page of this site, such as /contact"
      />
      <SiteSearch
        label="Search this site's pages and posts"
        search={search}
        onPick={(target) => setHref(target.path)}
      />
    </EditorDialog>
  );
}
