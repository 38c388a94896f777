"use client";

import { type ReactNode, useActionState, useEffect, useRef } from "react";
import { Button, type ButtonStyle } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

export type InboxActionState =
  { status: "idle" } | { status: "success" | "error"; title: string; description?: string };

const idle: InboxActionState = { status: "idle" };

interface InboxActionFormProps {
  action: (state: InboxActionState, data: FormData) => Promise<InboxActionState>;
  /** Sent as hidden inputs, so that the form also works before (or without) JavaScript. */
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
  /** Read by screen readers after the label: which submission the button acts on. */
  context: string;
  icon?: ReactNode;
  variant?: ButtonStyle["variant"];
}

/** One inbox button: a small form posting to a server action, its outcome shown as a toast. */
export function InboxActionForm({
  action,
  fields,
  label,
  pendingLabel,
  context,
  icon,
  variant = "secondary",
}: InboxActionFormProps) {
  const [state, formAction, pending] = useActionState(action, idle);
  // Effects run twice in development; each outcome is announced once.
  const announced = useRef<InboxActionState>(idle);

  useEffect(() => {
    if (state.status === "idle" || announced.current === state) return;
    announced.current = state;
    toast({
      title: state.title,
      description: state.description,
      variant: state.status === "error" ? "destructive" : "default",
    });
  }, [state]);

  return (
    <form action={formAction}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={pending}>
        {icon}
        {pending ? pendingLabel : label}
        <span className="sr-only">, {context}</span>
      </Button>
    </form>
  );
}
