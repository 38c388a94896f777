"use client";

import type { ReactNode } from "react";
import { useAdminForm } from "@/components/forms/use-admin-form";
import { Button, type ButtonStyle } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import type { InboxActionState } from "../actions";

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
  const { formProps, pending } = useAdminForm({
    action,
    onAnswer: (state) => {
      if (state.status === "idle") return;
      toast({
        title: state.title,
        description: state.description,
        variant: state.status === "error" ? "destructive" : "default",
      });
    },
  });

  return (
    <form {...formProps}>
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
