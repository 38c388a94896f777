import type { Post } from "@/lib/blog/types";
import { autoDealerMarketingStrategies } from "./auto-dealer-marketing-strategies";
import { digitalMarketingTrends2025 } from "./digital-marketing-trends-2025";
import { howToBuildAWebsite } from "./how-to-build-a-website";
import { howToFindAMarketingAgency } from "./how-to-find-a-marketing-agency";
import { plumberMarketingGuide } from "./plumber-marketing-guide";
import { seoBestPracticesGuide } from "./seo-best-practices-guide";
import { socialMediaStrategyBlueprint } from "./social-media-strategy-blueprint";
import { utahPpcAgencyGuide } from "./utah-ppc-agency-guide";
import { whereToHostAWebsite } from "./where-to-host-a-website";

/**
 * The nine built-in articles, by id. The blog shows them while the database has no posts
 * (or cannot be read), and "Migrate Old Posts" in the admin area copies them into it.
 */
export const builtInArticles: readonly Post[] = [
  digitalMarketingTrends2025,
  seoBestPracticesGuide,
  socialMediaStrategyBlueprint,
  autoDealerMarketingStrategies,
  plumberMarketingGuide,
  utahPpcAgencyGuide,
  howToBuildAWebsite,
  whereToHostAWebsite,
  howToFindAMarketingAgency,
];
