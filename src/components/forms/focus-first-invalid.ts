import type { FieldErrors } from "@/lib/validation/form-fields";

/** Moves focus to the first field with a message; false when there is none. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): boolean {
  const firstInvalid = Object.keys(errors)[0];
  if (!firstInvalid) return false;
  const field = form.elements.namedItem(firstInvalid);
  if (field instanceof HTMLElement) field.focus();
  return true;
}
