import { cn } from "@/lib/utils";
import { getConfig } from "@/server/config";
import type { NotificationState } from "@/server/leads/leads";
import { leadDeliveries } from "@/server/leads/outbox";
import { formatDateTime } from "@/lib/dates";
import { tones } from "./notification-status";

/** A CRM's error text can be long; the page shows its start. */
const MAX_ERROR_CHARACTERS = 160;

function bounded(text: string): string {
  return text.length > MAX_ERROR_CHARACTERS ? `${text.slice(0, MAX_ERROR_CHARACTERS - 1)}…` : text;
}

function shown({ status, attempts, last_error, sent_at }: NotificationState): {
  tone: keyof typeof tones;
  label: string;
} {
  switch (status) {
    case "sent":
      return { tone: "good", label: sent_at ? `Delivered ${formatDateTime(sent_at)}` : "Delivered" };
    case "failed":
      return { tone: "bad", label: `Failed: ${bounded(last_error ?? "unknown error")}` };
    case "sending":
      // The attempt under way is counted already.
      return { tone: "waiting", label: `Sending, attempt ${attempts}` };
    case "pending":
      return { tone: "waiting", label: `Pending, attempt ${attempts + 1}` };
  }
}

/** Where a lead's POST to the CRM webhook stands; nothing for a lead without one (spam, or no webhook then). */
export function WebhookDeliveryStatus({ delivery }: { delivery: NotificationState | null | undefined }) {
  if (!delivery) return null;
  const { tone, label } = shown(delivery);
  const retrying = delivery.status === "pending" && delivery.attempts > 0 && delivery.last_error;
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="font-medium text-ink-700">Webhook:</span>{" "}
      <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold break-all ring-1 ring-inset", tones[tone])}>
        {label}
      </span>
      {retrying && <span className="break-all text-ink-600">last error: {bounded(delivery.last_error!)}</span>}
    </p>
  );
}

/** The lead page's webhook line: nothing while LEAD_WEBHOOK_URL is not set. */
export async function WebhookDelivery({ leadId }: { leadId: number }) {
  if (!getConfig().leadWebhook) return null;
  const deliveries = await leadDeliveries(leadId);
  return <WebhookDeliveryStatus delivery={deliveries["lead-webhook"]} />;
}
