import "server-only";
import { site } from "@/content/site";
import type { Lead } from "./leads";

export interface MailContent {
  subject: string;
  text: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function receivedAt(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: site.timeZone,
  }).format(new Date(iso));
}

/** The e-mail that tells the agency about a new lead; replies go to the lead. */
export function leadNotification(submission: Lead, siteUrl: string): MailContent {
  const about = submission.service ? ` about ${oneLine(submission.service)}` : "";
  const details = [
    ["Name", submission.name],
    ["Email", submission.email],
    ["Company", submission.company],
    ["Phone", submission.phone],
    ["Service", submission.service],
  ]
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([label, value]) => `${label}: ${oneLine(value)}`);

  return {
    subject: `New website lead from ${oneLine(submission.name)}${about}`,
    text: [
      `A new lead arrived through the ${site.name} website on ${receivedAt(submission.created_at)}.`,
      "",
      ...details,
      `Human check: ${submission.recaptcha_verified ? "passed" : "not passed or not configured"}`,
      "",
      "Message:",
      submission.message,
      "",
      `This lead: ${siteUrl}/admin/contacts/${submission.id}`,
      `All submissions: ${siteUrl}/admin/contacts`,
      "Reply to this e-mail to answer the lead directly.",
    ].join("\n"),
  };
}
