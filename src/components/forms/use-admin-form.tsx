"use client";

import { type FormEvent, startTransition, useActionState, useEffect, useEffectEvent, useRef, useState } from "react";
import type { FieldErrors } from "@/lib/validation/form-fields";
import { focusFirstInvalid } from "./focus-first-invalid";

type ActionState = { status: string; fieldErrors?: FieldErrors };

interface AdminFormOptions<S extends ActionState, K extends string> {
  /** The route's server action; the form also posts to it before (or without) JavaScript. */
  action: (state: S, data: FormData) => Promise<S>;
  /** The form's shared schema, checked in the browser before anything is sent. */
  validate?: (data: FormData) => FieldErrors<K>;
  /** Called once for each answer of the action, to toast it or move on. */
  onAnswer: (state: S) => void;
}

/**
 * The one form-state approach of the admin area: a server action through `useActionState`,
 * the shared schema checked first in the browser (the first invalid field gets focus), and each
 * field's message, from the browser or else from the server, ready for `TextField`'s `error`.
 */
export function useAdminForm<S extends ActionState, K extends string = never>({
  action,
  validate,
  onAnswer,
}: AdminFormOptions<S, K>) {
  const [state, formAction, pending] = useActionState<S, FormData>(action, { status: "idle" } as Awaited<S>);
  const [clientErrors, setClientErrors] = useState<FieldErrors<K>>({});
  // Each answer is handled once (effects run twice in development). That includes the first
  // state: when the form was sent before the page's scripts ran, the server's answer arrives as
  // the page itself, and it is handled as soon as the form is ready.
  const answered = useRef<S>(undefined);
  const answer = useEffectEvent(onAnswer);

  useEffect(() => {
    if (state.status === "idle" || answered.current === state) return;
    answered.current = state;
    answer(state);
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!validate) return;
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const errors = validate(data);
    setClientErrors(errors);
    if (focusFirstInvalid(form, errors)) return;
    startTransition(() => formAction(data));
  }

  const serverErrors = (state.status === "error" && state.fieldErrors) || {};
  return {
    /** The action's last answer, for what the form shows beyond its fields' messages. */
    state,
    pending,
    /** The browser's messages while there are any, else the server's. */
    errors: (Object.keys(clientErrors).length ? clientErrors : serverErrors) as FieldErrors<K>,
    formProps: { action: formAction, onSubmit, noValidate: true },
  };
}
