import type { Metadata } from "next";
import { getAuth } from "@/server/auth/auth";
import { authHeaders, mustEnrolTwoFactor, requireAdmin } from "@/server/auth/require-admin";
import { AuditLogSection } from "./_components/audit-log-section";
import { SessionList } from "./_components/session-list";
import { TwoFactorPanel } from "./_components/two-factor-panel";

export const metadata: Metadata = { title: "Security" };

const sectionClass = "mt-8 rounded-xl bg-white p-6 ring-1 ring-ink-200";

export default async function SecurityPage() {
  const admin = await requireAdmin({ enrolling: true });
  const sessions = await (await getAuth()).api.listSessions({ headers: await authHeaders() });

  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">Security</h1>
      {mustEnrolTwoFactor(admin) && (
        <p role="status" className="mt-4 rounded-lg bg-accent-100 p-4 text-ink-900 ring-1 ring-accent-300">
          This site requires two-factor sign-in. Set it up below to use the rest of the admin.
        </p>
      )}

      <section aria-labelledby="two-factor" className={sectionClass}>
        <h2 id="two-factor" className="text-lg font-bold text-ink-900">
          Two-factor sign-in
        </h2>
        <TwoFactorPanel enabled={Boolean(admin.user.twoFactorEnabled)} />
      </section>

      <section aria-labelledby="sessions" className={sectionClass}>
        <h2 id="sessions" className="text-lg font-bold text-ink-900">
          Sessions
        </h2>
        <p className="mt-2 text-sm text-ink-700">Where your account is signed in now.</p>
        <SessionList sessions={sessions} currentId={admin.session.id} />
      </section>

      <AuditLogSection />
    </>
  );
}
