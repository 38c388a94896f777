import "server-only";
import path from "node:path";
import proxyAddr from "proxy-addr";
import { z } from "zod";
import { MIN_FILL_MS } from "@/lib/lead-forms";
import { STORAGE_TIME_BOUND_MS } from "./storage/image-storage";

/**
 * The whole environment of the site, read and validated once. Every other module
 * asks `getConfig()`; nothing else reads `process.env` for settings.
 */

export type DatabaseTarget = { kind: "sqlite"; path: string } | { kind: "postgres"; url: string };

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = "ConfigError";
  }
}

const DEFAULT_RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** pino's levels, quietest last. */
const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;

// Empty strings in .env files mean "not set".
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

function httpUrl(protocols: string[]) {
  return z.url({
    protocol: new RegExp(`^(${protocols.join("|")})$`),
    error: `must be a ${protocols.join(" or ")} URL`,
  });
}

/** One address or several separated by commas; each must be an e-mail address, named when it is not. */
const emailList = z.string().transform((value, ctx) => {
  const addresses = [...new Set(value.split(",").map((address) => address.trim()))].filter(Boolean);
  const wrong = addresses.find((address) => !z.email().safeParse(address).success);
  if (wrong === undefined && addresses.length > 0) return addresses;
  ctx.addIssue({
    code: "custom",
    message:
      wrong === undefined
        ? "must list at least one e-mail address"
        : `"${wrong}" is not an e-mail address (separate several addresses with commas)`,
  });
  return z.NEVER;
});

const EnvSchema = z.object({
  PORT: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: "must be a port number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .default(3000),
  ),
  SITE_URL: optionalText.pipe(httpUrl(["http", "https"]).optional()),
  TRUST_PROXY: optionalText,
  DATABASE_URL: optionalText,
  UPLOAD_DIR: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(MIN_ADMIN_PASSWORD_LENGTH, `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`).optional(),
  ),
  ADMIN_REQUIRE_2FA: optionalText.pipe(z.enum(["true", "false"], { error: "must be true or false" }).optional()),
  SMTP_URL: optionalText.pipe(httpUrl(["smtp", "smtps"]).optional()),
  NOTIFY_EMAIL: optionalText.pipe(emailList.optional()),
  LEAD_WEBHOOK_URL: optionalText.pipe(httpUrl(["http", "https"]).optional()),
  LEAD_WEBHOOK_SECRET: optionalText,
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  RECAPTCHA_VERIFY_URL: optionalText.pipe(httpUrl(["http", "https"]).default(DEFAULT_RECAPTCHA_VERIFY_URL)),
  GA_MEASUREMENT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, "must look like G-XXXXXXXXXX")
      .optional(),
  ),
  SCHEDULER_URL: optionalText.pipe(httpUrl(["https"]).optional()),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens",
      )
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(httpUrl(["http", "https"]).optional()),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(["true", "false"], { error: "must be true or false" }).optional()),
  LEAD_RETENTION_DAYS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: "must be a number of days" })
      .int("must be a whole number of days")
      .positive("must be at least 1")
      .optional(),
  ),
  LOG_LEVEL: optionalText.pipe(
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  ),
  FORM_MIN_FILL_MS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: "must be a number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(0, "must be 0 or more")
      .default(MIN_FILL_MS),
  ),
  STORAGE_TIMEOUT_MS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: "must be a number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(100, "must be at least 100")
      .default(STORAGE_TIME_BOUND_MS),
  ),
  OUTBOX_POLL_MS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: "must be a number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(100, "must be at least 100")
      .default(15_000),
  ),
  SHUTDOWN_GRACE_MS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: "must be a number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(0, "must be 0 or more")
      .default(10_000),
  ),
  QUERY_LOG_FILE: optionalText,
});

const S3_SETTINGS = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;
const DEFAULT_S3_REGION = "us-east-1";

/** Uploads go to a bucket when S3_BUCKET is set; its other settings mean nothing without it. */
function s3Settings(e: z.infer<typeof EnvSchema>) {
  if (!e.S3_BUCKET) {
    const stray = S3_SETTINGS.find((name) => e[name] !== undefined);
    if (stray) throw new ConfigError("S3_BUCKET", `must be set when ${stray} is (or leave every S3_ variable unset)`);
    return undefined;
  }
  for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
    if (!e[name]) throw new ConfigError(name, "must be set together with S3_BUCKET");
  }
  const region = e.S3_REGION ?? DEFAULT_S3_REGION;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
    region,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
  };
}

/**
 * Who may say, in X-Forwarded-For, whom they forwarded for (decision 110): nobody by default;
 * a hop count ("1": one proxy in front, whatever its address); or addresses and ranges of the
 * proxies ("10.0.0.0/8, loopback": any of proxy-addr's names or CIDR ranges).
 */
