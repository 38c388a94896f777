import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const cwd = "/srv/site";

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, cwd);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("works with an empty environment", () => {
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.isHttps).toBe(false);
    expect(config.database).toEqual({ kind: "sqlite", path: path.join(cwd, "data/site.db") });
    expect(config.uploadDir).toBe(path.join(cwd, "data/uploads"));
    expect(config.admin).toBeUndefined();
    expect(config.recaptcha).toBeUndefined();
  });

  it("reads NOTIFY_EMAIL as one or more addresses separated by commas", () => {
    expect(loadConfig({ NOTIFY_EMAIL: "sales@example.com" }, cwd).notifyEmail).toEqual(["sales@example.com"]);
    expect(
      loadConfig({ NOTIFY_EMAIL: " sales@example.com, ops@example.com,,sales@example.com " }, cwd).notifyEmail,
    ).toEqual(["sales@example.com", "ops@example.com"]);
    expect(loadConfig({}, cwd).notifyEmail).toBeUndefined();
  });

  it("derives the default site address from PORT", () => {
    expect(loadConfig({ PORT: "4100" }, cwd).siteUrl).toBe("http://localhost:4100");
  });

  it("reads an empty PORT, as .env files write it, as unset", () => {
    expect(loadConfig({ PORT: "" }, cwd).port).toBe(3000);
    expect(loadConfig({ PORT: " " }, cwd).port).toBe(3000);
  });

  it("keeps only the origin of SITE_URL", () => {
    const config = loadConfig({ SITE_URL: "https://www.example.com/" }, cwd);
    expect(config.siteUrl).toBe("https://www.example.com");
    expect(config.isHttps).toBe(true);
  });

  it("reads SQLite paths and PostgreSQL URLs from DATABASE_URL", () => {
    expect(loadConfig({ DATABASE_URL: "file:tmp/x.db" }, cwd).database).toEqual({
      kind: "sqlite",
      path: path.join(cwd, "tmp/x.db"),
    });
    expect(loadConfig({ DATABASE_URL: "file:/var/lib/site.db" }, cwd).database).toEqual({
      kind: "sqlite",
      path: "/var/lib/site.db",
    });
    for (const url of ["postgres://u@db:5432/site", "postgresql://u@db/site"]) {
      expect(loadConfig({ DATABASE_URL: url }, cwd).database).toEqual({ kind: "postgres", url });
    }
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ SITE_URL: "", DATABASE_URL: "", SMTP_URL: " " }, cwd).database.kind).toBe("sqlite");
  });

  it("names the variable in every error", () => {
    expect(errorOf({ DATABASE_URL: "mysql://db/site" }).message).toBe(
      'Invalid environment variable DATABASE_URL: unsupported scheme "mysql:"; use file:PATH for SQLite or postgres:// for PostgreSQL (or leave it unset)',
    );
    expect(errorOf({ PORT: "http" }).variable).toBe("PORT");
    expect(errorOf({ PORT: "70000" }).message).toBe("Invalid environment variable PORT: must be between 1 and 65535");
    expect(errorOf({ SITE_URL: "example.com" }).variable).toBe("SITE_URL");
    expect(errorOf({ SMTP_URL: "http://mail" }).variable).toBe("SMTP_URL");
    expect(errorOf({ SCHEDULER_URL: "http://cal.example.com" }).variable).toBe("SCHEDULER_URL");
    expect(errorOf({ NOTIFY_EMAIL: "nobody" }).variable).toBe("NOTIFY_EMAIL");
    expect(errorOf({ NOTIFY_EMAIL: "sales@example.com, nobody" }).message).toBe(
      'Invalid environment variable NOTIFY_EMAIL: "nobody" is not an e-mail address (separate several addresses with commas)',
    );
    expect(errorOf({ NOTIFY_EMAIL: " , " }).message).toBe(
      "Invalid environment variable NOTIFY_EMAIL: must list at least one e-mail address",
    );
    expect(errorOf({ GA_MEASUREMENT_ID: "UA-1" }).variable).toBe("GA_MEASUREMENT_ID");
  });

  it("needs the admin e-mail and a long password together", () => {
    expect(errorOf({ ADMIN_EMAIL: "owner@example.com" }).variable).toBe("ADMIN_PASSWORD");
    expect(errorOf({ ADMIN_PASSWORD: "a-long-enough-password" }).variable).toBe("ADMIN_EMAIL");
    expect(errorOf({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "short" }).message).toBe(
      "Invalid environment variable ADMIN_PASSWORD: must be at least 12 characters",
    );
    expect(
      loadConfig({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "a-long-enough-password" }, cwd).admin,
    ).toEqual({
      email: "owner@example.com",
      password: "a-long-enough-password",
    });
  });

  it("needs both reCAPTCHA keys, and defaults the verifier to Google's", () => {
    expect(errorOf({ RECAPTCHA_SITE_KEY: "site" }).variable).toBe("RECAPTCHA_SECRET_KEY");
    const config = loadConfig({ RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET_KEY: "secret" }, cwd);
    expect(config.recaptcha).toEqual({
      siteKey: "site",
      secretKey: "secret",
      verifyUrl: "https://www.google.com/recaptcha/api/siteverify",
    });
  });
});

