import { site } from "./site";
import type { Illustration } from "./types";

/**
 * The people behind the agency. Names, bios and portraits are examples: replace them
 * with your own team (portraits live in public/images/team).
 */

export interface TeamMember {
  name: string;
  position: string;
  bio: string;
  portrait: Illustration;
}

export interface Founder extends Omit<TeamMember, "bio"> {
  yearsOfExperience: string;
  bio: string[];
}

export const founder: Founder = {
  name: "Rafael Moreira",
  position: "Founder & CEO",
  yearsOfExperience: "over 18 years",
  portrait: {
    src: "/images/team/rafael-moreira.svg",
    width: 480,
    height: 560,
    alt: "Illustrated portrait of Rafael Moreira, founder of Resgatar Marketing, smiling in a navy blazer",
  },
  bio: [
    `Rafael has spent over 18 years in digital marketing, from running search campaigns for national retailers to building websites for neighborhood shops. He started Resgatar in ${site.address.locality} in ${site.foundedYear} after watching too many good local businesses lose money to agencies that hid behind jargon and long contracts.`,
    "He still reviews every new client's accounts himself, and he still believes the best marketing report is a ringing phone.",
  ],
};

export const team: TeamMember[] = [
  {
    name: "Hannah Lindqvist",
    position: "Director of Paid Media",
    bio: "Hannah manages our Google Ads, Meta and TikTok campaigns. She holds Google Ads and Analytics certifications and has a habit of finding the wasted spend in any account within the first week.",
    portrait: {
      src: "/images/team/hannah-lindqvist.svg",
      width: 320,
      height: 320,
      alt: "Illustrated portrait of Hannah Lindqvist with shoulder-length blond hair and glasses",
    },
  },
  {
    name: "Marcus Tuilagi",
    position: "SEO & Content Lead",
    bio: "Marcus plans the content calendars and technical fixes that move our clients up in local search. Before joining Resgatar he wrote for newsrooms, and it shows in every page he edits.",
    portrait: {
      src: "/images/team/marcus-tuilagi.svg",
      width: 320,
      height: 320,
      alt: "Illustrated portrait of Marcus Tuilagi with short curly dark hair and a green sweater",
    },
  },
  {
    name: "Priya Raman",
    position: "AI & Automation Strategist",
    bio: "Priya helps business owners put AI to work safely: choosing the right tools, connecting them to the systems they already use and training their teams to get real time back.",
    portrait: {
      src: "/images/team/priya-raman.svg",
      width: 320,
      height: 320,
      alt: "Illustrated portrait of Priya Raman with long dark hair in a coral top",
    },
  },
  {
    name: "Jake Sorensen",
    position: "Web Development Lead",
    bio: "Jake builds the fast, accessible websites our campaigns send traffic to, and keeps them online. He looks after hosting, domains and the small technical emergencies nobody else wants.",
    portrait: {
      src: "/images/team/jake-sorensen.svg",
      width: 320,
      height: 320,
      alt: "Illustrated portrait of Jake Sorensen with a short beard and a grey hat",
    },
  },
];
