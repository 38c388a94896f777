import fs from "node:fs";
import { startMailServer } from "../tests/support/mail-server";
import { describeReaped, reapLeftovers } from "../tests/support/reap-leftovers";
import { makeTestDir } from "../tests/support/test-database";
import { FAKE_RECAPTCHA_SECRET, FAKE_RECAPTCHA_SITE_KEY, startThirdParties } from "../tests/support/third-parties";
import { ADMIN } from "./support/admin";
import { e2ePort } from "./support/free-port";
import { startTestSite } from "./support/test-site";
import { E2E_SCHEDULER_URL } from "./support/third-parties";

/**
 * One production server for the whole run, with a fresh database of the run's dialect (see
 * test-site.ts), once what interrupted runs left behind is gone. Tests find it through the E2E_*
 * variables set here. With E2E_QUERY_LOG, the server appends each SQL statement a test causes to
 * that file (docs/testing.md).
 */
export default async function globalSetup() {
  const reaped = describeReaped(await reapLeftovers(process.env.TEST_DATABASE_URL));
  if (reaped) console.info(reaped);
  const port = await e2ePort();
  // Inherited by every server the tests start: a test waits this long before sending a form.
  process.env.FORM_MIN_FILL_MS ??= "1000";

  // Local stand-ins for the internet: a real SMTP server and Google's services.
  const mailDir = makeTestDir("mail");
  const mail = await startMailServer({ saveTo: mailDir });
  const thirdParties = await startThirdParties();

  const site = await startTestSite(port, {
    SITE_URL: `http://localhost:${port}`,
    SMTP_URL: mail.url,
    NOTIFY_EMAIL: "leads@resgatar.test",
    RECAPTCHA_SITE_KEY: FAKE_RECAPTCHA_SITE_KEY,
    RECAPTCHA_SECRET_KEY: FAKE_RECAPTCHA_SECRET,
    RECAPTCHA_VERIFY_URL: thirdParties.verifyUrl,
    SCHEDULER_URL: E2E_SCHEDULER_URL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(process.env.E2E_QUERY_LOG ? { QUERY_LOG_FILE: process.env.E2E_QUERY_LOG } : {}),
  });

  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_SERVER_PID = String(site.server.pid);
  process.env.E2E_DATA_URL = site.dataUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_THIRD_PARTY_URL = thirdParties.url;

  return async () => {
    await site.stop();
    await Promise.all([mail.close(), thirdParties.close()]);
    fs.rmSync(mailDir, { recursive: true, force: true });
  };
}
