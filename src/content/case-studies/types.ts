import type { PageMeta } from "@/lib/seo/metadata";
import type { CallToAction, Feature, Illustration } from "../types";

/** A case-study card, shown on the case-study list. */
export interface CaseStudyCard {
  /** The slug: the page lives at /case-studies/{id}. */
  id: string;
  title: string;
  industry: string;
  tags: string[];
  image: Illustration;
  summary: string;
  results: string[];
}

export interface CaseStudyResult {
  value: string;
  label: string;
}

export interface CaseStudy extends CaseStudyCard {
  meta: PageMeta;
  client: string;
  /** One line under the title in the page's hero. */
  tagline: string;
  overview: string[];
  goals: string[];
  challenges?: string[];
  services: Feature[];
  gallery?: Illustration[];
  /** Headline figures, when the project has them. */
  keyResults?: CaseStudyResult[];
  /** What we delivered and what it changed, in words. */
  outcomes: { heading: string; items: string[] }[];
  cta: CallToAction;
}
