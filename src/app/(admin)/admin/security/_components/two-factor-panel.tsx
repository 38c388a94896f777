"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { TextField } from "@/components/forms/text-field";
import { useAdminForm } from "@/components/forms/use-admin-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { validateEnrolCode } from "@/lib/validation/two-factor";
import { confirmTwoFactorAction, disableTwoFactorAction, newBackupCodesAction, startTwoFactorAction } from "../actions";
import { PasswordForm } from "./password-form";

type Step = { name: "idle" } | { name: "scan"; qrSvg: string; secret: string } | { name: "codes"; codes: string[] };

/**
 * Two-factor sign-in: set up (password, QR code and secret, a code to confirm, the backup codes
 * once), or, when on, new backup codes and turning it off. One component for both, so that the
 * backup codes stay in view while the page refreshes around them.
 */
export function TwoFactorPanel({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ name: "idle" });
  const done = () => {
    setStep({ name: "idle" });
    router.refresh();
  };

  if (step.name === "codes") return <BackupCodes codes={step.codes} onDone={done} />;
  if (step.name === "scan") {
    return (
      <ScanStep
        qrSvg={step.qrSvg}
        secret={step.secret}
        onConfirmed={(codes) => {
          toast({ title: "Two-factor sign-in is on" });
          setStep({ name: "codes", codes });
        }}
      />
    );
  }
  if (!enabled) {
    return (
      <>
        <p className="mt-2 text-ink-700">
          Two-factor sign-in is <strong>off</strong>. Turn it on to ask for a code from an authenticator app (such as
          1Password, Google Authenticator or Aegis) after the password.
        </p>
        <PasswordForm
          action={startTwoFactorAction}
          submit={["Set up two-factor sign-in", "Checking..."]}
          onAnswer={(state) => {
            if (state.status === "scan" && "qrSvg" in state)
              setStep({ name: "scan", qrSvg: state.qrSvg, secret: state.secret });
          }}
        />
      </>
    );
  }
  return (
    <>
      <p className="mt-2 text-ink-700">
        Two-factor sign-in is <strong>on</strong>: signing in asks for a code from your authenticator app or a backup
        code.
      </p>
      <h3 className="mt-6 font-semibold text-ink-900">New backup codes</h3>
      <p className="mt-1 text-sm text-ink-700">Makes ten new backup codes; the old ones stop working.</p>
      <PasswordForm
        action={newBackupCodesAction}
        submit={["Make new backup codes", "Making..."]}
        variant="secondary"
        onAnswer={(state) => {
          if (state.status === "codes" && "backupCodes" in state) setStep({ name: "codes", codes: state.backupCodes });
        }}
      />
      <h3 className="mt-8 font-semibold text-ink-900">Turn off</h3>
      <p className="mt-1 text-sm text-ink-700">Sign-in will ask for the password only.</p>
      <PasswordForm
        action={disableTwoFactorAction}
        submit={["Turn off two-factor sign-in", "Turning off..."]}
        variant="destructive"
        onAnswer={(state) => {
          if (state.status !== "success") return;
          toast({ title: "Two-factor sign-in is off" });
          router.refresh();
        }}
      />
    </>
  );
}

function ScanStep({
  qrSvg,
  secret,
  onConfirmed,
}: {
  qrSvg: string;
  secret: string;
  onConfirmed: (codes: string[]) => void;
}) {
  const { formProps, pending, errors } = useAdminForm({
    action: confirmTwoFactorAction,
    validate: validateEnrolCode,
    onAnswer: (state) => {
      if (state.status === "codes") onConfirmed(state.backupCodes);
    },
  });
  return (
    <div className="mt-4 space-y-4">
      <p className="text-ink-700">
        Scan this QR code with your authenticator app, or type the secret below into it. Then enter the code it shows.
      </p>
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="w-48 rounded-lg bg-white p-2 ring-1 ring-ink-200 [&>svg]:h-auto [&>svg]:w-full"
        // Drawn on the server by uqr from better-auth's otpauth address: no script, no data: URL.
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <div>
        <p className="text-sm font-semibold text-ink-800">Secret</p>
        <p className="mt-1 font-mono text-lg tracking-wider break-all text-ink-900" data-testid="totp-secret">
          {secret.match(/.{1,4}/g)?.join(" ")}
        </p>
      </div>
      <form {...formProps} className="flex max-w-md flex-col gap-4">
        <TextField
          name="code"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code}
        />
        <Button type="submit" disabled={pending} className="self-start">
          {pending ? "Checking..." : "Turn on two-factor sign-in"}
        </Button>
      </form>
    </div>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="mt-4 space-y-4" role="region" aria-labelledby="backup-codes-heading">
      <h3 id="backup-codes-heading" className="font-semibold text-ink-900">
        Your backup codes
      </h3>
      <p className="text-ink-700">
        Keep these ten codes somewhere safe, away from your phone. Each signs you in once if your phone is lost. They
        are shown only now.
      </p>
      <ul className="grid max-w-md grid-cols-2 gap-2 font-mono text-lg text-ink-900" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code} className="rounded bg-ink-100 px-3 py-1">
            {code}
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>I have saved them</Button>
    </div>
  );
}
