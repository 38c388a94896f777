import path from "node:path";
import { getConfig } from "@/server/config";
import { loadEnvFiles } from "@/server/env-files";
import { buildSite } from "./lib/build";

/** `npm run build`: the production build `npm start` serves, made for the configured SITE_URL. */
const root = path.resolve(import.meta.dirname, "..");
loadEnvFiles(root);
buildSite(root, { SITE_URL: getConfig().siteUrl });
