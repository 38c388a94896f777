import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getAdminSession } from "@/server/auth/require-admin";
import { LoginForm } from "./_components/login-form";
import { signInAction, verifySignInCodeAction } from "./actions";

export const metadata: Metadata = {
  title: "Admin Login",
  robots: { index: false, follow: false },
};

export default async function LoginPage() {
  if (await getAdminSession()) redirect("/admin");
  return <LoginForm action={signInAction} codeAction={verifySignInCodeAction} />;
}
