"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { contactFormText as t } from "@/content/contact-form";
import type { VisitSource } from "@/lib/attribution/visit-source";
import type { ContactField } from "@/lib/validation/contact-form";
import { FormNotice } from "./form-notice";
import { TextField } from "./text-field";
import { type LeadServerAction, useLeadForm } from "./use-lead-form";
import { VisitSourceFields } from "./visit-source-fields";

interface ContactFormProps {
  action: LeadServerAction<ContactField>;
  /** Pre-filled from ?service= */
  service: string;
  /** The spam guard's fields, drawn on the server (spam-guard-fields.tsx): none of their code reaches the browser. */
  spamGuard: ReactNode;
  /** What the page's request told of the visit (decision 200). */
  source: VisitSource;
  recaptchaSiteKey?: string;
  nonce?: string;
}

export function ContactForm({ action, service, spamGuard, source, recaptchaSiteKey, nonce }: ContactFormProps) {
  const form = useLeadForm<ContactField>({
    kind: "contact",
    serverAction: action,
    loadValidator: () => import("@/lib/validation/contact-form").then((m) => m.validateContactForm),
    recaptchaSiteKey,
    nonce,
    onSuccess: () => toast({ title: t.successTitle, description: t.successDescription }),
    onFailure: (error) => toast({ title: t.errorTitle, description: error || t.errorFallback, variant: "destructive" }),
  });
  const outcome = form.serverOutcome;
  const field = (name: Exclude<ContactField, "service">) => ({
    name,
    label: t.labels[name],
    placeholder: t.placeholders[name],
    error: form.errors[name],
    defaultValue: form.values?.[name],
  });

  return (
    <form key={form.key} {...form.formProps} aria-labelledby="contact-form-heading" className="space-y-5">
      <h2 id="contact-form-heading" className="text-2xl font-bold text-ink-900">
        {t.heading}
      </h2>
      <p className="text-ink-700">{t.intro}</p>
      {outcome.status === "success" && (
        <FormNotice tone="success" title={t.successTitle} description={t.successDescription} />
      )}
      {outcome.status === "error" && (
        <FormNotice tone="error" title={t.errorTitle} description={outcome.error || t.errorFallback} />
      )}
      {spamGuard}
      <VisitSourceFields source={source} values={form.values} />
      <input type="hidden" name="service" value={service} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} autoComplete="name" aria-required="true" />
        <TextField {...field("email")} type="email" autoComplete="email" aria-required="true" />
        <TextField {...field("company")} autoComplete="organization" />
        <TextField {...field("phone")} type="tel" autoComplete="tel" />
      </div>
      <TextField {...field("message")} rows={5} aria-required="true" />
      <Button type="submit" size="lg" disabled={form.pending} className="w-full sm:w-auto">
        {form.pending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
