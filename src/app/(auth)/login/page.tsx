import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { headers } from "next/headers";
import { getSessionFromHeaders } from "@/server/auth/auth";
import { getSiteFacts } from "@/server/site-settings";
import { LoginForm } from "./_components/login-form";
import { signInAction, verifySignInCodeAction } from "./actions";

export const metadata: Metadata = {
  title: "Admin Login",
  robots: { index: false, follow: false },
};

export default async function LoginPage() {
  // The request's own cookie: a visitor who arrives signed in goes on. Not the one the sign-in
  // action has just set, or its answer would turn into a redirect before the form hears it.
  if (await getSessionFromHeaders(await headers())) redirect("/admin");
  const { name, logo } = await getSiteFacts();
  return <LoginForm action={signInAction} codeAction={verifySignInCodeAction} agencyName={name} logo={logo} />;
}
