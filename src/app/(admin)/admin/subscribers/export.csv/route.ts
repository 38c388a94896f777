import { site } from "@/content/site";
import { csvFileName } from "@/lib/csv";
import { confirmedSubscribersCsv } from "@/server/audience/subscriber-admin";
import { recordAudit } from "@/server/auth/audit-log";
import { getAdminFromHeaders } from "@/server/auth/require-admin";
import { clientIp } from "@/server/http/client-address";
import { downloadHeaders, plainText } from "@/server/http/downloads";
import { getLogger } from "@/server/ops/logger";

/** GET /admin/subscribers/export.csv: the confirmed addresses, with the consent each gave. */
export async function GET(request: Request): Promise<Response> {
  // Layouts do not wrap route handlers: this one checks the session itself.
  const session = await getAdminFromHeaders(request.headers);
  if (!session) return plainText("Authentication required", 401);
  let body: string;
  try {
    body = await confirmedSubscribersCsv();
  } catch (error) {
    getLogger().error({ err: error }, "Exporting newsletter subscribers failed");
    return plainText("Failed to fetch subscribers", 500);
  }
  await recordAudit({ action: "subscribers-exported", actor: session.user.email, ip: clientIp(request.headers) });
  return new Response(body, {
    headers: downloadHeaders("text/csv; charset=utf-8", csvFileName("newsletter-subscribers", site.timeZone)),
  });
}
