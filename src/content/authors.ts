/** The people who write the blog, and the team byline. */

export interface AuthorProfile {
  name: string;
  role: string;
  bio: string;
  /** A portrait, or the shared placeholder; initials show if it cannot load. */
  avatar: string;
}

const PLACEHOLDER_AVATAR = "/images/authors/placeholder.svg";

export const authors: AuthorProfile[] = [
  {
    name: "Marcos Silva",
    role: "Digital Marketing Strategist",
    bio: "Marcos plans the campaigns behind our clients' growth, from the first audit to the monthly report. He has spent his career helping Utah shops, dealerships and service companies turn search, ads and e-mail into booked jobs, and he writes about what actually moved the numbers.",
    avatar: "/images/authors/marcos-silva.svg",
  },
  {
    name: "Emily Carter",
    role: "SEO Specialist",
    bio: "Emily runs technical audits, local search and content plans. She likes sites that load fast, answer the question a searcher typed and earn their rankings one useful page at a time.",
    avatar: PLACEHOLDER_AVATAR,
  },
  {
    name: "Jordan Reyes",
    role: "Social Media Manager",
    bio: "Jordan builds social calendars, short videos and paid social campaigns for local brands. Jordan's rule: post what your customers would forward to a friend, then measure whether they did.",
    avatar: PLACEHOLDER_AVATAR,
  },
  {
    name: "Resgatar Team",
    role: "Digital Marketing Experts",
    bio: "Articles written together by our strategists, search specialists, ad managers and developers in Salt Lake City, drawing on more than a decade of campaigns for local businesses.",
    avatar: PLACEHOLDER_AVATAR,
  },
];

/** The id in an author's address: the name lower-cased, its first space made a hyphen. */
export function authorIdOf(name: string): string {
  return name.toLowerCase().replace(" ", "-");
}

export function findAuthorById(id: string): AuthorProfile | undefined {
  return authors.find((author) => authorIdOf(author.name) === id);
}

/** The profile behind a byline, if the author has one. */
export function findAuthorByName(name: string): AuthorProfile | undefined {
  return authors.find((author) => author.name === name);
}

/** "Marcos Silva" → "MS": what the avatar shows when its image cannot load. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}
