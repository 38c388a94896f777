import type { CaseStudy } from "./types";

const gallery = (n: number, alt: string) => ({
  src: `/images/case-studies/mld/gallery-${n}.svg`,
  width: 600,
  height: 400,
  alt,
});

export const mld: CaseStudy = {
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
    gallery(1, "MLD's brand board with the new monogram, color palette and typography"),
    gallery(2, "A grid of MLD's Instagram posts in the new visual style"),
    gallery(3, "The refreshed MLD website with a full-width project gallery"),
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
