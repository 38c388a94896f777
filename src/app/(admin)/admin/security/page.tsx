import type { Metadata } from "next";
import { requireAdmin } from "@/server/auth/require-admin";
import { AuditLogSection } from "./_components/audit-log-section";

export const metadata: Metadata = { title: "Security" };

export default async function SecurityPage() {
  await requireAdmin();
  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">Security</h1>
      <AuditLogSection />
    </>
  );
}
