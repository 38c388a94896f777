"use client";

import {
  Code,
  FileCode,
  Heading2,
  Heading3,
  Image as ImageIcon,
  Link as LinkIcon,
  List,
  ListOrdered,
  Minus,
  MousePointerClick,
  Quote,
  Table,
  Video,
} from "lucide";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { articleProseClass } from "@/components/blog/article-prose";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { LinkTarget } from "@/lib/link-target";
import { cn } from "@/lib/utils";
import { type ListedImage, uploadImage } from "@/components/admin/uploads-client";
import {
  CallToActionDialog,
  type CallToActionFields,
  ImageDialog,
  LinkDialog,
  VideoDialog,
  type VideoFields,
} from "./dialogs";
import type { Formats, ImageFields, RichEditor } from "./milkdown";
import { Toolbar, type ToolbarButton } from "./toolbar";

export interface RichTextFieldProps {
  name: string;
  label: string;
  /** The markdown; the field is controlled, like the text fields beside it. */
  value: string;
  onChange: (markdown: string) => void;
  error?: string;
  /** The hint under the markdown source. */
  description?: ReactNode;
  /** The site's pages and posts for the link and call-to-action dialogs (a server action). */
  searchLinks: (query: string) => Promise<LinkTarget[]>;
  /** The images uploaded before, to pick one for the body. */
  listImages: () => Promise<ListedImage[] | null>;
  rows?: number;
}

type Dialog = "link" | "image" | "video" | "cta";

interface Upload {
  id: string;
  file: File;
  /** Per cent sent, or the server's refusal. */
  state: { progress: number } | { error: string };
}

const NO_FORMATS: Formats = {
  bold: false,
  italic: false,
  link: undefined,
  heading: undefined,
  bulletList: false,
  orderedList: false,
  quote: false,
  code: false,
  image: undefined,
  video: undefined,
  callToAction: undefined,
};

const UPLOADS_HOLD_SAVE = "Wait for the images to finish uploading, or remove the ones that failed, before saving.";

const editorProse = [
  "min-h-[300px] rounded-b-lg border border-ink-300 bg-white px-4 py-3",
  "[&_.ProseMirror]:min-h-[276px] [&_.ProseMirror]:whitespace-pre-wrap [&_.ProseMirror]:break-words [&_.ProseMirror]:outline-none",
  "has-[.ProseMirror:focus-visible]:outline-2 has-[.ProseMirror:focus-visible]:outline-brand-700",
  "[&_.ProseMirror>*:first-child]:mt-0 [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand-700",
  "[&_pre]:mt-5 [&_pre]:rounded-md [&_pre]:bg-ink-100 [&_pre]:p-3 [&_pre]:font-mono [&_pre]:text-sm [&_hr]:my-6 [&_hr]:border-ink-300",
  "[&_.rich-text-directive]:mt-6 [&_.rich-text-directive]:rounded-lg [&_.rich-text-directive]:border [&_.rich-text-directive]:border-dashed [&_.rich-text-directive]:border-ink-300 [&_.rich-text-directive]:p-3",
  "[&_.rich-text-figure_img]:mt-0 [&_.rich-text-caption]:mt-2 [&_.rich-text-caption]:text-center [&_.rich-text-caption]:text-base [&_.rich-text-caption]:text-ink-600",
  "[&_.rich-text-video]:flex [&_.rich-text-video]:flex-col [&_.rich-text-video]:items-center [&_.rich-text-video]:bg-ink-900 [&_.rich-text-video]:py-8 [&_.rich-text-video]:text-white",
  "[&_.rich-text-video-play]:size-10 [&_.rich-text-video-play]:bg-white [&_.rich-text-video-play]:[clip-path:polygon(15%_0,100%_50%,15%_100%)] [&_.rich-text-video-src]:text-sm [&_.rich-text-video-src]:text-ink-200",
  "[&_.rich-text-cta]:flex [&_.rich-text-cta]:items-center [&_.rich-text-cta]:gap-3 [&_.rich-text-cta-button]:rounded-lg [&_.rich-text-cta-button]:bg-brand-700 [&_.rich-text-cta-button]:px-5 [&_.rich-text-cta-button]:py-2 [&_.rich-text-cta-button]:font-semibold [&_.rich-text-cta-button]:text-white [&_.rich-text-cta-href]:text-sm [&_.rich-text-cta-href]:text-ink-600",
  "[&_.rich-text-upload]:mt-6 [&_.rich-text-upload]:flex [&_.rich-text-upload]:flex-col [&_.rich-text-upload]:rounded-lg [&_.rich-text-upload]:bg-ink-100 [&_.rich-text-upload]:p-4 [&_.rich-text-upload-name]:font-semibold [&_.rich-text-upload-status]:text-sm",
].join(" ");

