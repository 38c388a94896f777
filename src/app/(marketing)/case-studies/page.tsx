import { connection } from "next/server";
import type { Metadata } from "next";
import { CaseStudyCards } from "@/components/marketing/case-study-cards";
import { CtaBand } from "@/components/marketing/cta-band";
import { IconBadge } from "@/components/marketing/icon";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import {
  caseStudiesCallToAction,
  caseStudiesHero,
  caseStudiesList,
  caseStudiesMeta,
  industries,
} from "@/content/case-studies";
import { pageSiteFacts } from "@/server/page-site-facts";
import { pageMetadata } from "@/components/seo/page-metadata";
import { listPublicCaseStudies } from "@/server/content/case-studies";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(caseStudiesMeta, await pageSiteFacts());
}

export default async function CaseStudiesPage() {
  // Read per request (the page cache stores the result): the list is the database's.
  await connection();
  const studies = await listPublicCaseStudies();
  const { items: industryItems, ...industriesHeading } = industries;
  return (
    <>
      <PageHero
        hero={caseStudiesHero}
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Case Studies", path: "/case-studies" },
        ]}
      />
      <Section {...caseStudiesList}>
        <CaseStudyCards studies={studies} />
      </Section>
      <Section {...industriesHeading} tone="muted">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {industryItems.map((industry) => (
            <li
              key={industry.name}
              className="flex flex-col items-center gap-3 rounded-lg bg-white p-6 text-center shadow-sm ring-1 ring-ink-200"
            >
              <IconBadge name={industry.icon} />
              <span className="font-semibold text-ink-900">{industry.name}</span>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand cta={caseStudiesCallToAction} />
    </>
  );
}
