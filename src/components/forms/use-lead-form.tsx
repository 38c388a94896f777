"use client";

import { type FormEvent, startTransition, useActionState, useRef, useState } from "react";
import {
  type LeadFormKind,
  type LeadFormState,
  type LeadResponse,
  RECAPTCHA_FIELD,
  leadEndpoints,
  recaptchaActions,
} from "@/lib/lead-forms";
import type { FieldErrors } from "@/lib/validation/form-fields";
import { focusFirstInvalid } from "./focus-first-invalid";
import { useRecaptcha } from "./recaptcha";

type Validator<K extends string> = (data: FormData) => FieldErrors<K>;

const idle = { status: "idle" } as const;

export type LeadServerAction<K extends string> = (state: LeadFormState<K>, data: FormData) => Promise<LeadFormState<K>>;

interface LeadFormOptions<K extends string> {
  kind: LeadFormKind;
  /** Handles the form when JavaScript does not run (progressive enhancement). */
  serverAction: LeadServerAction<K>;
  /**
   * The form's shared schema, run before anything is sent. Loaded once the form is first used,
   * so that the validation library is not part of the page's first download.
   */
  loadValidator: () => Promise<Validator<K>>;
  recaptchaSiteKey?: string;
  nonce?: string;
  onSuccess: () => void;
  /** The server's error text, or undefined when the server could not be reached or read. */
  onFailure: (error: string | undefined) => void;
}

async function postForm<K extends string>(endpoint: string, data: FormData): Promise<Partial<LeadResponse<K>>> {
  try {
    const response = await fetch(endpoint, { method: "POST", body: data, headers: { accept: "application/json" } });
    return (await response.json()) as LeadResponse<K>;
  } catch {
    return { ok: false };
  }
}

/**
 * A lead form that works with and without JavaScript. Without it, the browser posts the form to
 * the server action and the page renders its outcome. With it, the form is checked against the
 * shared schema, then posted to the form's JSON endpoint, whose HTTP status (400, 413, 429) is
 * real (decision 031); the outcome is reported through `onSuccess` / `onFailure`.
 */
export function useLeadForm<K extends string>(options: LeadFormOptions<K>) {
  const { kind, serverAction, loadValidator, onSuccess, onFailure } = options;
  const [serverState, serverFormAction] = useActionState(serverAction, idle);
  const recaptcha = useRecaptcha(options.recaptchaSiteKey, options.nonce);
  const [clientErrors, setClientErrors] = useState<FieldErrors<K>>({});
  // Bumped after each success: the form mounts again, empty.
  const [generation, setGeneration] = useState(0);
  const busy = useRef(false);
  const validator = useRef<Promise<Validator<K>>>(undefined);
  const loadSchema = () => {
    validator.current ??= loadValidator().catch((err: unknown) => {
      validator.current = undefined;
      throw err;
    });
    return validator.current;
  };
  const validate = async (data: FormData): Promise<FieldErrors<K>> => {
    try {
      return (await loadSchema())(data);
    } catch {
      // The schema could not be loaded: the server checks the same schema.
      return {};
    }
  };

  const [state, submit, pending] = useActionState<LeadFormState<K>, FormData>(async (_previous, data) => {
    try {
      data.set(RECAPTCHA_FIELD, await recaptcha.token(recaptchaActions[kind]));
      const answer = await postForm<K>(leadEndpoints[kind], data);
      if (answer.ok) {
        onSuccess();
        setGeneration((g) => g + 1);
        return { status: "success" };
      }
      const error = answer.ok === false ? answer.error : undefined;
      onFailure(error);
      return { status: "error", error: error ?? "", fieldErrors: (answer.ok === false && answer.fieldErrors) || {} };
    } finally {
      busy.current = false;
    }
  }, serverState);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second submit while one is on its way is ignored.
    if (busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    const data = new FormData(form);
    const errors = await validate(data);
    setClientErrors(errors);
    if (focusFirstInvalid(form, errors)) {
      busy.current = false;
      return;
    }
    startTransition(() => submit(data));
  }

  const serverErrors = state.status === "error" ? state.fieldErrors : {};
  const errors: FieldErrors<K> = Object.keys(clientErrors).length ? clientErrors : serverErrors;

  return {
    /** Changes after a success, to mount an empty form. */
    key: generation,
    formProps: {
      action: serverFormAction,
      onSubmit,
      onFocus: () => {
        loadSchema().catch(() => {});
        recaptcha.load();
      },
      // Once errors show, they follow what is typed.
      onChange: async (event: FormEvent<HTMLFormElement>) => {
        if (!Object.keys(errors).length) return;
        setClientErrors(await validate(new FormData(event.currentTarget)));
      },
      // The schema checks every field, in the browser and on the server, with the same messages.
      noValidate: true,
    },
    pending,
    errors,
    /** What was typed before a failed submission without JavaScript. */
    values: generation === 0 && serverState.status === "error" ? serverState.values : undefined,
    /** The outcome of a submission without JavaScript; JavaScript reports through toasts instead. */
    serverOutcome: state === serverState ? serverState : idle,
  };
}
