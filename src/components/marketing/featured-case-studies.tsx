import { connection } from "next/server";
import { featuredCaseStudiesSection } from "@/content/case-studies";
import { attempt } from "@/server/attempt";
import { listFeaturedCaseStudies } from "@/server/content/case-studies";
import { CaseStudyCards } from "./case-study-cards";
import { Section, type SectionTone } from "./section";

/**
 * The case studies the admin features on the page at `path`, newest first (decision 198);
 * nothing when there are none. Read per request, as the testimonials are: the page cache stores
 * the page and renders it again when the content version moves.
 */
export async function FeaturedCaseStudies({ path, tone = "white" }: { path: string; tone?: SectionTone }) {
  await connection();
  const featured = await attempt(() => listFeaturedCaseStudies(path), `Reading the case studies of ${path} failed`);
  if (!featured?.length) return null;
  return (
    <Section {...featuredCaseStudiesSection} tone={tone}>
      <CaseStudyCards studies={featured} />
    </Section>
  );
}
