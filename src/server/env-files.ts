import "server-only";
import nextEnv from "@next/env";

/**
 * Reads the .env files the way Next.js does (.env.production.local, .env.local,
 * .env.production, .env; variables already in the environment win), so that every command
 * sees the settings the site itself sees. Call before the first getConfig().
 */
export function loadEnvFiles(root = process.cwd()): void {
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
}
