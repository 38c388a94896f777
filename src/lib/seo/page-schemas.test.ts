import { describe, expect, it } from "vitest";
import { article, faqPage } from "./page-schemas";

describe("faqPage", () => {
  it("lists each question with its answer", () => {
    expect(
      faqPage([
        { question: "How much?", answer: "It depends." },
        { question: "How soon?", answer: "Within weeks." },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "How much?", acceptedAnswer: { "@type": "Answer", text: "It depends." } },
        { "@type": "Question", name: "How soon?", acceptedAnswer: { "@type": "Answer", text: "Within weeks." } },
      ],
    });
  });
});

describe("article", () => {
  const facts = {
    headline: "Nine tips",
    description: "Tips for agents.",
    path: "/tips",
    datePublished: "2025-03-04",
    author: { name: "Ana Silva", jobTitle: "Founder" },
    image: "/images/tips.svg",
  };

  it("gives absolute addresses and names the agency as publisher", () => {
    const data = article("https://example.com", facts);
    expect(data).toMatchObject({
      "@type": "Article",
      headline: "Nine tips",
      url: "https://example.com/tips",
      mainEntityOfPage: { "@id": "https://example.com/tips" },
      image: "https://example.com/images/tips.svg",
      author: { "@type": "Person", name: "Ana Silva", jobTitle: "Founder" },
      publisher: { "@id": "https://example.com/#agency", name: "Resgatar Marketing" },
    });
  });

  it("uses the publication date as the modification date unless one is given", () => {
    expect(article("https://example.com", facts).dateModified).toBe("2025-03-04");
    expect(article("https://example.com", { ...facts, dateModified: "2025-05-01" }).dateModified).toBe("2025-05-01");
  });
});
