import type { PostSort } from "@/lib/blog/query";

/** The copy of the blog's pages. */

/** The blog's name, from the agency's: "Resgatar Marketing Blog". */
export const blogNameOf = (agencyName: string) => `${agencyName} Blog`;

export const blogListingCopy = {
  title: "Digital Marketing Blog",
  description:
    "Practical guides on local SEO, PPC, social media, e-mail, websites and hosting from Resgatar Marketing, a Salt Lake City digital marketing agency.",
  heading: "Digital Marketing Blog",
  intro:
    "Straight answers on search, ads, social media, e-mail and websites, written by the people who run campaigns for Utah businesses every day.",
  featuredHeading: "Featured Article",
  recentHeading: "Recent Articles",
  filtersLabel: "Search and filter articles",
  searchLabel: "Search",
  searchPlaceholder: "Search articles...",
  categoryLabel: "Category",
  allCategories: "All Categories",
  sortLabel: "Sort",
  sortOptions: [
    { value: "date", label: "Sort by Date" },
    { value: "title", label: "Sort by Title" },
    { value: "category", label: "Sort by Category" },
  ] satisfies { value: PostSort; label: string }[],
  submit: "Search",
  loading: "Loading articles…",
  emptyHeading: "No articles found",
  clearFilters: "Clear filters and try again",
  viewAll: "View All Articles",
  pagination: "Pages of articles",
  previousPage: "Previous",
  nextPage: "Next",
};

export const newsletterCopy = {
  heading: "Get new articles in your inbox",
  text: "One short e-mail when we publish something useful: marketing ideas you can act on, never a sales pitch.",
  emailLabel: "Email address",
  placeholder: "Enter your email address",
  submit: "Subscribe",
  submitting: "Subscribing…",
  privacy: "We use your address only to send the newsletter. See our",
  privacyLink: "privacy policy",
  subscribed:
    "Almost done! Please check your inbox and click the link in the e-mail we just sent to confirm your subscription.",
  tooMany: "Too many sign-ups from your connection. Please try again in an hour.",
  failed: "We couldn't sign you up just now. Please try again in a few minutes.",
};

export const articleCopy = {
  backToBlog: "Back to Blog",
  previewBanner: "Preview — not published",
  previewDraft: "A draft: only you can see it, until it is published.",
  previewScheduled: (when: string) => `Scheduled: visitors see it from ${when}.`,
  writtenBy: "Written by",
  tags: "Tags",
  relatedHeading: "Related Articles",
  servicesHeading: "Our Services",
  servicesIntro: "Want help putting this into practice? Our team can do it with you.",
  services: [
    {
      label: "SEO Services",
      href: "/seo",
      description: "Technical fixes, local search and content that earns rankings.",
    },
    {
      label: "PPC Advertising",
      href: "/ppc",
      description: "Google and Microsoft Ads managed for leads and sales, not clicks.",
    },
    {
      label: "Content Strategy",
      href: "/content-strategy",
      description: "A calendar, articles and videos that answer what your customers ask.",
    },
  ],
};

export const authorCopy = {
  articlesHeading: (name: string) => `Articles by ${name}`,
  noArticles: (name: string) => `${name} has no published articles yet.`,
  browseAll: "Browse all posts",
  notFoundHeading: "Author Not Found",
  notFoundText: "We couldn't find the author you're looking for.",
  returnToBlog: "Return to Blog",
};

export const termCopy = {
  eyebrow: { category: "Category", tag: "Tag" },
  title: (name: string) => `${name} articles`,
  description: (name: string) =>
    `Articles on ${name} from Resgatar Marketing, a Salt Lake City digital marketing agency.`,
  articlesHeading: (name: string) => `Articles in ${name}`,
  allArticles: "All articles",
};
