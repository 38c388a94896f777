import { cn } from "@/lib/utils";
import type { NotificationState } from "@/server/leads/leads";
import { formatDateTime } from "@/lib/dates";

/** Badge colours of a delivery state, shared with the webhook's. */
export const tones = {
  good: "bg-brand-50 text-brand-900 ring-brand-200",
  waiting: "bg-accent-100 text-ink-900 ring-accent-300",
  bad: "bg-red-50 text-red-800 ring-red-200",
  none: "bg-ink-100 text-ink-700 ring-ink-200",
} as const;

interface Shown {
  tone: keyof typeof tones;
  label: string;
  detail?: string;
}

function shown(notification: NotificationState | null, spam: boolean): Shown {
  if (!notification) return { tone: "none", label: spam ? "Not sent (spam)" : "No notification" };
  const { status, attempts, last_error, sent_at } = notification;
  switch (status) {
    case "sent":
      return { tone: "good", label: "Sent", detail: sent_at ? `on ${formatDateTime(sent_at)}` : undefined };
    case "failed":
      return { tone: "bad", label: last_error ? `Failed: ${last_error}` : "Failed" };
    case "sending":
      return { tone: "waiting", label: "Sending" };
    case "pending":
      // A pending row with attempts behind it is between retries: say why.
      return {
        tone: "waiting",
        label: "Pending",
        detail:
          attempts > 0 && last_error
            ? `retrying after ${attempts} failed attempt${attempts === 1 ? "" : "s"}: ${last_error}`
            : undefined,
      };
  }
}

/** The e-mail notification of one submission: Sent, Pending, Sending or Failed with its error. */
export function NotificationStatus({ notification, spam }: { notification: NotificationState | null; spam: boolean }) {
  const { tone, label, detail } = shown(notification, spam);
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="font-medium text-ink-700">Notification:</span>
      <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold break-all ring-1 ring-inset", tones[tone])}>
        {label}
      </span>
      {detail && <span className="text-ink-600">{detail}</span>}
    </p>
  );
}
