import "server-only";
import type { Selectable } from "kysely";
import type { LeadStatus } from "@/lib/lead-pipeline";
import { withSafeText } from "@/lib/text";
import { getDb } from "../db";
import type { LeadEventsTable } from "../db/types";

/**
 * The lead pipeline (decision 170): a lead's status lives on its contact_submissions row; every
 * change of it and every note is a lead_events row, the lead's history. This module owns lead_events.
 */

export type LeadEvent = Selectable<LeadEventsTable>;

/** What changing a status did: "unchanged" writes no history; "not-found" means no such lead. */
export type StatusChange = "changed" | "unchanged" | "not-found";

/** Sets a lead's status and records the change in its history, both or neither. */
export async function setLeadStatus(id: number, status: LeadStatus, actor: string): Promise<StatusChange> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const lead = await trx.selectFrom("contact_submissions").select("status").where("id", "=", id).executeTakeFirst();
      if (!lead) return "not-found";
      if (lead.status === status) return "unchanged";
      await trx.updateTable("contact_submissions").set({ status }).where("id", "=", id).execute();
      await trx
        .insertInto("lead_events")
        .values({ submission_id: id, actor, kind: "status", status, created_at: new Date().toISOString() })
        .execute();
      return "changed";
    });
}

/** Adds a dated note to a lead's history; false when there is no such lead. */
export async function addLeadNote(id: number, note: string, actor: string): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const lead = await trx.selectFrom("contact_submissions").select("id").where("id", "=", id).executeTakeFirst();
      if (!lead) return false;
      await trx
        .insertInto("lead_events")
        .values(
          withSafeText({ submission_id: id, actor, kind: "note" as const, note, created_at: new Date().toISOString() }),
        )
        .execute();
      return true;
    });
}

/** A lead's history, newest first. */
export async function listLeadEvents(id: number): Promise<LeadEvent[]> {
  return getDb()
    .selectFrom("lead_events")
    .selectAll()
    .where("submission_id", "=", id)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}