export type TrustProxy = { hops: number } | { addresses: string[] } | undefined;

function trustProxySetting(value: string | undefined): TrustProxy {
  if (!value || value === "false" || value === "0") return undefined;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new ConfigError(
      "TRUST_PROXY",
      `must be a hop count or a list of proxy addresses and ranges (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return { addresses };
}

export type Config = ReturnType<typeof loadConfig>;

export function parseDatabaseUrl(value: string | undefined, cwd: string): DatabaseTarget {
  if (!value) return { kind: "sqlite", path: path.resolve(cwd, "data/site.db") };
  if (value.startsWith("file:")) {
    const file = value.slice("file:".length);
    if (!file) throw new ConfigError("DATABASE_URL", "file: needs a path, for example file:data/site.db");
    return { kind: "sqlite", path: path.resolve(cwd, file) };
  }
  if (/^postgres(ql)?:\/\//.test(value)) {
    try {
      new URL(value);
    } catch {
      throw new ConfigError("DATABASE_URL", "is not a valid PostgreSQL URL");
    }
    return { kind: "postgres", url: value };
  }
  const scheme = value.split(":")[0];
  throw new ConfigError(
    "DATABASE_URL",
    `unsupported scheme "${scheme}:"; use file:PATH for SQLite or postgres:// for PostgreSQL (or leave it unset)`,
  );
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The CRM webhook: leads leave the site with their contact details, so only over https. Plain
 * http only to this machine (a relay beside the server, a CRM stand-in in development and tests),
 * where nothing crosses a network.
 */
function leadWebhookSettings(e: z.infer<typeof EnvSchema>) {
  if (!e.LEAD_WEBHOOK_URL) {
    if (e.LEAD_WEBHOOK_SECRET) throw new ConfigError("LEAD_WEBHOOK_URL", "must be set when LEAD_WEBHOOK_SECRET is");
    return undefined;
  }
  const url = new URL(e.LEAD_WEBHOOK_URL);
  if (url.protocol !== "https:" && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new ConfigError("LEAD_WEBHOOK_URL", "must be an https URL (http only to localhost)");
  }
  if (!e.LEAD_WEBHOOK_SECRET) throw new ConfigError("LEAD_WEBHOOK_SECRET", "must be set when LEAD_WEBHOOK_URL is");
  return { url: url.href, secret: e.LEAD_WEBHOOK_SECRET };
}

export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0]);
    throw new ConfigError(variable, issue.message);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    const missing = e.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL";
    throw new ConfigError(missing, "must be set together with " + (e.ADMIN_EMAIL ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"));
  }
  if (Boolean(e.RECAPTCHA_SITE_KEY) !== Boolean(e.RECAPTCHA_SECRET_KEY)) {
    const missing = e.RECAPTCHA_SITE_KEY ? "RECAPTCHA_SECRET_KEY" : "RECAPTCHA_SITE_KEY";
    throw new ConfigError(missing, "reCAPTCHA needs both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY");
  }
  const siteUrl = new URL(e.SITE_URL ?? `http://localhost:${e.PORT}`).origin;
  const leadWebhook = leadWebhookSettings(e);

  return {
    port: e.PORT,
    siteUrl,
    isHttps: siteUrl.startsWith("https://"),
    trustProxy: trustProxySetting(e.TRUST_PROXY),
    database: parseDatabaseUrl(e.DATABASE_URL, cwd),
    uploadDir: path.resolve(cwd, e.UPLOAD_DIR ?? "data/uploads"),
    s3: s3Settings(e),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    requireTwoFactor: e.ADMIN_REQUIRE_2FA === "true",
    smtpUrl: e.SMTP_URL,
    notifyEmail: e.NOTIFY_EMAIL,
    leadWebhook,
    recaptcha:
      e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
        ? { siteKey: e.RECAPTCHA_SITE_KEY, secretKey: e.RECAPTCHA_SECRET_KEY, verifyUrl: e.RECAPTCHA_VERIFY_URL }
        : undefined,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    schedulerUrl: e.SCHEDULER_URL,
    logLevel: e.LOG_LEVEL,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    formMinFillMs: e.FORM_MIN_FILL_MS,
    storageTimeoutMs: e.STORAGE_TIMEOUT_MS,
    outboxPollMs: e.OUTBOX_POLL_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    queryLogFile: e.QUERY_LOG_FILE ? path.resolve(cwd, e.QUERY_LOG_FILE) : undefined,
  } as const;
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= loadConfig(process.env);
  return cached;
}
