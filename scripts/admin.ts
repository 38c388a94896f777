import path from "node:path";
import { parseArgs } from "node:util";
import { AccountError, createAdmin, disableAdminTwoFactor, resetAdminPassword } from "@/server/auth/admin-accounts";
import { closeDb } from "@/server/db";
import { loadEnvFiles } from "@/server/env-files";
import { describeStartupError, prepareDatabase } from "@/server/ops/startup";
import { readHiddenLine, readPipedLine } from "./lib/prompt";

/**
 * `npm run admin -- create --email you@example.com`
 * `npm run admin -- reset-password --email you@example.com`
 * `npm run admin -- disable-2fa --email you@example.com` (a lost phone)
 * The password comes from ADMIN_PASSWORD, else from standard input when it is not a terminal
 * (`printf '%s\n' "$PASSWORD" | npm run admin -- create …`), else from a prompt that does not echo it.
 */

loadEnvFiles(path.resolve(import.meta.dirname, ".."));

const USAGE = "Usage: npm run admin -- <create|reset-password|disable-2fa> --email you@example.com";
const NO_PASSWORD = "No password: pipe it in on one line, set ADMIN_PASSWORD, or run this in a terminal to type it.";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" } },
});
const command = positionals[0];
const commands = { create: createAdmin, "reset-password": resetAdminPassword } as const;
const DONE = {
  create: (email: string) => `Admin account created for ${email}.`,
  "reset-password": (email: string) => `Password changed for ${email}; its sessions were ended.`,
  "disable-2fa": (email: string) =>
    `Two-factor sign-in turned off for ${email}; its sessions were ended. Sign in with the password and set it up again on /admin/security.`,
} as const;

// The command names its account with --email: the start-up account settings are not its own.
const fromEnv = process.env.ADMIN_PASSWORD?.trim();
delete process.env.ADMIN_PASSWORD;
delete process.env.ADMIN_EMAIL;

async function password(): Promise<string> {
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    const piped = await readPipedLine();
    if (!piped) throw new AccountError(NO_PASSWORD);
    return piped;
  }
  const first = await readHiddenLine("Password (12 or more characters): ");
  const again = await readHiddenLine("Same password again: ");
  if (first !== again) throw new AccountError("The two passwords differ.");
  return first;
}

async function main(): Promise<number> {
  if (!command || !(command in DONE) || !values.email) {
    console.error(USAGE);
    return 2;
  }
  try {
    await prepareDatabase();
    if (command === "disable-2fa") await disableAdminTwoFactor(values.email);
    else await commands[command as keyof typeof commands](values.email, await password());
    console.info(DONE[command as keyof typeof DONE](values.email));
    return 0;
  } catch (err) {
    console.error(err instanceof AccountError ? err.message : describeStartupError(err));
    return 1;
  } finally {
    await closeDb();
  }
}

process.exitCode = await main();
