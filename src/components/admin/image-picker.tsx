"use client";

import { Images, LoaderCircle, Upload, X } from "lucide";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { type ListedImage, fetchImages, uploadImage } from "@/components/admin/uploads-client";
import { cn } from "@/lib/utils";

/** What the media library says of an image: kept once, for every post that shows it. */
export interface PickedImage {
  alt: string;
  caption: string;
  width: number;
  height: number;
}

const pickedOf = ({ alt, caption, width, height }: ListedImage): PickedImage | undefined =>
  width && height ? { alt: alt ?? "", caption: caption ?? "", width, height } : undefined;

/**
 * Uploads an image or picks one from the media library (its preview and alt text shown); either
 * way hands its address to `onSelect`, with the library's alt text, caption and size when picked.
 * `purpose` names the field the image is for, where a screen has several ("Logo").
 */
export function ImagePicker({
  onSelect,
  purpose,
}: {
  onSelect: (url: string, image?: PickedImage) => void;
  purpose?: string;
}) {
  const [uploading, setUploading] = useState(false);
  // null while the list is loading
  const [images, setImages] = useState<ListedImage[] | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    const answer = await uploadImage(file);
    setUploading(false);
    // Lets the same file be chosen again after a refusal.
    input.value = "";
    if ("url" in answer) {
      onSelect(answer.url);
      toast({ title: "Image uploaded successfully" });
    } else {
      toast({ title: "Error", description: answer.error, variant: "destructive" });
    }
  }

  async function browse() {
    setImages(null);
    dialog.current?.showModal();
    const loaded = await fetchImages();
    if (loaded) {
      setImages(loaded);
      return;
    }
    // A modal dialog makes the rest of the page inert, the notifications included.
    dialog.current?.close();
    toast({
      title: "Failed to load images",
      description: "There was an error loading the existing images.",
      variant: "destructive",
    });
  }

  function choose(image: ListedImage) {
    onSelect(image.url, pickedOf(image));
    dialog.current?.close();
    toast({ title: "Image selected" });
  }

  return (
    <div className="flex flex-wrap gap-3">
      <label
        className={buttonClass(
          { variant: "secondary", size: "sm" },
          cn(
            "cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700",
            uploading && "cursor-wait opacity-60",
          ),
        )}
      >
        {uploading ? (
          <Icon icon={LoaderCircle} className="size-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <Icon icon={Upload} className="size-4" />
        )}
        {uploading ? "Uploading..." : "Upload Image"}
        <input
          type="file"
          accept="image/*"
          aria-label={purpose ? `Upload image for ${purpose}` : "Upload image"}
          disabled={uploading}
          onChange={upload}
          className="sr-only"
        />
      </label>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-label={purpose ? `Browse Images for ${purpose}` : undefined}
        onClick={browse}
      >
        <Icon icon={Images} className="size-4" />
        Browse Images
      </Button>

      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto w-[calc(100%-2rem)] max-w-3xl rounded-xl p-0 shadow-xl backdrop:bg-ink-950/50"
      >
        <div className="flex items-center justify-between gap-4 border-b border-ink-200 px-6 py-4">
          <h2 id={headingId} className="text-lg font-bold text-ink-900">
            Choose an image
          </h2>
          <Button variant="ghost" size="sm" onClick={() => dialog.current?.close()}>
            <Icon icon={X} className="size-4" />
            Close
          </Button>
        </div>
        <div className="max-h-[70vh] overflow-y-auto p-6">
          {images === null ? (
            <Spinner label="Loading images" className="text-brand-700" />
          ) : images.length === 0 ? (
            <p className="text-sm text-ink-700">No images have been uploaded yet.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              {images.map((image) => (
                <li key={image.name}>
                  <button
                    type="button"
                    onClick={() => choose(image)}
                    className="block w-full rounded-lg text-left ring-1 ring-ink-200 hover:ring-2 hover:ring-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    <span className="relative block aspect-[40/21] w-full overflow-hidden rounded-t-lg bg-brand-50">
                      <img
                        src={image.preview ?? image.url}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        className="absolute inset-0 size-full object-cover"
                      />
                    </span>
                    <span className="block px-2 py-1.5 text-xs text-ink-700">
                      {image.alt ? image.alt : <span className="italic">No alt text</span>}
                      <span className="sr-only"> ({image.name})</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </dialog>
    </div>
  );
}
