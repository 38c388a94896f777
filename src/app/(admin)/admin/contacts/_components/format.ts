import { site } from "@/content/site";

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: site.timeZone,
});

/** "Mar 1, 2026, 3:00 AM", in the agency's own time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
