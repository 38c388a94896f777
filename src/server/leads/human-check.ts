import "server-only";
import { getLogger } from "../ops/logger";

/**
 * reCAPTCHA v3, verified on the server: the browser only hands over a token, and what the
 * verifier says about it decides `recaptcha_verified`.
 */

export interface RecaptchaSettings {
  secretKey: string;
  verifyUrl: string;
}

/** Why a check failed, as `/api/verify-recaptcha` answers it; the forms never show it. */
export type HumanCheckError =
  "reCAPTCHA timeout" | "reCAPTCHA verification failed" | "Failed to verify reCAPTCHA token";

export type HumanCheckResult = { success: true } | { success: false; error: HumanCheckError };

const VERIFY_TIMEOUT_MS = 5000;

/** reCAPTCHA v3 scores run from 0 (a bot) to 1 (a person); Google suggests 0.5 to start with. */
const MIN_SCORE = 0.5;

const MAX_TOKEN_LENGTH = 4096;

interface VerifierAnswer {
  success?: unknown;
  action?: unknown;
  score?: unknown;
}

export async function verifyRecaptcha(
  token: string,
  expectedAction: string,
  settings: RecaptchaSettings,
  remoteIp?: string,
): Promise<HumanCheckResult> {
  // Google's tokens are a few hundred characters long.
  if (!token || token.length > MAX_TOKEN_LENGTH) return { success: false, error: "reCAPTCHA verification failed" };
  const body = new URLSearchParams({ secret: settings.secretKey, response: token });
  if (remoteIp && remoteIp !== "unknown") body.set("remoteip", remoteIp);

  let answer: VerifierAnswer;
  try {
    const response = await fetch(settings.verifyUrl, {
      method: "POST",
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    answer = (await response.json()) as VerifierAnswer;
  } catch (err) {
    if (err instanceof Error && err.name === "TimeoutError") return { success: false, error: "reCAPTCHA timeout" };
    getLogger().warn({ err }, "reCAPTCHA verification request failed");
    return { success: false, error: "Failed to verify reCAPTCHA token" };
  }

  const passed =
    answer.success === true &&
    answer.action === expectedAction &&
    (typeof answer.score !== "number" || answer.score >= MIN_SCORE);
  return passed ? { success: true } : { success: false, error: "reCAPTCHA verification failed" };
}
