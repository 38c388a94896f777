"use client";

import { useState } from "react";
import { TextField } from "@/components/forms/text-field";
import { ImagePicker, type PickedImage } from "@/components/admin/image-picker";
import { UPLOADED_IMAGE } from "@/lib/validation/form-fields";

/**
 * An image of the media library as a form field: its address (`/uploads/…`), typed, or filled in
 * by uploading a file or picking one from the library, with a preview of the image chosen.
 * Without scripts the address can still be typed or cleared.
 */
export function ImageAddressField({
  name,
  label,
  description,
  initial,
  error,
  onPick,
}: {
  name: string;
  label: string;
  description: string;
  initial: string;
  error?: string;
  /** Told of an image uploaded or picked, with what the library says of it when picked. */
  onPick?: (image?: PickedImage) => void;
}) {
  const [address, setAddress] = useState(initial);
  return (
    <div>
      <TextField
        name={name}
        label={label}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        placeholder="/uploads/…"
        spellCheck={false}
        description={description}
        error={error}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {UPLOADED_IMAGE.test(address) && (
          // eslint-disable-next-line @next/next/no-img-element -- a preview of the admin's own upload
          <img
            src={address}
            alt=""
            className="h-16 w-auto max-w-40 rounded-lg bg-ink-100 object-contain ring-1 ring-ink-200"
          />
        )}
        <ImagePicker
          purpose={label}
          onSelect={(url, image) => {
            setAddress(url);
            onPick?.(image);
          }}
        />
      </div>
    </div>
  );
}
