import "server-only";
import { cache } from "react";
import { authHeaders, getAdminFromHeaders } from "@/server/auth/require-admin";
import { type ShownCaseStudy, getCaseStudyForPreview, getPublicCaseStudy } from "@/server/content/case-studies";

export interface PageCaseStudy {
  study: ShownCaseStudy;
  /** Set for a draft or a scheduled study, shown to the signed-in admin only: when it is due, or null for a draft. */
  preview?: { scheduledAt: string | null };
}

/**
 * The case study at this address, read once per request for the page and its metadata: a public
 * one for everyone; for the signed-in admin also a draft or a scheduled one, as a preview, as
 * posts are (decision 191). The page cache never stores what the admin is shown.
 */
export const getCaseStudyForPage = cache(async (slug: string): Promise<PageCaseStudy | undefined> => {
  const study = await getPublicCaseStudy(slug);
  if (study) return { study };
  if (!(await getAdminFromHeaders(await authHeaders()))) return undefined;
  const stored = await getCaseStudyForPreview(slug);
  if (!stored) return undefined;
  return { study: stored, preview: { scheduledAt: stored.status === "published" ? stored.published_at : null } };
});
