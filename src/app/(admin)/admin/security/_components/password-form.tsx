"use client";

import { TextField } from "@/components/forms/text-field";
import { useAdminForm } from "@/components/forms/use-admin-form";
import { Button, type ButtonStyle } from "@/components/ui/button";
import type { FormState } from "@/lib/validation/form-fields";
import { validatePasswordConfirm } from "@/lib/validation/two-factor";

interface PasswordFormProps<S extends { status: string }> {
  action: (state: S | FormState<"password">, data: FormData) => Promise<S | FormState<"password">>;
  onAnswer: (state: S | FormState<"password">) => void;
  /** The button's text, and its text while the request runs. */
  submit: [string, string];
  variant?: ButtonStyle["variant"];
}

/** Every two-factor change asks for the password first; a refusal is shown beside the field. */
export function PasswordForm<S extends { status: string }>({
  action,
  onAnswer,
  submit,
  variant,
}: PasswordFormProps<S>) {
  const { formProps, pending, errors } = useAdminForm<S | FormState<"password">, "password">({
    action,
    validate: validatePasswordConfirm,
    onAnswer,
  });
  return (
    <form {...formProps} className="mt-4 flex max-w-md flex-col gap-4">
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <Button type="submit" variant={variant} disabled={pending} className="self-start">
        {pending ? submit[1] : submit[0]}
      </Button>
    </form>
  );
}
