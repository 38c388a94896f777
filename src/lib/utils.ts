import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind classes (tailwind-merge would
 * cost every page 8.6 kB of compressed JavaScript): components offer variants instead of
 * letting callers override a class they set.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
