"use client";

import { useActionState } from "react";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { REDIRECT_PATH_MAX, REDIRECT_TARGET_MAX } from "@/lib/redirects";
import { type AddRedirectState, addRedirectAction } from "./actions";

const idle: AddRedirectState = { status: "idle" };

/** "From" and "To" with "Add Redirect"; `from` pre-fills the old address (the 404 log's "Redirect"). */
export function RedirectForm({ from }: { from?: string }) {
  const [state, action, pending] = useActionState(addRedirectAction, idle);
  const failed = state.status === "error" ? state : undefined;
  return (
    // Each answer renders the form anew: empty after a redirect is added, what was typed after an error.
    <form action={action} key={state.status === "idle" ? "idle" : state.at} className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="from"
        label="From"
        placeholder="/old-page"
        maxLength={REDIRECT_PATH_MAX}
        defaultValue={failed ? failed.from : state.status === "idle" ? from : undefined}
        error={failed?.fieldErrors.from}
      />
      <TextField
        name="to"
        label="To"
        placeholder="/services or https://…"
        maxLength={REDIRECT_TARGET_MAX}
        defaultValue={failed?.to}
        error={failed?.fieldErrors.to}
      />
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Adding..." : "Add Redirect"}
        </Button>
        <p role="status" className="text-sm text-brand-800">
          {state.status === "success" ? "Redirect added." : ""}
        </p>
      </div>
    </form>
  );
}
