"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { TextField } from "@/components/forms/text-field";
import { useAdminForm } from "@/components/forms/use-admin-form";
import { Logo } from "@/components/layout/logo";
import type { LogoImage } from "@/lib/site-settings";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { validateLogin } from "@/lib/validation/login";
import type { SignInCodeState, SignInState } from "../actions";
import { addressErrorMessage } from "./address-error";
import { CodeStep } from "./code-step";

const SIGN_IN_FALLBACK = "An error occurred during sign in.";

/** A known error code handed back in the address hash, as our own sentence (see address-error.ts). */
const hashError = () => addressErrorMessage(window.location.hash);

function subscribeToHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

type SignInAction = (state: SignInState, data: FormData) => Promise<SignInState>;
type CodeAction = (state: SignInCodeState, data: FormData) => Promise<SignInCodeState>;

export function LoginForm({
  action,
  codeAction,
  agencyName,
  logo,
}: {
  action: SignInAction;
  codeAction: CodeAction;
  agencyName: string;
  logo?: LogoImage;
}) {
  const router = useRouter();
  // Each right password starts a new code step; a new key gives it a fresh form.
  const [codeStep, setCodeStep] = useState(0);
  const signedIn = () => {
    toast({ title: "Logged in successfully" });
    router.replace("/admin");
  };
  const { formProps, pending, errors } = useAdminForm({
    action,
    validate: validateLogin,
    onAnswer: (state) => {
      if (state.status === "success") signedIn();
      else if (state.status === "code") setCodeStep((step) => step + 1);
      else if (state.status === "error" && !Object.keys(state.fieldErrors).length) {
        toast({ title: "Error", description: state.error || SIGN_IN_FALLBACK, variant: "destructive" });
      }
    },
  });
  const addressError = useSyncExternalStore(subscribeToHash, hashError, () => undefined);

  useEffect(() => {
    if (addressError) toast({ title: "Authentication Error", description: addressError, variant: "destructive" });
  }, [addressError]);

  return (
    <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-ink-200">
      <Link href="/" className="inline-block rounded">
        <Logo name={agencyName} logo={logo} />
      </Link>
      {codeStep > 0 ? (
        <CodeStep
          key={codeStep}
          action={codeAction}
          onSignedIn={signedIn}
          onRestart={(message) => {
            setCodeStep(0);
            toast({ title: "Error", description: message, variant: "destructive" });
          }}
        />
      ) : (
        <>
          <h1 className="mt-6 text-2xl font-bold text-ink-900">Admin Login</h1>
          <p className="mt-2 text-sm text-ink-600">
            Sign in to manage blog posts and read contact submissions. There is no sign-up: if you need access, contact
            the site administrator.
          </p>
          {addressError && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
              {addressError}
            </p>
          )}
          <form {...formProps} className="mt-6 space-y-5">
            <TextField name="email" label="Email" type="email" autoComplete="username" error={errors.email} />
            <TextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              error={errors.password}
            />
            <Button type="submit" disabled={pending} className="w-full">
              {pending ? "Processing..." : "Login"}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
