import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PreviewBanner } from "@/components/blog/preview-banner";
import { CaseStudyArticle } from "@/components/marketing/case-study-article";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";
import { caseStudiesCallToAction } from "@/content/case-studies";
import { caseStudyPath } from "@/lib/validation/case-study";
import { socialImageOf } from "@/server/media/resolve-image";
import { getCaseStudyForPage } from "./case-study";

// Only the published case studies of the database exist for visitors; any other slug is a 404.
export async function generateMetadata({ params }: PageProps<"/case-studies/[slug]">): Promise<Metadata> {
  const found = await getCaseStudyForPage((await params).slug);
  if (!found) return {};
  const { study } = found;
  const social = await socialImageOf(study.cover);
  return pageMetadata(
    {
      title: study.metaTitle || study.title,
      description: study.metaDescription || study.summary,
      path: caseStudyPath(study.slug),
      image: social?.url,
      imageDetails: social,
      // A preview is for the admin's eyes only.
      noindex: found.preview !== undefined,
    },
    await pageSiteFacts(),
  );
}

export default async function CaseStudyPage({ params }: PageProps<"/case-studies/[slug]">) {
  // Read per request (the page cache stores the result): the case study is the database's.
  await connection();
  const found = await getCaseStudyForPage((await params).slug);
  if (!found) notFound();
  return (
    <>
      {found.preview && <PreviewBanner scheduledAt={found.preview.scheduledAt} />}
      <CaseStudyArticle study={found.study} fallbackCallToAction={caseStudiesCallToAction} />
    </>
  );
}
