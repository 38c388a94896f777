import { type VisitSource, type VisitSourceField, visitSourceField } from "@/lib/attribution/visit-source";

/**
 * The visit's source as hidden fields of a lead form (decision 200): what the form page's own
 * request told the server, or, after a failed submission without JavaScript, what the form
 * carried then. With JavaScript the visit script writes the tab's record over them as the form
 * is read. One field per key of `source`, which the server fills with every key: this code runs
 * in the browser, so it carries no list of its own.
 */
export function VisitSourceFields({
  source,
  values,
}: {
  source: VisitSource;
  values?: Partial<Record<VisitSourceField, string>>;
}) {
  return (Object.keys(source) as (keyof VisitSource)[]).map((key) => {
    const name = visitSourceField(key);
    return <input key={name} type="hidden" name={name} value={values?.[name] ?? source[key] ?? ""} />;
  });
}
