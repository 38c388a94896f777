import "server-only";
import { normalizeEmail } from "@/lib/email";
import { type AuditActor, recordAudit, recordAuditBy } from "../auth/audit-log";
import { type Subscriber, deleteSubscribersByEmail, findSubscribersByEmail } from "../audience/subscribers";
import { type Person, erasePeopleByEmail, findPeopleByEmail } from "../content/people";
import { emptyWriteAheadLog, getDb } from "../db";
import { deleteMedia, uploadNamesIn } from "../media/library";
import { getLogger } from "../ops/logger";
import { leadRetentionDays } from "../site-settings";
import { type InboxLead, deleteLeadsByEmail, deleteLeadsCreatedBefore, findLeadsByEmail } from "./leads";
import { listLeadEvents } from "./pipeline";

/**
 * Privacy requests (/admin/privacy) and lead retention: what the site holds on one e-mail
 * address, its export, its erasure; and the daily purge of old leads. The audit entries they
 * write hold counts only, never the address (decision 180).
 */

export interface PersonalData {
  email: string;
  leads: InboxLead[];
  subscribers: Subscriber[];
  /** The agency's people with this address: a member of staff's own record (decision 197). */
  people: Person[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every lead, newsletter and people record of an address. */
export async function findPersonalData(email: string): Promise<PersonalData> {
  const address = normalizeEmail(email);
  const [leads, subscribers, people] = await Promise.all([
    findLeadsByEmail(address),
    findSubscribersByEmail(address),
    findPeopleByEmail(address),
  ]);
  return { email: address, leads, subscribers, people };
}

/** The download of a privacy request: the records and when they were read; audited with the counts alone. */
export async function exportPersonalData(email: string, by?: AuditActor, now = new Date()) {
  const found = await findPersonalData(email);
  await recordAuditBy(by, "privacy-export", {
    type: "records",
    label: countsLabel(found.leads.length, found.subscribers.length, found.people.length),
  });
  // The agency's notes and status changes on a lead are held on that person too.
  const leads = await Promise.all(
    found.leads.map(async (lead) => ({ ...lead, history: await listLeadEvents(lead.id) })),
  );
  return { exportedAt: now.toISOString(), ...found, leads };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "2 leads, 1 subscriber" (", 1 person" when one of the agency's people had the address): the only words an erasure leaves in the audit log. */
export function countsLabel(leads: number, subscribers: number, people = 0): string {
  const counts = `${plural(leads, "lead")}, ${plural(subscribers, "subscriber")}`;
  return people > 0 ? `${counts}, ${people} ${people === 1 ? "person" : "people"}` : counts;
}

/**
 * After deleting someone's records: SQLite overwrites deleted rows with zeros (secure_delete), and
 * the write-ahead log, which still holds the frames that wrote them, is emptied into the file.
 * A reader that holds the log past the busy timeout (a backup being read) delays that: it is
 * said in the log, and the housekeeping job empties it within the hour.
 */
async function eraseFromDisk(): Promise<void> {
  if (!(await emptyWriteAheadLog())) {
    getLogger().warn("Erased records stay in SQLite's write-ahead log until it can be emptied: a reader holds it");
  }
}

/**
 * Deletes an address's leads (their outbox rows and notes go by ON DELETE CASCADE) and its
 * subscriber rows, and erases the people record it is on (decision 197), in one transaction,
 * then writes one audit entry with the counts alone, erases them from the disk and deletes the
 * person's uploaded portrait when nothing else shows it. An unknown
 * address changes nothing and writes nothing.
 */
export async function erasePersonalData(
  email: string,
  by?: AuditActor,
): Promise<{ leads: number; subscribers: number; people: number }> {
  const address = normalizeEmail(email);
  const photos = (await findPeopleByEmail(address)).flatMap((person) => uploadNamesIn(person.photo));
  const counts = await getDb()
    .transaction()
    .execute(async (trx) => ({
      leads: await deleteLeadsByEmail(trx, address),
      subscribers: await deleteSubscribersByEmail(trx, address),
      people: await erasePeopleByEmail(trx, address),
    }));
  if (counts.leads + counts.subscribers + counts.people > 0) {
    await recordAuditBy(by, "privacy-erasure", {
      type: "records",
      label: countsLabel(counts.leads, counts.subscribers, counts.people),
    });
    await eraseFromDisk();
    await deletePortraits(photos, by);
  }
  return counts;
}

/**
 * An erased person's uploaded portraits leave the storage too, unless something else shows them
 * (the media library refuses those). The records are erased already; a storage that fails is
 * logged for the operator to finish by hand in the media library.
 */
async function deletePortraits(names: readonly string[], by?: AuditActor): Promise<void> {
  for (const name of names) {
    try {
      await deleteMedia(name, by);
    } catch (error) {
      getLogger().error({ err: error, image: name }, "An erased person's portrait could not be deleted");
    }
  }
}

/**
 * The housekeeping job: deletes leads older than `days`, by default the retention period
 * (LEAD_RETENTION_DAYS, else the settings'). Returns how many went.
 */
export async function purgeExpiredLeads(now = new Date(), days?: number): Promise<number> {
  const retentionDays = days ?? (await leadRetentionDays());
  const purged = await deleteLeadsCreatedBefore(new Date(now.getTime() - retentionDays * DAY_MS));
  if (purged > 0) {
    getLogger().info({ purged, retentionDays }, "Purged old leads");
    await recordAudit(
      { action: "old-leads-purged", actor: null, ip: null, object: { type: "records", label: plural(purged, "lead") } },
      now,
    );
    await eraseFromDisk();
  }
  return purged;
}
