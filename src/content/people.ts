/** A person as a new site starts with them: the columns of `people` that differ from their defaults. */
export interface SeededPerson {
  id: string;
  name: string;
  role: string;
  shortBio: string;
  longBio: string;
  photo: string;
  photoAlt: string;
  team: "" | "member" | "founder";
  experience: string;
  writer: boolean;
}

const PLACEHOLDER = "/images/authors/placeholder.svg";

/**
 * The agency's people as the site showed them while they were code (the About page's founder and
 * team, the blog's four authors), in the team's order: migration 2026_12_07_000100_people writes
 * them once (decision 197); the admin edits them on /admin/people and the pages read the database.
 * Each id is the one the author's address had (`/author/marcos-silva`); the founder's long bio is
 * the two paragraphs the About page drew. Names, bios and portraits are examples: replace them on
 * /admin/people (portraits live in public/images/team and public/images/authors).
 */
export const seededPeople: readonly SeededPerson[] = [
  {
    id: "rafael-moreira",
    name: "Rafael Moreira",
    role: "Founder & CEO",
    shortBio: "",
    longBio: [
      "Rafael has spent over 18 years in digital marketing, from running search campaigns for national retailers to building websites for neighborhood shops. He started Resgatar in Salt Lake City in 2012 after watching too many good local businesses lose money to agencies that hid behind jargon and long contracts.",
      "He still reviews every new client's accounts himself, and he still believes the best marketing report is a ringing phone.",
    ].join("\n\n"),
    photo: "/images/team/rafael-moreira.svg",
    photoAlt: "Illustrated portrait of Rafael Moreira, founder of Resgatar Marketing, smiling in a navy blazer",
    team: "founder",
    experience: "over 18 years",
    writer: false,
  },
  {
    id: "hannah-lindqvist",
    name: "Hannah Lindqvist",
    role: "Director of Paid Media",
    shortBio:
      "Hannah manages our Google Ads, Meta and TikTok campaigns. She holds Google Ads and Analytics certifications and has a habit of finding the wasted spend in any account within the first week.",
    longBio: "",
    photo: "/images/team/hannah-lindqvist.svg",
    photoAlt: "Illustrated portrait of Hannah Lindqvist with shoulder-length blond hair and glasses",
    team: "member",
    experience: "",
    writer: false,
  },
  {
    id: "marcus-tuilagi",
    name: "Marcus Tuilagi",
    role: "SEO & Content Lead",
    shortBio:
      "Marcus plans the content calendars and technical fixes that move our clients up in local search. Before joining Resgatar he wrote for newsrooms, and it shows in every page he edits.",
    longBio: "",
    photo: "/images/team/marcus-tuilagi.svg",
    photoAlt: "Illustrated portrait of Marcus Tuilagi with short curly dark hair and a green sweater",
    team: "member",
    experience: "",
    writer: false,
  },
  {
    id: "priya-raman",
    name: "Priya Raman",
    role: "AI & Automation Strategist",
    shortBio:
      "Priya helps business owners put AI to work safely: choosing the right tools, connecting them to the systems they already use and training their teams to get real time back.",
    longBio: "",
    photo: "/images/team/priya-raman.svg",
    photoAlt: "Illustrated portrait of Priya Raman with long dark hair in a coral top",
    team: "member",
    experience: "",
    writer: false,
  },
  {
    id: "jake-sorensen",
    name: "Jake Sorensen",
    role: "Web Development Lead",
    shortBio:
      "Jake builds the fast, accessible websites our campaigns send traffic to, and keeps them online. He looks after hosting, domains and the small technical emergencies nobody else wants.",
    longBio: "",
    photo: "/images/team/jake-sorensen.svg",
    photoAlt: "Illustrated portrait of Jake Sorensen with a short beard and a grey hat",
    team: "member",
    experience: "",
    writer: false,
  },
  {
    id: "marcos-silva",
    name: "Marcos Silva",
    role: "Digital Marketing Strategist",
    shortBio:
      "Marcos plans the campaigns behind our clients' growth, from the first audit to the monthly report. He has spent his career helping Utah shops, dealerships and service companies turn search, ads and e-mail into booked jobs, and he writes about what actually moved the numbers.",
    longBio: "",
    photo: "/images/authors/marcos-silva.svg",
    photoAlt: "",
    team: "",
    experience: "",
    writer: true,
  },
  {
    id: "emily-carter",
    name: "Emily Carter",
    role: "SEO Specialist",
    shortBio:
      "Emily runs technical audits, local search and content plans. She likes sites that load fast, answer the question a searcher typed and earn their rankings one useful page at a time.",
    longBio: "",
    photo: PLACEHOLDER,
    photoAlt: "",
    team: "",
    experience: "",
    writer: true,
  },
  {
    id: "jordan-reyes",
    name: "Jordan Reyes",
    role: "Social Media Manager",
    shortBio:
      "Jordan builds social calendars, short videos and paid social campaigns for local brands. Jordan's rule: post what your customers would forward to a friend, then measure whether they did.",
    longBio: "",
    photo: PLACEHOLDER,
    photoAlt: "",
    team: "",
    experience: "",
    writer: true,
  },
  {
    id: "resgatar-team",
    name: "Resgatar Team",
    role: "Digital Marketing Experts",
    shortBio:
      "Articles written together by our strategists, search specialists, ad managers and developers in Salt Lake City, drawing on more than a decade of campaigns for local businesses.",
    longBio: "",
    photo: PLACEHOLDER,
    photoAlt: "",
    team: "",
    experience: "",
    writer: true,
  },
];
