export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  link?: { label: string; href: string };
}

export interface LegalDocument {
  title: string;
  description: string;
  path: string;
  intro: string;
  sections: LegalSection[];
}
