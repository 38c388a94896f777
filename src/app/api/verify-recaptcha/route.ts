import { clientIp, rateLimitSubject } from "@/server/http/client-address";
import { getConfig } from "@/server/config";
import { verifyRecaptcha } from "@/server/leads/human-check";
import { hitRateLimit } from "@/server/rate-limit";
import { BadRequestError, isSameOrigin, readFormOrJson } from "@/server/http/request-body";

/**
 * POST {token, action} → {success, error}: a reCAPTCHA token checked on the server, kept for
 * clients of the older site. The lead forms do not need it: their endpoints verify tokens themselves.
 */

const MAX_BODY_BYTES = 8 * 1024;
const RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

function answer(success: boolean, error: string | null, status = 200, headers: Record<string, string> = {}) {
  return Response.json({ success, error }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export async function POST(request: Request) {
  if (!isSameOrigin(request)) return answer(false, "Cross-site requests are not allowed", 403);
  let body;
  try {
    body = await readFormOrJson(request, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof BadRequestError) return answer(false, `Invalid request: ${err.message}`, err.status);
    throw err;
  }
  const token = body instanceof FormData ? body.get("token") : body.token;
  const action = body instanceof FormData ? body.get("action") : body.action;
  if (typeof token !== "string" || typeof action !== "string" || token.length > 4096 || action.length > 100) {
    return answer(false, "Invalid request: token and action must be text", 400);
  }

  const ip = clientIp(request.headers);
  const limit = await hitRateLimit(`verify-recaptcha:${rateLimitSubject(ip)}`, RATE_LIMIT);
  if (!limit.allowed) {
    return answer(false, "Too many requests. Please try again later.", 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  const settings = getConfig().recaptcha;
  if (!settings) return answer(false, "reCAPTCHA is not configured", 503);
  const result = await verifyRecaptcha(token, action, settings, ip);
  return result.success ? answer(true, null) : answer(false, result.error);
}
