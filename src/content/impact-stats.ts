export interface Statistic {
  value: string;
  label: string;
}

export interface ImpactSet {
  heading: string;
  stats: Statistic[];
  /** Where a third-party figure comes from, shown under the band. */
  note?: string;
}

const agency: ImpactSet = {
  heading: "Our impact in numbers",
  stats: [
    { value: "13+", label: "Years in business" },
    { value: "Millions", label: "Of ad impressions delivered" },
    { value: "25k+", label: "Leads generated for clients" },
    { value: "$500k+", label: "Marketing budget managed" },
  ],
};

const ppc: ImpactSet = {
  heading: "Why paid search pays",
  stats: [
    { value: "$300B+", label: "Spent on search ads worldwide each year" },
    { value: "6.4%", label: "Average click-through rate of Google search ads" },
    { value: "$2", label: "Average revenue for every $1 spent on Google Ads" },
    { value: "65%", label: "Of shoppers click an ad when searching to buy" },
  ],
  note: "Industry averages from published platform and benchmark studies.",
};

const email: ImpactSet = {
  heading: "E-mail still wins the inbox",
  stats: [
    { value: "4.5B", label: "E-mail users worldwide" },
    { value: "375B", label: "E-mails sent every day" },
    { value: "$40", label: "Average return for every $1 spent on e-mail" },
    { value: "61%", label: "Of consumers prefer brands to reach them by e-mail" },
  ],
  note: "Industry averages from published e-mail marketing studies.",
};

const content: ImpactSet = {
  heading: "Content that earns trust",
  stats: [
    { value: "70%", label: "Of buyers would rather learn about a company from articles than ads" },
    { value: "6x", label: "Higher conversion rates for content marketing leaders" },
    { value: "3x", label: "More leads per dollar than outbound marketing" },
    { value: "62%", label: "Lower cost than traditional marketing" },
  ],
  note: "Industry averages from published content marketing studies.",
};

/** The impact band's figures for a page: its own for PPC, e-mail and blog pages. */
export function impactStatsFor(path: string): ImpactSet {
  if (path === "/ppc") return ppc;
  if (path === "/email-marketing") return email;
  if (path.includes("/blog")) return content;
  return agency;
}
