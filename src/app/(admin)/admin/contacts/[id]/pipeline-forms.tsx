"use client";

import { useActionState, useId } from "react";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { LEAD_STATUSES, type LeadStatus, MAX_NOTE_LENGTH, leadStatusLabels } from "@/lib/lead-pipeline";
import { type LeadPageState, addLeadNoteAction, saveLeadStatusAction } from "./actions";

const idle: LeadPageState = { status: "idle" };

/** The action's answer, read out when it arrives; errors in red. */
function Answer({ state, id }: { state: LeadPageState; id?: string }) {
  return (
    <p id={id} role="status" className={state.status === "error" ? "text-sm text-red-700" : "text-sm text-brand-800"}>
      {state.status === "idle" ? "" : state.message}
    </p>
  );
}

/** "Status" with "Save": a plain form posting to a server action, so it works without JavaScript. */
export function StatusForm({ id, status }: { id: number; status: LeadStatus }) {
  const [state, action, pending] = useActionState(saveLeadStatusAction, idle);
  const selectId = useId();
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="id" value={id} />
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold text-ink-800">
          Status
        </label>
        <select
          id={selectId}
          name="status"
          defaultValue={status}
          className="mt-1.5 block rounded-lg border border-ink-300 bg-white px-3.5 py-2.5 text-base text-ink-900 focus:outline-2 focus:outline-brand-700"
        >
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" disabled={pending}>
        {pending ? "Saving..." : "Save"}
      </Button>
      <Answer state={state} />
    </form>
  );
}

/** "Note" with "Add Note": an empty or overlong note gets its message beside the field, text kept. */
export function NoteForm({ id }: { id: number }) {
  const [state, action, pending] = useActionState(addLeadNoteAction, idle);
  const error = state.status === "error" ? state.message : undefined;
  return (
    // Each answer renders the form anew: empty after a note is added, what was typed after an error.
    <form action={action} key={state.status === "idle" ? "idle" : state.at} className="space-y-3">
      <input type="hidden" name="id" value={id} />
      <TextField
        name="note"
        label="Note"
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        defaultValue={state.status === "error" ? state.note : undefined}
        error={error}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Adding..." : "Add Note"}
        </Button>
        {state.status === "success" && <Answer state={state} />}
      </div>
    </form>
  );
}
