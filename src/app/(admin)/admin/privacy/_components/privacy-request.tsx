"use client";

import { useRef } from "react";
import { TextField } from "@/components/forms/text-field";
import { useAdminForm } from "@/components/forms/use-admin-form";
import { Button } from "@/components/ui/button";
import { type PrivacyRequestField, validatePrivacyRequest } from "@/lib/validation/privacy-request";
import type { PrivacyState } from "../actions";
import { PrivacyResults } from "./privacy-results";

type PrivacyAction = (state: PrivacyState, data: FormData) => Promise<PrivacyState>;

/** "Email" and "Find", then what was found with its "Export" and "Erase", or a message. */
export function PrivacyRequest({ action }: { action: PrivacyAction }) {
  const message = useRef<HTMLParagraphElement>(null);
  const { formProps, pending, errors, state } = useAdminForm<PrivacyState, PrivacyRequestField>({
    action,
    validate: validatePrivacyRequest,
    // After an erasure the results and their dialog are gone: focus moves to what happened.
    onAnswer: (answer) => {
      if (answer.status === "erased" || answer.status === "none") message.current?.focus();
    },
  });

  return (
    <>
      <form {...formProps} className="mt-6 flex flex-wrap items-start gap-3">
        <div className="w-full max-w-md">
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            defaultValue={state.status === "idle" ? "" : state.email}
            error={errors.email}
          />
        </div>
        <Button type="submit" disabled={pending} className="mt-7">
          {pending ? "Finding..." : "Find"}
        </Button>
      </form>

      <div role="status" className="mt-6">
        {(state.status === "none" || state.status === "erased") && (
          <p ref={message} tabIndex={-1} className="rounded-lg bg-white p-4 text-ink-800 ring-1 ring-ink-200">
            {state.message}
          </p>
        )}
        {state.status === "error" && !Object.keys(state.fieldErrors).length && (
          <p className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">{state.error}</p>
        )}
      </div>

      {state.status === "found" && (
        <PrivacyResults key={state.email} data={state} eraseAction={formProps.action} pending={pending} />
      )}
    </>
  );
}
