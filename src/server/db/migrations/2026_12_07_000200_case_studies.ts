import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { dialectOf, idColumnType, nowDefault, timestampColumnType } from "../dialect";

/**
 * Case studies as the admin manages them (decision 198): one row each, public under the posts'
 * rule (status "published" and a publication time that has come), at /case-studies/{slug}.
 * Today's three, which were TypeScript in src/content/case-studies, are written once here with
 * exactly their texts and pictures; lists become markdown lists, and each group of outcomes a
 * "## heading" and its list, so that the page draws what it drew. Writes raise the content
 * version, because public pages show them.
 */

interface Picture {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** The case studies a site starts with, as the code held them before this table. */
export interface SeedStudy {
  id: string;
  client: string;
  title: string;
  industry: string;
  tags: string[];
  image: Picture;
  summary: string;
  results: string[];
  meta: { title: string; description: string; path: string };
  tagline: string;
  overview: string[];
  goals: string[];
  challenges?: string[];
  services: { icon: string; title: string; description: string }[];
  gallery?: Picture[];
  keyResults?: { value: string; label: string }[];
  outcomes: { heading: string; items: string[] }[];
  cta: { heading: string; text: string; actions: { label: string; href: string }[] };
}

const gallery = (id: string) => (n: number, alt: string) => ({
  src: `/images/case-studies/${id}/gallery-${n}.svg`,
  width: 600,
  height: 400,
  alt,
});

const dailyShiftsGallery = gallery("daily-shifts");
const mldGallery = gallery("mld");

const dailyShifts: SeedStudy = {
  id: "daily-shifts",
  client: "Daily Shifts",
  title: "Daily Shifts: 800% revenue growth from search",
  industry: "E-commerce",
  tags: ["E-commerce", "SEO", "Search Marketing", "Analytics"],
  image: {
    src: "/images/case-studies/daily-shifts/cover.svg",
    width: 800,
    height: 450,
    alt: "Daily Shifts online store and iOS app on a phone, with an organic traffic chart climbing steeply",
  },
  summary:
    "A weekly content strategy, technical SEO and efficient app campaigns took an online planner brand from a trickle of visitors to more than 100k organic clicks in under a year.",
  results: ["800% revenue growth", "100k+ organic clicks in under a year", "iOS installs under $5 each"],
  meta: {
    title: "Daily Shifts Case Study: 800% Revenue Growth",
    description:
      "How SEO, a weekly content strategy and search marketing drove 800% revenue growth for Daily Shifts, with over 100k organic clicks in under a year and iOS installs under $5.",
    path: "/case-studies/daily-shifts",
  },
  tagline: "How search turned a small online planner brand into a growing business.",
  overview: [
    "Daily Shifts sells planners and habit journals online and runs a companion iOS app that helps people build better routines. The products were loved by the customers who found them, but very few people did: the store relied on paid social ads that were getting more expensive every month.",
    "We built a search-first growth program: a store that search engines could understand, a weekly stream of genuinely useful content, and search campaigns tuned to bring in app users at a sustainable cost.",
  ],
  goals: [
    "Make organic search the store's biggest source of customers",
    "Publish helpful content every week without overloading a small team",
    "Grow iOS app installs at a cost the business could sustain",
    "Measure revenue from every channel accurately",
  ],
  challenges: [
    "A young domain with almost no organic visibility",
    "Strong competition from big stationery and productivity brands",
    "Rising paid social costs eating into margins",
    "Analytics that could not connect content, app installs and store revenue",
  ],
  services: [
    {
      icon: "search",
      title: "SEO strategy",
      description: "Keyword research and a topic map around planning, habits and productivity.",
    },
    {
      icon: "calendar",
      title: "Weekly content strategy",
      description: "A weekly publishing calendar of guides, templates and how-to articles.",
    },
    {
      icon: "settings",
      title: "Technical SEO",
      description: "Faster pages, structured data for products and clean site architecture.",
    },
    {
      icon: "shopping-cart",
      title: "E-commerce optimization",
      description: "Product pages and collections rewritten to rank and to convert.",
    },
    {
      icon: "target",
      title: "Search marketing",
      description: "Google Ads campaigns for high-intent product searches.",
    },
    {
      icon: "smartphone",
      title: "App install campaigns",
      description: "Search campaigns for the iOS app, optimized for cost per install.",
    },
    {
      icon: "chart-bar",
      title: "Analytics & attribution",
      description: "Analytics and conversion tracking that tie content and ads to revenue.",
    },
  ],
  gallery: [
    dailyShiftsGallery(1, "The redesigned Daily Shifts home page with a planner hero image and a shop button"),
    dailyShiftsGallery(2, "A product page for a habit journal with reviews and an add-to-cart button"),
    dailyShiftsGallery(3, "A how-to article from the weekly content program, with a downloadable template"),
    dailyShiftsGallery(4, "Search performance chart showing organic clicks climbing month after month"),
    dailyShiftsGallery(5, "The Daily Shifts iOS app's routine tracker screen"),
    dailyShiftsGallery(6, "The weekly content calendar used to plan articles a month ahead"),
  ],
  keyResults: [
    { value: "800%", label: "Revenue growth" },
    { value: "100k+", label: "Organic clicks in under a year" },
    { value: "Under $5", label: "Per iOS app install" },
    { value: "Weekly", label: "Content strategy, published every week" },
  ],
  outcomes: [
    {
      heading: "What changed",
      items: [
        "Organic search became the largest source of new customers",
        "A library of evergreen articles that keeps attracting readers",
        "App installs at under $5 each, sustainable enough to scale",
        "One dashboard connecting content, ads, installs and revenue",
      ],
    },
  ],
  cta: {
    heading: "Ready to grow with search?",
    text: "We will review your store or app and show you where search could take it in the next twelve months.",
    actions: [
      { label: "Start Your SEO Project", href: "/contact" },
      { label: "View More Case Studies", href: "/case-studies" },
    ],
  },
};

const yetiPlumbing: SeedStudy = {
  id: "yeti-plumbing",
  client: "Yeti Plumbing",
  title: "Yeti Plumbing: a brand and website built to win local service calls",
  industry: "Home Services",
  tags: ["Home Services", "Web Development", "SEO", "Branding"],
  image: {
    src: "/images/case-studies/yeti-plumbing/cover.svg",
    width: 800,
    height: 450,
    alt: "Yeti Plumbing's new mascot logo beside its website on a laptop, with snowy mountains behind",
  },
  summary:
    "A new logo, a fast website, reliable hosting and local SEO turned a word-of-mouth plumbing company into a brand customers find and remember.",
  results: ["375% more returning customers", "99.9% website uptime", "Ranking in local map results"],
  meta: {
    title: "Yeti Plumbing Case Study",
    description:
      "How we gave Yeti Plumbing a memorable brand, a fast website with 99.9% uptime and local SEO that brings customers back: 375% more returning customers.",
    path: "/case-studies/yeti-plumbing",
  },
  tagline: "From word of mouth to the first name Utah homeowners search for.",
  overview: [
    "Yeti Plumbing is a family-run plumbing company serving homeowners along the Wasatch Front. Their work was excellent and their reviews were glowing, but the business depended almost entirely on referrals. They had no logo anyone remembered, an outdated website that was slow on phones, and no presence in local search.",
    "They asked us to build a brand and an online presence that matched the quality of their work, and to make sure the phone rang when someone nearby searched for a plumber.",
  ],
  goals: [
    "Create a memorable brand that stands out on trucks, uniforms and search results",
    "Launch a fast, mobile-first website that turns visitors into booked jobs",
    "Keep the site online and secure without the owners having to think about it",
    "Rank in the map results for emergency and routine plumbing searches",
  ],
  services: [
    {
      icon: "compass",
      title: "Marketing strategy",
      description: "A plan built around their service area, seasons and most profitable jobs.",
    },
    {
      icon: "globe",
      title: "Domain management",
      description: "Domain consolidation, DNS and professional email addresses for the whole team.",
    },
    {
      icon: "server",
      title: "Website hosting",
      description: "Managed hosting with 99.9% uptime and daily backups.",
    },
    {
      icon: "code",
      title: "Web development",
      description: "A custom, mobile-first website with click-to-call buttons and a quote request form.",
    },
    {
      icon: "palette",
      title: "Logo design",
      description: "A friendly yeti mascot and a bold wordmark that work on a truck door and a phone screen.",
    },
    {
      icon: "search",
      title: "SEO",
      description: "Service and city pages, Google Business Profile optimization and a review campaign.",
    },
  ],
  outcomes: [
    {
      heading: "Key deliverables",
      items: [
        "A complete brand identity: mascot logo, colors, typography and vehicle graphics",
        "A custom website with a page for every service and every city served",
        "Managed hosting with daily backups and security monitoring",
        "An optimized Google Business Profile and consistent local listings",
      ],
    },
    {
      heading: "Impact",
      items: [
        "375% more returning customers, who now recognize the brand and book online",
        "99.9% website uptime since launch",
        "Visibility in local map results for the company's core services",
        "A brand the team is proud to wear and drive",
      ],
    },
  ],
  cta: {
    heading: "Want results like Yeti Plumbing?",
    text: "Tell us about your business. We will show you how a stronger brand and website could bring in more local jobs.",
    actions: [
      { label: "Start Your Project", href: "/contact" },
      { label: "View More Case Studies", href: "/case-studies" },
    ],
  },
};

const mld: SeedStudy = {
  id: "mld",
  client: "MLD",
  title: "MLD: a brand transformation that built a loyal audience",
  industry: "Professional Services",
  tags: ["Branding", "Digital Marketing", "Content Strategy", "Social Media"],
  image: {
    src: "/images/case-studies/mld/cover.svg",
    width: 800,
    height: 450,
    alt: "MLD's new monogram logo on a brand board with its color palette and social posts",
  },
  summary:
    "A fresh identity, a content strategy and consistent social media gave a respected Utah design studio a brand as polished as its work, and an audience that keeps growing.",
  results: [
    "523% email subscriber growth",
    "A consistent brand on every channel",
    "A steady stream of inbound enquiries",
  ],
  meta: {
    title: "MLD Brand Transformation Case Study",
    description:
      "How a new brand identity, content strategy and social media program transformed MLD's marketing, grew its email subscribers 523% and brought steady inbound enquiries.",
    path: "/case-studies/mld",
  },
  tagline: "A new identity and a content engine for a studio ready for its next chapter.",
  overview: [
    "MLD is a Utah design studio with a portfolio full of beautiful projects and a reputation built over many years. Its marketing had not kept up: an outdated logo, a website that undersold the work and social accounts that were updated only when someone had time.",
    "We led a brand transformation, from a new identity to the content and social media program that now puts the studio's work in front of the right people every week.",
  ],
  goals: [
    "Create an identity that reflects the quality and style of the studio's work",
    "Tell the studio's story consistently across the website, social media and email",
    "Build an audience of potential clients between projects",
    "Free the team from day-to-day marketing tasks",
  ],
  challenges: [
    "A well-known name attached to a dated visual identity",
    "No content plan, so posting was irregular and inconsistent",
    "A small team with no time to manage marketing",
    "A long, referral-driven sales cycle that needed nurturing",
  ],
  services: [
    {
      icon: "palette",
      title: "Brand identity",
      description: "A new monogram, color palette, typography and brand guidelines.",
    },
    {
      icon: "compass",
      title: "Digital marketing strategy",
      description: "Positioning, audiences and a channel plan for the next year.",
    },
    {
      icon: "file-text",
      title: "Content strategy",
      description: "Project stories, design guides and a monthly editorial calendar.",
    },
    {
      icon: "share",
      title: "Social media management",
      description: "A consistent Instagram and LinkedIn presence, planned and published for them.",
    },
    {
      icon: "mail",
      title: "Email newsletter",
      description: "A monthly newsletter showcasing new projects and ideas.",
    },
    {
      icon: "code",
      title: "Website refresh",
      description: "A portfolio-first website redesign in the new brand.",
    },
  ],
  gallery: [
    mldGallery(1, "MLD's brand board with the new monogram, color palette and typography"),
    mldGallery(2, "A grid of MLD's Instagram posts in the new visual style"),
    mldGallery(3, "The refreshed MLD website with a full-width project gallery"),
  ],
  outcomes: [
    {
      heading: "Results",
      items: [
        "A brand that finally matches the quality of the studio's work",
        "Consistent, on-brand posting every week, without the team lifting a finger",
        "An email list that grew 523% and now brings past clients back",
        "Prospects arrive already familiar with the studio's work and style",
        "A clear set of brand guidelines the team can use for years",
      ],
    },
  ],
  cta: {
    heading: "Is your brand ready for its next chapter?",
    text: "Let's talk about how a refreshed identity and a steady content program could grow your audience.",
    actions: [
      { label: "Start Your Brand Transformation", href: "/contact" },
      { label: "View More Case Studies", href: "/case-studies" },
    ],
  },
};

/** In the order the list shows them: the newest first. Tests read them to check the pages. */
export const caseStudySeed: readonly SeedStudy[] = [dailyShifts, yetiPlumbing, mld];

const markdownList = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/** A seeded case study as its row: lists as markdown lists, outcome groups as "## heading" and a list. */
function rowOf(study: SeedStudy, publishedAt: string) {
  return {
    slug: study.id,
    title: study.title,
    client: study.client,
    industry: study.industry,
    tags: JSON.stringify(study.tags),
    summary: study.summary,
    highlights: JSON.stringify(study.results),
    results: JSON.stringify(study.keyResults ?? []),
    tagline: study.tagline,
    overview: study.overview.join("\n\n"),
    goals: markdownList(study.goals),
    challenge: markdownList(study.challenges ?? []),
    approach: `What we delivered for ${study.client}.`,
    services: JSON.stringify(study.services),
    outcome: study.outcomes.map((group) => `## ${group.heading}\n\n${markdownList(group.items)}`).join("\n\n"),
    cover: study.image.src,
    cover_alt: study.image.alt,
    gallery: JSON.stringify((study.gallery ?? []).map(({ src, alt }) => ({ src, alt }))),
    meta_title: study.meta.title,
    meta_description: study.meta.description,
    cta_heading: study.cta.heading,
    cta_text: study.cta.text,
    cta_label: study.cta.actions[0]!.label,
    status: "published",
    published_at: publishedAt,
  };
}

const empty = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo("");
/** JSON: a list. */
const emptyList = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo("[]");

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  await db.schema
    .createTable("case_studies")
    .addColumn("id", idColumnType(dialect), (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("client", "text", (c) => c.notNull())
    .addColumn("industry", "text", empty)
    .addColumn("tags", "text", emptyList)
    .addColumn("summary", "text", empty)
    .addColumn("highlights", "text", emptyList)
    .addColumn("results", "text", emptyList)
    .addColumn("tagline", "text", empty)
    .addColumn("overview", "text", empty)
    .addColumn("goals", "text", empty)
    .addColumn("challenge", "text", empty)
    .addColumn("approach", "text", empty)
    .addColumn("services", "text", emptyList)
    .addColumn("outcome", "text", empty)
    .addColumn("cover", "text", empty)
    .addColumn("cover_alt", "text", empty)
    .addColumn("gallery", "text", emptyList)
    .addColumn("meta_title", "text", empty)
    .addColumn("meta_description", "text", empty)
    .addColumn("cta_heading", "text", empty)
    .addColumn("cta_text", "text", empty)
    .addColumn("cta_label", "text", empty)
    .addColumn("featured_on", "text", emptyList)
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("published_at", timestampColumnType(dialect))
    .addColumn("created_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addColumn("updated_at", timestampColumnType(dialect), (c) => c.notNull().defaultTo(nowDefault(dialect)))
    .addCheckConstraint("case_studies_status", sql`status in ('draft', 'published')`)
    .addCheckConstraint("case_studies_dated_when_published", sql`status = 'draft' or published_at is not null`)
    .execute();
  await db.schema
    .createIndex("case_studies_published")
    .on("case_studies")
    .columns(["status", "published_at"])
    .execute();

  if (dialect === "sqlite") {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(
          `create trigger case_studies_after_${event} after ${event} on case_studies
           begin update content_version set version = version + 1 where id = 1; end`,
        )
        .execute(db);
    }
  } else {
    await sql`
      create trigger case_studies_content_version
      after insert or update or delete or truncate on case_studies
      for each statement execute function bump_content_version()`.execute(db);
  }

  // The list shows the newest first: each seeded study a second older than the one before it.
  const now = Date.now();
  for (const [index, study] of caseStudySeed.entries()) {
    const row = rowOf(study, new Date(now - index * 1000).toISOString());
    const columns = Object.keys(row);
    await sql`insert into case_studies (${sql.join(columns.map((column) => sql.ref(column)))})
      values (${sql.join(Object.values(row))})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("case_studies").execute();
}
