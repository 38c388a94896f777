import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "@/lib/utils";

interface SelectFieldProps extends Omit<ComponentProps<"select">, "id" | "children"> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  description?: ReactNode;
}

/** A labelled select whose hint and error are tied to it for assistive technology. */
export function SelectField({ label, options, error, description, className, ...props }: SelectFieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          "mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink-900 focus:outline-2 focus:outline-brand-700",
          error ? "border-red-600" : "border-ink-300",
          className,
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description && (
        <p id={`${id}-description`} className="mt-1.5 text-sm text-ink-600">
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
