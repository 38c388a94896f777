import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Notifications } from "@/components/ui/notifications";
import { requireAdmin } from "@/server/auth/require-admin";
import { AdminHeader } from "./_components/admin-header";
import { SessionWatcher } from "./_components/session-watcher";

export const metadata: Metadata = {
  title: { default: "Admin", template: "%s | Admin" },
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: { children: ReactNode }) {
  // The security page lives under this layout, so an admin who must enrol still gets it.
  const { user } = await requireAdmin({ enrolling: true });
  return (
    <div className="min-h-screen bg-ink-50">
      <AdminHeader email={user.email} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {children}
      </main>
      <SessionWatcher />
      <Notifications />
    </div>
  );
}
