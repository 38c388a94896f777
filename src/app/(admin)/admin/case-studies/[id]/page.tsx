import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { iconNames } from "@/components/marketing/icon";
import { showcasePlaces } from "@/content/case-studies";
import { publishingFieldsOf, stateOf } from "@/lib/validation/blog-post";
import { caseStudyFormValuesOf } from "@/lib/validation/case-study";
import { requireAdmin } from "@/server/auth/require-admin";
import { getCaseStudy } from "@/server/content/case-studies";
import { updateCaseStudyAction } from "../actions";
import { CaseStudyForm } from "../case-study-form";

export const metadata: Metadata = { title: "Edit Case Study" };

export default async function EditCaseStudyPage({ params }: PageProps<"/admin/case-studies/[id]">) {
  await requireAdmin();
  const id = Number((await params).id);
  const study = Number.isSafeInteger(id) && id > 0 ? await getCaseStudy(id) : undefined;
  if (!study) notFound();
  const now = new Date();
  return (
    <CaseStudyForm
      study={{ id: study.id, slug: study.slug, state: stateOf(study, now) }}
      saved={{ ...caseStudyFormValuesOf(study), ...publishingFieldsOf(study, now) }}
      places={showcasePlaces}
      icons={iconNames}
      save={updateCaseStudyAction.bind(null, id)}
    />
  );
}
