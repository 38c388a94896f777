import fs from "node:fs";
import path from "node:path";
import { type Page, test } from "@playwright/test";
import { MIN_FILL_MS, STAMP_FIELD } from "@/lib/lead-forms";
import { type SiteData, siteData } from "./site-data/client";

let lastAddress = 0;

/**
 * Sends the page's requests from an address of its own, so that the forms' per-address rate
 * limit of one test never touches another. The worker's index, unique in the run, keeps two
 * workers' addresses apart. Returns the address.
 */
export async function sendFromOwnAddress(page: Page): Promise<string> {
  lastAddress += 1;
  const n = test.info().workerIndex * 4096 + (lastAddress % 4096);
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

/**
 * A person needs a few seconds to fill a form; faster submissions are filed as spam. The test
 * servers take one second (FORM_MIN_FILL_MS, set by the global setup); the integration tests
 * hold the production minimum to its own time.
 */
export async function waitForFillTime(shownAt: number): Promise<void> {
  const left = shownAt + Number(process.env.FORM_MIN_FILL_MS ?? MIN_FILL_MS) + 250 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function formStamp(page: Page): Promise<string> {
  return (await page.locator(`input[name="${STAMP_FIELD}"]`).first().inputValue()) ?? "";
}

/** The leads stored for an e-mail address, oldest first, with their notification's status and attempts. */
export function storedLeads(email: string, data: SiteData = siteData()) {
  return data.leadsByEmail(email);
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
