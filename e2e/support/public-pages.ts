import { publicRoutes } from "@/lib/seo/public-routes";
import { caseStudySeed } from "@/server/db/migrations/2026_12_07_000200_case_studies";

/**
 * Every public page a new site has: the fixed ones, and the case studies it is seeded with,
 * which live in the database (decision 198).
 */
export const publicPages: readonly string[] = [
  ...publicRoutes.map((route) => route.path),
  ...caseStudySeed.map((study) => study.meta.path),
];
