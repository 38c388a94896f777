import "server-only";
import { site } from "@/content/site";
import { sourceDetailsOf } from "@/lib/attribution/source-details";
import { humanCheckLabels, humanCheckVerdict } from "@/lib/human-check-verdict";
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

/** Where the lead came from, as its page in the admin area says it; only what the visit recorded. */
function sourceLines(submission: Lead): string[] {
  const { channel, fields } = sourceDetailsOf(submission);
  return [
    `Source / medium: ${channel}`,
    ...fields
      .filter((field): field is [string, string] => field[1] !== null)
      .map(([label, value]) => `${label}: ${oneLine(value)}`),
  ];
}

/** The e-mail that tells the agency about a new lead, by its name in the settings; replies go to the lead. */
export function leadNotification(submission: Lead, siteUrl: string, agencyName: string): MailContent {
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
      `A new lead arrived through the ${agencyName} website on ${receivedAt(submission.created_at)}.`,
      "",
      ...details,
      `Human check: ${humanCheckLabels[humanCheckVerdict(submission)]}`,
      "",
      "Message:",
      submission.message,
      "",
      "Where it came from:",
      ...sourceLines(submission),
      "",
      `This lead: ${siteUrl}/admin/contacts/${submission.id}`,
      `All submissions: ${siteUrl}/admin/contacts`,
      "Reply to this e-mail to answer the lead directly.",
    ].join("\n"),
  };
}
