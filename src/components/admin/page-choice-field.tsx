"use client";

import { useId } from "react";

/** Boxes to tick for the site's pages that show a chosen item: a testimonial, a featured case study. */
export function PageChoiceField({
  name,
  legend,
  description,
  places,
  checked,
  error,
}: {
  name: string;
  legend: string;
  description: string;
  places: readonly { path: string; label: string }[];
  checked: readonly string[];
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={[`${id}-description`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
      className="rounded-lg border border-ink-200 p-4"
    >
      <legend className="px-1 text-base font-bold text-ink-900">{legend}</legend>
      <p id={`${id}-description`} className="text-sm text-ink-600">
        {description}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {places.map((place) => (
          <label key={place.path} className="flex items-center gap-2 text-ink-800">
            <input
              type="checkbox"
              name={name}
              value={place.path}
              defaultChecked={checked.includes(place.path)}
              className="size-4 rounded border-ink-300 accent-brand-700"
            />
            {place.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
