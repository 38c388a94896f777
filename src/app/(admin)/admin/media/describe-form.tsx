"use client";

import { useActionState } from "react";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { mediaText } from "@/content/media";
import { type DescribeImageState, describeImageAction } from "./actions";

const idle: DescribeImageState = { status: "idle" };

/**
 * The image's alt text and caption, kept once for every post that shows it. Works without
 * JavaScript too; after an error the fields hold what was typed.
 */
export function DescribeForm({
  name,
  alt,
  caption,
  altMax,
  captionMax,
}: {
  name: string;
  alt: string;
  caption: string;
  altMax: number;
  captionMax: number;
}) {
  const [state, action, pending] = useActionState(describeImageAction, idle);
  const shown = state.status === "idle" ? { alt, caption } : state;
  const errors = state.status === "error" ? state.fieldErrors : {};
  return (
    <form action={action} key={state.status === "idle" ? "idle" : state.at} className="grid gap-3">
      <input type="hidden" name="name" value={name} />
      <TextField
        name="alt"
        label="Alt text"
        defaultValue={shown.alt}
        error={errors.alt}
        description={`What the image shows, for people who cannot see it (up to ${altMax} characters). Empty for a decorative image.`}
      />
      <TextField
        name="caption"
        label="Caption"
        rows={2}
        defaultValue={shown.caption}
        error={errors.caption}
        description={`Shown under the image in every post where it stands alone or as a figure (up to ${captionMax} characters).`}
      />
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" variant="secondary" disabled={pending}>
          {pending ? "Saving..." : "Save"}
        </Button>
        <p role="status" className="text-sm text-brand-800">
          {state.status === "success" ? mediaText.saved : ""}
        </p>
      </div>
    </form>
  );
}
