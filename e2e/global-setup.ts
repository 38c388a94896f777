import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startMailServer } from "../tests/support/mail-server";
import { FAKE_RECAPTCHA_SECRET, FAKE_RECAPTCHA_SITE_KEY, startThirdParties } from "../tests/support/third-parties";
import { ADMIN } from "./support/admin";
import { freePort } from "./support/free-port";
import { startSite } from "./support/site-server";
import { E2E_SCHEDULER_URL } from "./support/third-parties";

/**
 * One production server for the whole run, on a free port, with a fresh SQLite
 * file. Tests find it through the E2E_* variables set here.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-"));
  const databasePath = path.join(dataDir, "site.db");
  const mailDir = path.join(dataDir, "mail");
  fs.mkdirSync(mailDir);

  // Local stand-ins for the internet: a real SMTP server and Google's services.
  const mail = await startMailServer({ saveTo: mailDir });
  const thirdParties = await startThirdParties();

  const site = await startSite(port, {
    SITE_URL: `http://localhost:${port}`,
    DATABASE_URL: `file:${databasePath}`,
    UPLOAD_DIR: path.join(dataDir, "uploads"),
    SMTP_URL: mail.url,
    NOTIFY_EMAIL: "leads@resgatar.test",
    RECAPTCHA_SITE_KEY: FAKE_RECAPTCHA_SITE_KEY,
    RECAPTCHA_SECRET_KEY: FAKE_RECAPTCHA_SECRET,
    RECAPTCHA_VERIFY_URL: thirdParties.verifyUrl,
    SCHEDULER_URL: E2E_SCHEDULER_URL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });

  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_DATABASE_PATH = databasePath;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_THIRD_PARTY_URL = thirdParties.url;

  return async () => {
    await site.stop();
    await Promise.all([mail.close(), thirdParties.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
