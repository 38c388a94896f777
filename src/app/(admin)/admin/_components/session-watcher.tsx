"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { forgetSignedInHint } from "@/lib/signed-in-hint";

const CHECK_EVERY_MS = 60_000;

/**
 * Sends an open admin page to /login once its session has ended (signed out in another tab,
 * idle too long, past its maximum age, or revoked), checking every minute and whenever the tab
 * comes back into view.
 */
export function SessionWatcher() {
  const router = useRouter();
  useEffect(() => {
    let stopped = false;
    async function check() {
      if (document.visibilityState !== "visible") return;
      try {
        // Looking must not count as using: a tab left open still times out after 12 idle hours.
        const response = await fetch("/api/auth/get-session?disableRefresh=true", { cache: "no-store" });
        if (!response.ok || stopped) return;
        if ((await response.json()) === null) {
          forgetSignedInHint();
          router.replace("/login");
        }
      } catch {
        // Offline for a moment: the next check decides.
      }
    }
    const timer = setInterval(check, CHECK_EVERY_MS);
    document.addEventListener("visibilitychange", check);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [router]);
  return null;
}
