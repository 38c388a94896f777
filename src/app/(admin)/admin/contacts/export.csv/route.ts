import { site } from "@/content/site";
import { CSV_BYTE_ORDER_MARK, type CsvValue, csvFileName, csvLine } from "@/lib/csv";
import { recordAudit } from "@/server/auth/audit-log";
import { getAdminFromHeaders } from "@/server/auth/require-admin";
import { clientIp } from "@/server/http/client-address";
import { downloadHeaders, plainText } from "@/server/http/downloads";
import { type InboxLead, listAllLeadsForExport } from "@/server/leads/leads";
import { getLogger } from "@/server/ops/logger";

const COLUMNS = [
  "id",
  "created_at",
  "name",
  "email",
  "company",
  "phone",
  "service",
  "message",
  "is_spam",
  "read",
  "notification_status",
  "landing_page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "click_id",
  "form_page",
] as const;

function record(row: InboxLead): CsvValue[] {
  return [
    row.id,
    row.created_at,
    row.name,
    row.email,
    row.company,
    row.phone,
    row.service,
    row.message,
    row.is_spam,
    row.read_at !== null,
    row.notification?.status,
    row.landing_page,
    row.referrer_host,
    row.utm_source,
    row.utm_medium,
    row.utm_campaign,
    row.utm_term,
    row.utm_content,
    row.click_id_kind,
    row.form_page,
  ];
}

/** GET /admin/contacts/export.csv: every submission, spam included, newest first. */
export async function GET(request: Request): Promise<Response> {
  // Layouts do not wrap route handlers: this one checks the session itself.
  const session = await getAdminFromHeaders(request.headers);
  if (!session) return plainText("Authentication required", 401);

  const rows = listAllLeadsForExport();
  // Read the first batch before answering, so that a database failure is a 500, not a cut-off file.
  let first: IteratorResult<InboxLead, void>;
  try {
    first = await rows.next();
  } catch (error) {
    getLogger().error({ err: error }, "Exporting contact submissions failed");
    return plainText("Failed to fetch contact submissions", 500);
  }
  await recordAudit({ action: "leads-exported", actor: session.user.email, ip: clientIp(request.headers) });

  const encoder = new TextEncoder();
  let pending: IteratorResult<InboxLead, void> | undefined = first;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BYTE_ORDER_MARK + csvLine(COLUMNS)));
    },
    async pull(controller) {
      try {
        const next = pending ?? (await rows.next());
        pending = undefined;
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLine(record(next.value))));
      } catch (error) {
        getLogger().error({ err: error }, "Exporting contact submissions failed midway");
        controller.error(error);
      }
    },
    async cancel() {
      await rows.return();
    },
  });

  return new Response(body, {
    headers: downloadHeaders("text/csv; charset=utf-8", csvFileName("contact-submissions", site.timeZone)),
  });
}
