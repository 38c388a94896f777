import { getAdminFromHeaders } from "@/server/auth/require-admin";
import { clientIp } from "@/server/http/client-address";
import { downloadHeaders, plainText } from "@/server/http/downloads";
import { isSameOrigin } from "@/server/http/request-body";
import { parsePrivacyRequest } from "@/lib/validation/privacy-request";
import { exportPersonalData } from "@/server/leads/privacy";
import { getLogger } from "@/server/ops/logger";

/**
 * POST /admin/privacy/export (the "Export" button's form): every lead and subscriber record of
 * an address, as a JSON download. A POST, so that the address stays out of URLs, histories and logs.
 */
export async function POST(request: Request): Promise<Response> {
  // Layouts do not wrap route handlers: this one checks the session itself.
  const session = await getAdminFromHeaders(request.headers);
  if (!session) return plainText("Authentication required", 401);
  if (!isSameOrigin(request)) return plainText("Cross-site request refused", 403);

  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    return plainText("Expected a form with an email field", 400);
  }
  const parsed = parsePrivacyRequest(data);
  if ("errors" in parsed) return plainText(parsed.errors.email ?? "Please enter a valid email address", 400);

  try {
    const records = await exportPersonalData(parsed.value.email, {
      account: session.user.email,
      ip: clientIp(request.headers),
    });
    const day = records.exportedAt.slice(0, 10);
    return new Response(JSON.stringify(records, null, 2), {
      // No address in the file name: download lists and proxies' logs show it.
      headers: downloadHeaders("application/json; charset=utf-8", `privacy-export-${day}.json`),
    });
  } catch (error) {
    getLogger().error({ err: error }, "Exporting a privacy request failed");
    return plainText("Failed to export the records", 500);
  }
}
