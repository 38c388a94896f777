import { notFound } from "next/navigation";
import { CaseStudyArticle } from "@/components/marketing/case-study-article";
import { caseStudies, getCaseStudy } from "@/content/case-studies";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";

interface Props {
  params: Promise<{ slug: string }>;
}

// Only the case studies written in src/content exist; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return caseStudies.map((study) => ({ slug: study.id }));
}

export async function generateMetadata({ params }: Props) {
  const study = getCaseStudy((await params).slug);
  return study ? pageMetadata(study.meta, await pageSiteFacts()) : {};
}

export default async function CaseStudyPage({ params }: Props) {
  const study = getCaseStudy((await params).slug);
  if (!study) notFound();
  return <CaseStudyArticle study={study} />;
}
