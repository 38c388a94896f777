"use client";

import { TextField } from "@/components/forms/text-field";
import { useAdminForm } from "@/components/forms/use-admin-form";
import { Button } from "@/components/ui/button";
import { validateSignInCode } from "@/lib/validation/two-factor";
import type { SignInCodeState } from "../actions";

interface CodeStepProps {
  action: (state: SignInCodeState, data: FormData) => Promise<SignInCodeState>;
  onSignedIn: () => void;
  /** The code step has ended (too many wrong codes or expired): back to the password. */
  onRestart: (message: string) => void;
}

/** The second step of a sign-in with two-factor on: a code from the app or a backup code. */
export function CodeStep({ action, onSignedIn, onRestart }: CodeStepProps) {
  const { formProps, pending, errors } = useAdminForm({
    action,
    validate: validateSignInCode,
    onAnswer: (state) => {
      if (state.status === "success") onSignedIn();
      else if (state.status === "restart") onRestart(state.error);
    },
  });
  return (
    <>
      <h1 className="mt-6 text-2xl font-bold text-ink-900">Two-factor sign-in</h1>
      <p className="mt-2 text-sm text-ink-600">
        Enter the 6-digit code from your authenticator app, or one of your backup codes.
      </p>
      <form {...formProps} className="mt-6 space-y-5">
        <TextField
          name="code"
          label="Code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          // The step opens after the password was accepted: the code is what comes next.
          autoFocus
          error={errors.code}
        />
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? "Checking..." : "Verify"}
        </Button>
      </form>
    </>
  );
}
