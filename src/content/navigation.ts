export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return "items" in item;
}

export const headerNav: NavItem[] = [
  { label: "Home", href: "/" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "About", href: "/about" },
  {
    label: "Services",
    items: [
      { label: "All Services", href: "/services" },
      { label: "SEO", href: "/seo" },
      { label: "PPC Advertising", href: "/ppc" },
      { label: "Social Media Marketing", href: "/social-media-marketing" },
      { label: "Email Marketing", href: "/email-marketing" },
      { label: "Website Development", href: "/website-development" },
      { label: "Content Strategy", href: "/content-strategy" },
    ],
  },
  {
    label: "Industries",
    items: [
      { label: "Dealership Marketing", href: "/dealershipmarketing" },
      { label: "Utah Real Estate Marketing", href: "/utah-real-estate-marketing" },
      { label: "AI Consulting", href: "/ai-consulting" },
    ],
  },
  { label: "Free Audit", href: "/local-business-audit" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
];

export const footerNav: NavGroup[] = [
  {
    label: "Services",
    items: [
      { label: "SEO", href: "/seo" },
      { label: "PPC Advertising", href: "/ppc" },
      { label: "Social Media Marketing", href: "/social-media-marketing" },
      { label: "Email Marketing", href: "/email-marketing" },
      { label: "Content Strategy", href: "/content-strategy" },
      { label: "Website Development", href: "/website-development" },
      { label: "Strategic Consulting", href: "/strategic-consulting" },
      { label: "IT Support & Hosting", href: "/it-support" },
    ],
  },
  {
    label: "Company",
    items: [
      { label: "About", href: "/about" },
      { label: "Case Studies", href: "/case-studies" },
      { label: "Utah Marketing Firms", href: "/utah-marketing-firms" },
      { label: "Free Audit", href: "/local-business-audit" },
      { label: "Blog", href: "/blog" },
      { label: "Contact", href: "/contact" },
    ],
  },
  {
    label: "Legal",
    items: [
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms of Service", href: "/terms-of-service" },
      { label: "Cookie Policy", href: "/cookie-policy" },
    ],
  },
];
