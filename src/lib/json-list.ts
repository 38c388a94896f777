/**
 * A column that holds a JSON list, read back: its items that pass `isItem`. Anything else (a row
 * written by hand, a value cut short) reads as an empty list rather than failing the page.
 */
export function jsonList<T>(json: string, isItem: (item: unknown) => item is T): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}

export const isText = (item: unknown): item is string => typeof item === "string";