/**
 * A long text of the site's content, written as formatted text (issue 33) and stored as the
 * markdown of decision 029. Before the scripts run, and without them, it is the markdown
 * textarea; with them, the editor replaces it and writes the markdown into a hidden field of
 * the same name, and "Markdown" shows the source again for those who prefer it.
 */
export function RichTextField({
  name,
  label,
  value,
  onChange,
  error,
  description,
  searchLinks,
  listImages,
  rows = 14,
}: RichTextFieldProps) {
  const [mode, setMode] = useState<"source" | "loading" | "rich">("loading");
  const [formats, setFormats] = useState<Formats>(NO_FORMATS);
  const [dialog, setDialog] = useState<Dialog>();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [linkInitial, setLinkInitial] = useState({ href: "", text: "", hasSelection: false });
  const [imageInitial, setImageInitial] = useState<ImageFields>();
  const [videoInitial, setVideoInitial] = useState<VideoFields>();
  const [callToActionInitial, setCallToActionInitial] = useState<CallToActionFields>();
  // A save tried while images were still on their way: said until they have all arrived or gone.
  const [saveHeld, setSaveHeld] = useState(false);
  const editorRef = useRef<RichEditor>(undefined);
  const fieldRef = useRef<HTMLDivElement>(null);
  const mount = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The markdown the editor last wrote: any other value came from outside (a restored revision).
  const written = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const id = useId();
  const labelId = `${id}-label`;
  const surfaceId = `${id}-surface`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  const formatsRef = useRef(formats);
  useEffect(() => {
    formatsRef.current = formats;
  }, [formats]);

  const openLink = useCallback(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const text = editor.selectedText();
    const href = formatsRef.current.link ?? "";
    // Within a link, the dialog edits that link; its text stays as it is.
    setLinkInitial({ href, text, hasSelection: text !== "" || href !== "" });
    setDialog("link");
  }, []);
  const startUpload = useCallback((upload: Upload) => {
    const editor = editorRef.current;
    if (!editor) return;
    const update = (state: Upload["state"]) =>
      setUploads((current) => current.map((u) => (u.id === upload.id ? { ...u, state } : u)));
    editor.setUploadStatus(upload.id, "Uploading…");
    setAnnouncement(`Uploading ${upload.file.name}`);
    void uploadImage(upload.file, (progress) => {
      update({ progress });
      editorRef.current?.setUploadStatus(upload.id, `Uploading… ${progress}%`);
    }).then((answer) => {
      const current = editorRef.current;
      if ("url" in answer) {
        current?.resolveUpload(upload.id, { src: answer.url, alt: "" });
        setUploads((all) => all.filter((u) => u.id !== upload.id));
        setAnnouncement(`${upload.file.name} uploaded. Describe it: select the image and choose Edit image.`);
      } else {
        current?.setUploadStatus(upload.id, `Not uploaded: ${answer.error}`);
        update({ error: answer.error });
        setAnnouncement(`${upload.file.name} was not uploaded: ${answer.error}`);
      }
    });
  }, []);

  const onImageFiles = useCallback(
    (files: File[]) => {
      const editor = editorRef.current;
      if (!editor) return;
      setSaveHeld(false);
      for (const file of files) {
        const upload: Upload = { id: editor.insertUpload(file.name), file, state: { progress: 0 } };
        setUploads((current) => [...current, upload]);
        startUpload(upload);
      }
    },
    [startUpload],
  );

  // The editor, built in the browser only; the textarea serves until it is ready.
  useEffect(() => {
    if (mode === "source" || !mount.current) return;
    let cancelled = false;
    let editor: RichEditor | undefined;
    const root = mount.current;
    void import("./milkdown").then(async ({ createRichEditor }) => {
      if (cancelled) return;
      editor = await createRichEditor(
        root,
        written.current,
        {
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          id: surfaceId,
        },
        {
          onMarkdown: (markdown) => {
            written.current = markdown;
            onChangeRef.current(markdown);
          },
          onFormats: setFormats,
          onLinkShortcut: openLink,
          onImageFiles,
        },
      );
      if (cancelled) {
        editor.destroy();
        return;
      }
      editorRef.current = editor;
      setMode("rich");
    });
    return () => {
      cancelled = true;
      editor?.destroy();
      editorRef.current = undefined;
    };
    // Built again only on a return from the source; the callbacks are stable, the value is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode === "source"]);

  // A value from outside the editor (a restored revision or unsaved text) replaces its document.
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    editorRef.current?.replace(value);
  }, [value]);

  useEffect(() => {
    if (dialog) dialogRef.current?.showModal();
  }, [dialog]);

  // An image on its way (or refused) is only a placeholder, not yet in the markdown: saving the
  // form then would store the text without it, so the form's submission waits.
  const pendingUploads = uploads.length;
  useEffect(() => {
    const form = fieldRef.current?.closest("form");
    if (!form || pendingUploads === 0) return;
    const hold = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      setSaveHeld(true);
    };
    form.addEventListener("submit", hold);
    return () => form.removeEventListener("submit", hold);
  }, [pendingUploads]);

  // The field's error is told with the editor, as with the textarea.
  useEffect(() => {
    const surface = editorRef.current?.view.dom;
    if (!surface) return;
    surface.toggleAttribute("aria-invalid", Boolean(error));
    if (error) surface.setAttribute("aria-describedby", errorId);
    else surface.removeAttribute("aria-describedby");
  }, [error, errorId, mode]);

  const closeDialog = () => {
    setDialog(undefined);
    editorRef.current?.focus();
  };
  const editor = () => editorRef.current!;
  const groups: ToolbarButton[][] = [
    [
      {
        label: "Heading",
        icon: Heading2,
        pressed: formats.heading === 2,
        shortcut: "Control+Alt+2",
        onPress: () => editor().heading(2),
      },
      {
        label: "Subheading",
        icon: Heading3,
        pressed: formats.heading === 3,
        shortcut: "Control+Alt+3",
        onPress: () => editor().heading(3),
      },
    ],
    [
      { label: "Bold", glyph: "B", pressed: formats.bold, shortcut: "Control+B", onPress: () => editor().toggleBold() },
      {
        label: "Italic",
        glyph: "I",
        pressed: formats.italic,
        shortcut: "Control+I",
        onPress: () => editor().toggleItalic(),
      },
      {
        label: "Link",
        icon: LinkIcon,
        pressed: formats.link !== undefined,
        shortcut: "Control+K",
        dialog: true,
        onPress: openLink,
      },
    ],
    [
      { label: "Bulleted list", icon: List, pressed: formats.bulletList, onPress: () => editor().bulletList() },
      {
        label: "Numbered list",
        icon: ListOrdered,
        pressed: formats.orderedList,
        onPress: () => editor().orderedList(),
      },
      { label: "Quote", icon: Quote, pressed: formats.quote, onPress: () => editor().quote() },
      { label: "Code block", icon: Code, pressed: formats.code, onPress: () => editor().codeBlock() },
      { label: "Horizontal rule", icon: Minus, onPress: () => editor().horizontalRule() },
    ],
    [
      {
        label: formats.image ? "Edit image" : "Image",
        icon: ImageIcon,
        dialog: true,
        onPress: () => {
          setImageInitial(formats.image);
          setDialog("image");
        },
      },
      { label: "Table", icon: Table, onPress: () => editor().table() },
      {
        label: formats.video ? "Edit video" : "Video",
        icon: Video,
        dialog: true,
        onPress: () => {
          setVideoInitial(formats.video);
          setDialog("video");
        },
      },
      {
        label: formats.callToAction ? "Edit call-to-action button" : "Call-to-action button",
        icon: MousePointerClick,
        dialog: true,
        onPress: () => {
          setCallToActionInitial(formats.callToAction);
          setDialog("cta");
        },
      },
    ],
  ];

  const showSource = mode === "source";
  const toggle = (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={showSource}
      // An upload's placeholder lives in the editor's document: it stays until the image arrives.
      disabled={uploads.length > 0}
      onClick={() => {
        setMode(showSource ? "loading" : "source");
        setAnnouncement(showSource ? "Formatted editor shown" : "Markdown source shown");
      }}
    >
      <Icon icon={FileCode} className="size-4" />
      Markdown
    </Button>
  );

  return (
    <div ref={fieldRef}>
      {mode === "loading" || showSource ? (
        <TextField
          name={name}
          label={label}
          value={value}
          error={error}
          rows={rows}
          onChange={(event) => {
            written.current = event.target.value;
            onChange(event.target.value);
          }}
          className="min-h-[300px] font-mono text-sm"
          description={description}
        />
      ) : (
        <input type="hidden" name={name} value={value} />
      )}
      <div className={cn(mode === "loading" && "hidden")}>
        <div className="flex items-center justify-between gap-3">
          {mode === "rich" && (
            <span id={labelId} className="block text-sm font-semibold text-ink-800">
              {label}
            </span>
          )}
          <div className="ml-auto">{toggle}</div>
        </div>
        {!showSource && (
          <div className="mt-1.5">
            <Toolbar label={`${label} formatting`} controls={surfaceId} groups={groups} />
            <div ref={mount} className={cn(articleProseClass, editorProse)} />
            {/* While the editor loads, the textarea above tells the error. */}
            {error && mode === "rich" && (
              <p id={errorId} className="mt-1.5 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        )}
        {saveHeld && pendingUploads > 0 && (
          <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
            {UPLOADS_HOLD_SAVE}
          </p>
        )}
        {uploads.length > 0 && (
          <ul aria-label="Images being uploaded" className="mt-3 space-y-2">
            {uploads.map((upload) => (
              <li key={upload.id} className="rounded-lg bg-ink-50 p-3 text-sm ring-1 ring-ink-200">
                {"progress" in upload.state ? (
                  <>
                    <span>Uploading {upload.file.name}: save once it has arrived.</span>
                    <progress
                      max={100}
                      value={upload.state.progress}
                      aria-label={`Uploading ${upload.file.name}`}
                      className="ml-3 align-middle"
                    />
                  </>
                ) : (
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-red-800">
                      {upload.file.name} was not uploaded: {upload.state.error}
                    </span>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => startUpload({ ...upload, state: { progress: 0 } })}
                    >
                      Retry
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        editorRef.current?.resolveUpload(upload.id);
                        setUploads((all) => all.filter((u) => u.id !== upload.id));
                      }}
                    >
                      Remove
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p id={statusId} aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {dialog === "link" && (
        <LinkDialog
          ref={dialogRef}
          initial={linkInitial}
          search={searchLinks}
          onClose={closeDialog}
          onApply={(href, text) => {
            dialogRef.current?.close();
            editorRef.current?.link(href, text);
          }}
        />
      )}
      {dialog === "image" && (
        <ImageDialog
          ref={dialogRef}
          initial={imageInitial}
          listImages={listImages}
          onClose={closeDialog}
          onInsert={(image) => {
            dialogRef.current?.close();
            editorRef.current?.insertImage(image);
          }}
        />
      )}
      {dialog === "video" && (
        <VideoDialog
          ref={dialogRef}
          initial={videoInitial}
          onClose={closeDialog}
          onInsert={({ src, title }) => {
            dialogRef.current?.close();
            editorRef.current?.insertDirective({
              name: "video",
              attributes: { src },
              label: title ? [{ type: "text", value: title }] : [],
            });
          }}
        />
      )}
      {dialog === "cta" && (
        <CallToActionDialog
          ref={dialogRef}
          initial={callToActionInitial}
          search={searchLinks}
          onClose={closeDialog}
          onInsert={({ href, label: text }) => {
            dialogRef.current?.close();
            editorRef.current?.insertDirective({
              name: "cta",
              attributes: { href },
              label: [{ type: "text", value: text }],
            });
          }}
        />
      )}
    </div>
  );
}
