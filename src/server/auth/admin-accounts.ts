import "server-only";
import { normalizeEmail } from "@/lib/email";
import { recordAudit } from "./audit-log";
import { getAuth } from "./auth";
import { type PasswordOwner, weakPasswordReason } from "./password-strength";
import { getConfig } from "../config";
import { getAuthDb } from "../db";

/** Admin accounts: made from the command line or from ADMIN_EMAIL/ADMIN_PASSWORD, never by sign-up. */

export class AccountError extends Error {
  override name = "AccountError";
}

function checkPassword(password: string, owner: PasswordOwner) {
  const reason = weakPasswordReason(password, owner);
  if (reason) throw new AccountError(reason);
}

/** An account's name when it is made: the address's local part. */
const nameOf = (address: string) => address.split("@")[0]!;

export async function countAdmins(): Promise<number> {
  const row = await getAuthDb()
    .selectFrom("user" as never)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Creates an admin with a password; refuses an address that already has an account. */
export async function createAdmin(email: string, password: string): Promise<void> {
  const address = normalizeEmail(email);
  checkPassword(password, { email: address, name: nameOf(address) });
  const ctx = await (await getAuth()).$context;
  if (await ctx.internalAdapter.findUserByEmail(address)) {
    throw new AccountError(`An account for ${address} already exists.`);
  }
  const user = await ctx.internalAdapter.createUser(
    { email: address, name: nameOf(address), emailVerified: true },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(password),
  });
}

/** Sets a new password and signs the account out everywhere. */
export async function resetAdminPassword(email: string, password: string): Promise<void> {
  const ctx = await (await getAuth()).$context;
  const address = normalizeEmail(email);
  const found = await ctx.internalAdapter.findUserByEmail(address, { includeAccounts: true });
  if (!found) throw new AccountError(`No account for ${address}.`);
  checkPassword(password, found.user);
  const hashed = await ctx.password.hash(password);
  if (found.accounts.some((account) => account.providerId === "credential")) {
    await ctx.internalAdapter.updatePassword(found.user.id, hashed);
  } else {
    await ctx.internalAdapter.linkAccount({
      userId: found.user.id,
      providerId: "credential",
      accountId: found.user.id,
      password: hashed,
    });
  }
  await ctx.internalAdapter.deleteUserSessions(found.user.id);
}

/**
 * For a lost phone: turns two-factor sign-in off (its secret and backup codes go) and ends
 * every session, so the account signs in with the password alone and enrols again.
 */
export async function disableAdminTwoFactor(email: string): Promise<void> {
  const ctx = await (await getAuth()).$context;
  const address = normalizeEmail(email);
  const user = await ctx.internalAdapter.findUserByEmail(address);
  if (!user) throw new AccountError(`No account for ${address}.`);
  await ctx.adapter.delete({ model: "twoFactor", where: [{ field: "userId", value: user.user.id }] });
  await ctx.internalAdapter.updateUser(user.user.id, { twoFactorEnabled: false });
  await ctx.internalAdapter.deleteUserSessions(user.user.id);
  // From the command line: no request, so no address.
  await recordAudit({ action: "two-factor-off", actor: address, ip: null });
}

/**
 * At start: creates the ADMIN_EMAIL account when it does not exist yet. Returns what a person
 * starting the site should know, if anything.
 */
export async function ensureConfiguredAdmin(admin = getConfig().admin): Promise<string | undefined> {
  if (admin) {
    const ctx = await (await getAuth()).$context;
    if (await ctx.internalAdapter.findUserByEmail(normalizeEmail(admin.email))) return undefined;
    try {
      await createAdmin(admin.email, admin.password);
    } catch (error) {
      // Another process starting at the same moment made it first.
      if (await ctx.internalAdapter.findUserByEmail(normalizeEmail(admin.email))) return undefined;
      throw error;
    }
    return `Admin account created for ${normalizeEmail(admin.email)}.`;
  }
  if ((await countAdmins()) > 0) return undefined;
  return [
    "No admin account exists yet. Create one with:",
    "  npm run admin -- create --email you@example.com",
    "or start the site with ADMIN_EMAIL and ADMIN_PASSWORD set.",
  ].join("\n");
}
