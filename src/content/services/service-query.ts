import { serviceCatalog } from "./catalog";

/**
 * Each service by its slug ("email-marketing") and by its name ("Email Marketing"), in lower
 * case with single spaces; both lead to the slug.
 */
const servicesByWord = new Map(
  serviceCatalog.flatMap(({ title, href }) => {
    const slug = href.replace(/^\//, "");
    return [
      [slug, slug],
      [normalise(title), slug],
    ];
  }),
);

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The service named by /contact?service=…, by slug or by name, whatever the case; "" for anything else. */
export function serviceFromQuery(value: string | string[] | undefined): string {
  const service = Array.isArray(value) ? value[0] : value;
  return (service && service.length <= 100 && servicesByWord.get(normalise(service))) || "";
}
