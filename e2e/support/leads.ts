import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { MIN_FILL_MS, STAMP_FIELD } from "@/lib/lead-forms";

let lastAddress = 0;

/**
 * Sends the page's requests from an address of its own, so that the forms' per-address rate
 * limit of one test never touches another. Returns the address.
 */
export async function useOwnAddress(page: Page): Promise<string> {
  lastAddress += 1;
  const address = `10.${process.pid % 250}.${Math.floor(lastAddress / 250)}.${lastAddress % 250}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

/** A person needs a few seconds to fill a form; faster submissions are filed as spam. */
export async function waitForFillTime(shownAt: number): Promise<void> {
  const left = shownAt + MIN_FILL_MS + 250 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function formStamp(page: Page): Promise<string> {
  return (await page.locator(`input[name="${STAMP_FIELD}"]`).first().inputValue()) ?? "";
}

export interface StoredSubmission {
  id: number;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  service: string | null;
  recaptcha_token: string | null;
  recaptcha_verified: number;
  is_spam: number;
  notification: string | null;
}

/** The submissions stored for an e-mail address, read straight from the server's database. */
export function storedSubmissions(email: string, databasePath = process.env.E2E_DATABASE_PATH): StoredSubmission[] {
  if (!databasePath) throw new Error("E2E_DATABASE_PATH is not set");
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select s.*, o.status as notification from contact_submissions s
         left join email_outbox o on o.submission_id = s.id where s.email = ? order by s.id`,
      )
      .all(email) as StoredSubmission[];
  } finally {
    db.close();
  }
}

/** The notification e-mails the end-to-end mail server received that contain `text`. */
export function receivedMail(text: string): string[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set");
  return fs
    .readdirSync(dir)
    .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
    .filter((raw) => raw.includes(text));
}
