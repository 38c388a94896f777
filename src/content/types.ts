/** Shapes shared by the marketing copy in this folder. */

/** Icons the copy may name; `components/marketing/icon.tsx` maps each to its drawing. */
export type IconName =
  | "badge-check"
  | "bot"
  | "brain"
  | "briefcase"
  | "building"
  | "calendar"
  | "car"
  | "chart-bar"
  | "chart-line"
  | "clock"
  | "code"
  | "compass"
  | "cpu"
  | "database"
  | "dollar"
  | "eye"
  | "file-text"
  | "gauge"
  | "globe"
  | "graduation-cap"
  | "handshake"
  | "headset"
  | "heart"
  | "house"
  | "inbox"
  | "landmark"
  | "layers"
  | "lightbulb"
  | "lock"
  | "mail"
  | "map-pin"
  | "messages"
  | "monitor-smartphone"
  | "mouse-pointer"
  | "palette"
  | "pen"
  | "piggy-bank"
  | "repeat"
  | "route"
  | "search"
  | "send"
  | "server"
  | "settings"
  | "share"
  | "shield"
  | "shopping-cart"
  | "smartphone"
  | "sparkles"
  | "stethoscope"
  | "target"
  | "thumbs-up"
  | "trending-up"
  | "users"
  | "video"
  | "workflow"
  | "wrench"
  | "zap";

export interface CtaLink {
  label: string;
  href: string;
}

/** An original SVG illustration under public/images, drawn at width × height. */
export interface Illustration {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface Hero {
  eyebrow?: string;
  title: string;
  intro: string;
  actions: CtaLink[];
  image?: Illustration;
}

/** A card with an icon: a benefit, feature, solution or reason to choose us. */
export interface Feature {
  icon: IconName;
  title: string;
  description: string;
  points?: string[];
  link?: CtaLink;
}

/** A service card: icon, title, description, link. */
export interface ServiceCard {
  icon: IconName;
  title: string;
  description: string;
  href: string;
}

export interface Step {
  title: string;
  description: string;
  /** How long the step usually takes, when that is worth saying. */
  duration?: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** A headed block of cards, steps or questions. */
export interface Block<T> {
  eyebrow?: string;
  heading: string;
  intro?: string;
  items: T[];
}

export interface CallToAction {
  heading: string;
  text: string;
  actions: CtaLink[];
  /** Show a button that calls the agency. */
  call?: boolean;
}

/** A pointer to a neighbouring page, with a line on why to go there. */
export interface RelatedLink {
  title: string;
  description: string;
  link: CtaLink;
}
