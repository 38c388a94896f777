import type { Metadata } from "next";
import { iconNames } from "@/components/marketing/icon";
import { showcasePlaces } from "@/content/case-studies";
import { requireAdmin } from "@/server/auth/require-admin";
import { createCaseStudyAction } from "../actions";
import { CaseStudyForm } from "../case-study-form";

export const metadata: Metadata = { title: "New Case Study" };

export default async function NewCaseStudyPage() {
  await requireAdmin();
  return (
    <CaseStudyForm
      saved={{
        title: "",
        slug: "",
        client: "",
        industry: "",
        tags: "",
        summary: "",
        highlights: "",
        results: "",
        tagline: "",
        overview: "",
        goals: "",
        challenge: "",
        approach: "",
        services: "",
        outcome: "",
        cover: "",
        cover_alt: "",
        gallery: "",
        meta_title: "",
        meta_description: "",
        cta_heading: "",
        cta_text: "",
        cta_label: "",
        featured_on: [],
        status: "draft",
        publish_date: "",
      }}
      places={showcasePlaces}
      icons={iconNames}
      save={createCaseStudyAction}
    />
  );
}
