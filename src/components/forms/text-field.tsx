import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "@/lib/utils";

type ControlProps = Omit<ComponentProps<"input"> & ComponentProps<"textarea">, "id" | "name">;

interface TextFieldProps extends ControlProps {
  name: string;
  label: string;
  error?: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** A hint or a count below the field, read with it by assistive technology. */
  description?: ReactNode;
}

/** A labelled input whose error is tied to it for assistive technology. */
export function TextField({ name, label, error, rows, description, className, ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : "", error ? errorId : ""].filter(Boolean).join(" ");
  const control = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: cn(
      "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-sm placeholder:text-ink-500",
      "focus:outline-2 focus:outline-offset-0 focus:outline-brand-700",
      error ? "border-red-600" : "border-ink-300",
      className,
    ),
    ...props,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {rows ? <textarea rows={rows} {...control} /> : <input type="text" {...control} />}
      {description && (
        <p id={descriptionId} className="mt-1.5 text-sm text-ink-600">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
