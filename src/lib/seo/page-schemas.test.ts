import { describe, expect, it } from "vitest";
import { faqPage } from "./page-schemas";

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
