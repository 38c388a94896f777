import type { ReactNode } from "react";
import { Notifications } from "@/components/ui/notifications";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" className="flex min-h-screen items-center justify-center bg-ink-50 px-4 py-16">
        {children}
      </main>
      <Notifications />
    </>
  );
}
