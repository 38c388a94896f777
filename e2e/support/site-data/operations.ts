import type { NewPost } from "@/lib/blog/types";
import type { LeadStatus } from "@/lib/lead-pipeline";
import type { BlogPostInput, Publication } from "@/lib/validation/blog-post";
import { createAdmin } from "@/server/auth/admin-accounts";
import { getAuth } from "@/server/auth/auth";
import * as posts from "@/server/blog/posts";
import { getDb } from "@/server/db";
import type { OutboxStatus } from "@/server/db/types";
import * as leads from "@/server/leads/leads";
import { setLeadStatus } from "@/server/leads/pipeline";
import { resetRateLimit } from "@/server/rate-limit";
import { countViewsByPath } from "@/server/traffic/page-views";

/**
 * What the end-to-end tests read and write in the site's database, run by the data server
 * (serve.ts) on the site's own modules and DATABASE_URL, so that they hold on SQLite and
 * PostgreSQL alike. A table module's function is used wherever one exists; the few states no
 * module of the site writes (a lead dated ahead, a notification that gave up, an aged session)
 * are set with Kysely on the site's own connection. Results travel as JSON: null, never undefined.
 */

async function internalAdapter() {
  return (await (await getAuth()).$context).internalAdapter;
}

export interface LeadToStore extends leads.NewLead {
  created_at: string;
  notification?: { status: OutboxStatus; attempts: number; last_error: string | null; sent_at: string | null };
}

export const operations = {
  insertPost: (input: NewPost) => posts.insertPost(input),
  deletePost: (id: number) => posts.deletePost(id),
  getPostById: async (id: number) => (await posts.getPostById(id)) ?? null,
  getPostBySlug: async (slug: string) => (await posts.getPostBySlug(slug)) ?? null,

  /** Changes some fields of a post, keeping the others. */
  updatePost: async (id: number, changes: Partial<BlogPostInput & Publication>) =>
    (await posts.updatePost(id, changes)) ?? null,

  async deletePostsBySlug(slugs: string[]) {
    for (const slug of slugs) {
      const post = await posts.getPostBySlug(slug);
      if (post) await posts.deletePost(post.id);
    }
  },

  /**
   * Stores leads as the forms do, then dates them and sets their notification. The outbox
   * worker may claim a notification in between; its own write then yields to this one.
   */
  async storeLeads(toStore: LeadToStore[]) {
    const stored: leads.Lead[] = [];
    for (const { created_at, notification, ...input } of toStore) {
      const lead = await leads.insertLead(input);
      await getDb()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable("contact_submissions").set({ created_at }).where("id", "=", lead.id).execute();
          if (notification) {
            await trx
              .updateTable("email_outbox")
              .set({ ...notification, locked_until: null })
              .where("submission_id", "=", lead.id)
              .where("channel", "=", "lead-email")
              .execute();
          }
        });
      stored.push({ ...lead, created_at });
    }
    return stored;
  },

  deleteLeads: async (ids: number[]) => {
    if (ids.length) await getDb().deleteFrom("contact_submissions").where("id", "in", ids).execute();
  },
  countLeads: (spam: boolean) => leads.countLeads({ spam }),
  getLeadById: async (id: number) => (await leads.getLeadById(id)) ?? null,
  /** A status change as the lead's page makes it, with its line in the history. */
  setLeadStatus: (id: number, status: LeadStatus) => setLeadStatus(id, status, "e2e@resgatar.test"),

  /** The leads stored for an e-mail address, oldest first, each with its notification's status and attempts. */
  leadsByEmail: (email: string) =>
    getDb()
      .selectFrom("contact_submissions as s")
      .leftJoin("email_outbox as o", (join) =>
        join.onRef("o.submission_id", "=", "s.id").on("o.channel", "=", "lead-email"),
      )
      .leftJoin("email_outbox as w", (join) =>
        join.onRef("w.submission_id", "=", "s.id").on("w.channel", "=", "lead-webhook"),
      )
      .selectAll("s")
      .select(["o.status as notification", "o.attempts as notificationAttempts", "w.status as webhook"])
      .where("s.email", "=", email)
      .orderBy("s.id")
      .execute(),

  /** A lead's notification as the outbox holds it: its claim (status, attempts, lease). */
  notificationOf: (submissionId: number) =>
    getDb()
      .selectFrom("email_outbox")
      .select(["status", "attempts", "locked_until"])
      .where("submission_id", "=", submissionId)
      .where("channel", "=", "lead-email")
      .executeTakeFirstOrThrow(),

  subscribersByEmail: (email: string) =>
    getDb().selectFrom("newsletter_subscribers").select(["email", "state"]).where("email", "=", email).execute(),
  deleteSubscribers: async (emails: string[]) => {
    if (emails.length) await getDb().deleteFrom("newsletter_subscribers").where("email", "in", emails).execute();
  },
  /** Removes the people a test added, should it end before deleting them on their screen. */
  deletePeople: async (names: string[]) => {
    if (names.length) await getDb().deleteFrom("people").where("name", "in", names).execute();
  },
  resetRateLimit: (key: string) => resetRateLimit(key),
  /** Page views per path from `firstDay` to `lastDay` ("2026-03-01"), as the server wrote them. */
  pageViews: (firstDay: string, lastDay: string) => countViewsByPath(firstDay, lastDay),

  /** A session's times as ISO strings, or null when it no longer exists. */
  async findSession(token: string) {
    const found = await (await internalAdapter()).findSession(token);
    if (!found) return null;
    const { createdAt, expiresAt } = found.session;
    return { createdAt: new Date(createdAt).toISOString(), expiresAt: new Date(expiresAt).toISOString() };
  },
  async updateSession(token: string, times: { createdAt?: string; expiresAt?: string }) {
    const dates = Object.fromEntries(Object.entries(times).map(([key, iso]) => [key, new Date(iso)]));
    await (await internalAdapter()).updateSession(token, dates);
  },
  deleteSession: async (token: string) => (await internalAdapter()).deleteSession(token),

  /** An admin account of a test's own, so that changing its sign-in leaves the shared one alone. */
  createAdmin: (email: string, password: string) => createAdmin(email, password),
  /** Removes an account with its sessions and two-factor settings. */
  async deleteAdmin(email: string) {
    const adapter = await internalAdapter();
    const found = await adapter.findUserByEmail(email);
    if (found) await adapter.deleteUser(found.user.id);
  },
};

export type Operations = typeof operations;
