import type { PostInput } from "@/server/blog/posts";
import { emailMarketingLocalBusiness } from "./sample-posts/email-marketing-local-business";
import { googleAdsBudgetSmallBusiness } from "./sample-posts/google-ads-budget-small-business";
import { localSeoQuickWins } from "./sample-posts/local-seo-quick-wins";
import { mobileMarketingLocalCustomers } from "./sample-posts/mobile-marketing-local-customers";
import { onePageMarketingPlan } from "./sample-posts/one-page-marketing-plan";

/** The five posts "Add Sample Posts" inserts in the admin area; each is dated the day it is added. */
export const samplePosts: readonly PostInput[] = [
  localSeoQuickWins,
  googleAdsBudgetSmallBusiness,
  onePageMarketingPlan,
  mobileMarketingLocalCustomers,
  emailMarketingLocalBusiness,
];
