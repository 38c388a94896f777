"use client";

import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { auditFormText as t } from "@/content/audit-form";
import type { VisitSource } from "@/lib/attribution/visit-source";
import type { AuditField } from "@/lib/validation/audit-form";
import { FormNotice } from "./form-notice";
import { TextField } from "./text-field";
import { type LeadServerAction, useLeadForm } from "./use-lead-form";
import { VisitSourceFields } from "./visit-source-fields";

interface AuditFormProps {
  action: LeadServerAction<AuditField>;
  /** The spam guard's fields, drawn on the server (spam-guard-fields.tsx): none of their code reaches the browser. */
  spamGuard: ReactNode;
  /** What the page's request told of the visit (decision 200). */
  source: VisitSource;
  recaptchaSiteKey?: string;
  nonce?: string;
}

export function AuditForm({ action, spamGuard, source, recaptchaSiteKey, nonce }: AuditFormProps) {
  const router = useRouter();
  const form = useLeadForm<AuditField>({
    kind: "audit",
    serverAction: action,
    loadValidator: () => import("@/lib/validation/audit-form").then((m) => m.validateAuditForm),
    recaptchaSiteKey,
    nonce,
    onSuccess: () => {
      toast({ title: t.successTitle, description: t.successDescription });
      router.push("/");
    },
    onFailure: (error) => toast({ title: t.errorTitle, description: error || t.errorFallback, variant: "destructive" }),
  });
  const outcome = form.serverOutcome;
  const field = (name: AuditField) => ({
    name,
    label: t.labels[name],
    placeholder: t.placeholders[name],
    error: form.errors[name],
    defaultValue: form.values?.[name],
    "aria-required": true,
  });

  return (
    <form key={form.key} {...form.formProps} aria-labelledby="audit-form-heading" className="space-y-5">
      <h2 id="audit-form-heading" className="text-2xl font-bold text-ink-900">
        {t.heading}
      </h2>
      <p className="text-ink-700">{t.intro}</p>
      {outcome.status === "success" && (
        <FormNotice tone="success" title={t.successTitle} description={t.successDescription}>
          <Link href="/" className="mt-3 inline-block font-semibold underline hover:no-underline">
            {t.successHomeLink}
          </Link>
        </FormNotice>
      )}
      {outcome.status === "error" && (
        <FormNotice tone="error" title={t.errorTitle} description={outcome.error || t.errorFallback} />
      )}
      {spamGuard}
      <VisitSourceFields source={source} values={form.values} />
      <TextField {...field("businessName")} autoComplete="organization" />
      <TextField {...field("name")} autoComplete="name" />
      <TextField {...field("email")} type="email" autoComplete="email" />
      <TextField {...field("phone")} type="tel" autoComplete="tel" />
      <Button type="submit" variant="accent" size="lg" disabled={form.pending} className="w-full">
        {form.pending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
