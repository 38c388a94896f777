/** A page's query string as Next.js hands it to the page. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A query parameter's value, the first when the address repeats it. */
export const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * How a page reads its query string: `keys` names every parameter it reads, and the page
 * cache keys the page by exactly these (src/server/http/page-cache/rules.ts). `parse` is
 * given the declared parameters only, so a parameter read without being declared is missing
 * in development as it would be from a stored page.
 */
export interface PageQuery<T> {
  readonly keys: readonly string[];
  parse(raw: SearchParams): T;
}

export function pageQuery<const K extends string, T>(
  keys: readonly K[],
  parse: (raw: Record<K, string | string[] | undefined>) => T,
): PageQuery<T> {
  return {
    keys,
    parse: (raw) =>
      parse(Object.fromEntries(keys.map((key) => [key, raw[key]])) as Record<K, string | string[] | undefined>),
  };
}
