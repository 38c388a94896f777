import { VISIT_SCRIPT } from "@/lib/attribution/visit-script";

/**
 * Carries the visit's source to the lead forms without a cookie (src/lib/attribution/visit-script.ts,
 * decision 200). Inline, so that it runs as the first page is read, before any link is followed;
 * the page cache admits it by its hash like the page's other scripts, and the pages rendered
 * with a nonce list that hash too (src/proxy.ts).
 */
export function VisitScript() {
  return <script dangerouslySetInnerHTML={{ __html: VISIT_SCRIPT }} />;
}