describe("loadConfig: S3 image storage", () => {
  const keys = { S3_ACCESS_KEY_ID: "AKID", S3_SECRET_ACCESS_KEY: "secret" };

  it("keeps images in the local folder without S3_BUCKET", () => {
    expect(loadConfig({}, cwd).s3).toBeUndefined();
  });

  it("reads a bucket with its keys, defaulting to AWS in us-east-1 with virtual-hosted addresses", () => {
    expect(loadConfig({ S3_BUCKET: "agency-images", ...keys }, cwd).s3).toEqual({
      bucket: "agency-images",
      endpoint: "https://s3.us-east-1.amazonaws.com",
      region: "us-east-1",
      accessKeyId: "AKID",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    const minio = loadConfig(
      {
        S3_BUCKET: "site",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "auto",
        S3_FORCE_PATH_STYLE: "true",
        ...keys,
      },
      cwd,
    ).s3;
    expect(minio).toMatchObject({ endpoint: "http://127.0.0.1:9000", region: "auto", forcePathStyle: true });
  });

  it("names the missing variable when the settings are incomplete", () => {
    expect(errorOf({ S3_BUCKET: "site", S3_SECRET_ACCESS_KEY: "secret" }).variable).toBe("S3_ACCESS_KEY_ID");
    expect(errorOf({ S3_BUCKET: "site", S3_ACCESS_KEY_ID: "AKID" }).variable).toBe("S3_SECRET_ACCESS_KEY");
    const stray = errorOf({ S3_ENDPOINT: "https://s3.example.com", ...keys });
    expect(stray.variable).toBe("S3_BUCKET");
    expect(stray.message).toContain("S3_ENDPOINT");
  });

  it("refuses a bad bucket name, endpoint or path-style flag", () => {
    expect(errorOf({ S3_BUCKET: "My_Bucket/..", ...keys }).variable).toBe("S3_BUCKET");
    expect(errorOf({ S3_BUCKET: "site", S3_ENDPOINT: "ftp://example.com", ...keys }).variable).toBe("S3_ENDPOINT");
    expect(errorOf({ S3_BUCKET: "site", S3_FORCE_PATH_STYLE: "yes", ...keys }).variable).toBe("S3_FORCE_PATH_STYLE");
  });

  it("logs at info unless LOG_LEVEL names another of pino's levels", () => {
    expect(loadConfig({}, cwd).logLevel).toBe("info");
    expect(loadConfig({ LOG_LEVEL: "debug" }, cwd).logLevel).toBe("debug");
    expect(errorOf({ LOG_LEVEL: "verbose" }).message).toBe(
      "Invalid environment variable LOG_LEVEL: must be one of trace, debug, info, warn, error, fatal, silent",
    );
  });

  it("leaves the lead retention to the settings screen unless LEAD_RETENTION_DAYS names a positive whole number", () => {
    expect(loadConfig({}, cwd).leadRetentionDays).toBeUndefined();
    expect(loadConfig({ LEAD_RETENTION_DAYS: " 365 " }, cwd).leadRetentionDays).toBe(365);
    expect(errorOf({ LEAD_RETENTION_DAYS: "0" }).message).toBe(
      "Invalid environment variable LEAD_RETENTION_DAYS: must be at least 1",
    );
    expect(errorOf({ LEAD_RETENTION_DAYS: "1.5" }).variable).toBe("LEAD_RETENTION_DAYS");
    expect(errorOf({ LEAD_RETENTION_DAYS: "two years" }).variable).toBe("LEAD_RETENTION_DAYS");
  });

  it("files a form sent within 3 seconds as spam unless FORM_MIN_FILL_MS names another time", () => {
    expect(loadConfig({}, cwd).formMinFillMs).toBe(3000);
    expect(loadConfig({ FORM_MIN_FILL_MS: "1000" }, cwd).formMinFillMs).toBe(1000);
    expect(loadConfig({ FORM_MIN_FILL_MS: "0" }, cwd).formMinFillMs).toBe(0);
    expect(errorOf({ FORM_MIN_FILL_MS: "-1" }).message).toBe(
      "Invalid environment variable FORM_MIN_FILL_MS: must be 0 or more",
    );
    expect(errorOf({ FORM_MIN_FILL_MS: "a second" }).variable).toBe("FORM_MIN_FILL_MS");
  });

  it("looks for due notifications every 15 seconds and gives a shutdown 10, unless OUTBOX_POLL_MS and SHUTDOWN_GRACE_MS say otherwise", () => {
    expect(loadConfig({}, cwd)).toMatchObject({ outboxPollMs: 15_000, shutdownGraceMs: 10_000 });
    expect(loadConfig({ OUTBOX_POLL_MS: "1000", SHUTDOWN_GRACE_MS: "0" }, cwd)).toMatchObject({
      outboxPollMs: 1000,
      shutdownGraceMs: 0,
    });
    expect(errorOf({ OUTBOX_POLL_MS: "50" }).message).toBe(
      "Invalid environment variable OUTBOX_POLL_MS: must be at least 100",
    );
    expect(errorOf({ SHUTDOWN_GRACE_MS: "soon" }).variable).toBe("SHUTDOWN_GRACE_MS");
  });

  it("gives each call to the image storage 15 seconds unless STORAGE_TIMEOUT_MS says otherwise", () => {
    expect(loadConfig({}, cwd).storageTimeoutMs).toBe(15_000);
    expect(loadConfig({ STORAGE_TIMEOUT_MS: "5000" }, cwd).storageTimeoutMs).toBe(5000);
    expect(errorOf({ STORAGE_TIMEOUT_MS: "50" }).message).toBe(
      "Invalid environment variable STORAGE_TIMEOUT_MS: must be at least 100",
    );
  });

  it("keeps no query log unless QUERY_LOG_FILE names a file, taken from the working folder", () => {
    expect(loadConfig({}, cwd).queryLogFile).toBeUndefined();
    expect(loadConfig({ QUERY_LOG_FILE: "test-results/queries.tsv" }, cwd).queryLogFile).toBe(
      path.join(cwd, "test-results/queries.tsv"),
    );
  });
});

describe("loadConfig: CRM webhook", () => {
  const secret = "a-long-shared-secret";

  it("has no webhook without LEAD_WEBHOOK_URL", () => {
    expect(loadConfig({}, cwd).leadWebhook).toBeUndefined();
  });

  it("reads an https address with its secret", () => {
    expect(
      loadConfig({ LEAD_WEBHOOK_URL: "https://crm.example.com/hooks/leads", LEAD_WEBHOOK_SECRET: secret }, cwd)
        .leadWebhook,
    ).toEqual({ url: "https://crm.example.com/hooks/leads", secret });
  });

  it("takes plain http only to this machine", () => {
    const local = { LEAD_WEBHOOK_URL: "http://127.0.0.1:4010/leads", LEAD_WEBHOOK_SECRET: secret };
    expect(loadConfig(local, cwd).leadWebhook?.url).toBe("http://127.0.0.1:4010/leads");
    expect(loadConfig({ ...local, LEAD_WEBHOOK_URL: "http://localhost:4010/" }, cwd).leadWebhook).toBeDefined();
    expect(loadConfig({ ...local, LEAD_WEBHOOK_URL: "http://[::1]:4010/" }, cwd).leadWebhook).toBeDefined();
    expect(errorOf({ ...local, LEAD_WEBHOOK_URL: "http://crm.example.com/leads" }).message).toBe(
      "Invalid environment variable LEAD_WEBHOOK_URL: must be an https URL (http only to localhost)",
    );
    expect(errorOf({ ...local, LEAD_WEBHOOK_URL: "http://localhost.example.com/" }).variable).toBe("LEAD_WEBHOOK_URL");
    expect(errorOf({ ...local, LEAD_WEBHOOK_URL: "ftp://crm.example.com/" }).variable).toBe("LEAD_WEBHOOK_URL");
  });

  it("needs the secret with the address, and the address with the secret", () => {
    expect(errorOf({ LEAD_WEBHOOK_URL: "https://crm.example.com/" }).message).toBe(
      "Invalid environment variable LEAD_WEBHOOK_SECRET: must be set when LEAD_WEBHOOK_URL is",
    );
    expect(errorOf({ LEAD_WEBHOOK_SECRET: secret }).variable).toBe("LEAD_WEBHOOK_URL");
  });
});
