import fs from "node:fs";
import path from "node:path";
import { expect, siteData, test } from "./support/blog-fixtures";

// Logout needs no session: without one it simply returns to the home page.
const OPEN_TO_ALL = new Set(["signOutAction"]);

/**
 * The address of a page Next.js built ("app/(admin)/admin/contacts/page" is /admin/contacts); a
 * dynamic segment gets the value 1 ("…/contacts/[id]/page" is /admin/contacts/1): the session
 * is checked before the page would look for its record.
 */
const pathOf = (worker: string) =>
  worker
    .replace(/^app/, "")
    .replace(/\/\([^)]+\)/g, "")
    .replace(/\[[^\]]+\]/g, "1")
    .replace(/\/page$/, "") || "/";

/**
 * Every server action of the admin area, as the production build lists them, with a page
 * that serves it: Next.js finds an action only among those of the page it is posted to.
 */
function adminActions(): { id: string; name: string; page: string }[] {
  const manifest = path.resolve(import.meta.dirname, "../.next/server/server-reference-manifest.json");
  const { node } = JSON.parse(fs.readFileSync(manifest, "utf8")) as {
    node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(node)
    .filter(([, entry]) => entry.filename.includes("(admin)") && !OPEN_TO_ALL.has(entry.exportedName))
    .map(([id, entry]) => {
      const workers = Object.keys(entry.workers);
      // A static page where there is one; an action used only on a record's page is posted there.
      const worker = workers.find((name) => !name.includes("[")) ?? workers[0]!;
      return { id, name: `${entry.filename}#${entry.exportedName}`, page: pathOf(worker) };
    });
}

test("every admin server action sends a request without a session to /login and changes nothing", async ({
  request,
  insertPost,
}) => {
  const post = await insertPost();
  const actions = adminActions();
  expect(actions.map((a) => a.name)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/#createPostAction$/),
      expect.stringMatching(/#updatePostAction$/),
      expect.stringMatching(/#deletePostAction$/),
      expect.stringMatching(/#addSamplePostsAction$/),
      expect.stringMatching(/#migratePostsAction$/),
      expect.stringMatching(/#previewPostAction$/),
      expect.stringMatching(/#markSubmissionReadAction$/),
      expect.stringMatching(/#resendNotificationAction$/),
      expect.stringMatching(/#deleteSubscriberAction$/),
      expect.stringMatching(/#saveLeadStatusAction$/),
      expect.stringMatching(/#addLeadNoteAction$/),
      expect.stringMatching(/#privacyRequestAction$/),
      expect.stringMatching(/#startTwoFactorAction$/),
      expect.stringMatching(/#disableTwoFactorAction$/),
      expect.stringMatching(/#signOutOtherSessionsAction$/),
    ]),
  );
  for (const action of actions) {
    const response = await request.post(action.page, {
      headers: { "next-action": action.id, "content-type": "text/plain;charset=UTF-8" },
      // Aimed at a real post: the delete and update actions would change it.
      data: JSON.stringify([post.id]),
      maxRedirects: 0,
    });
    expect(response.headers()["x-action-redirect"] ?? "", action.name).toMatch(/^\/login/);
  }
  expect(await siteData().getPostById(post.id)).toMatchObject({ title: post.title });
});

test("the admin's JSON and file endpoints refuse a request without a session", async ({ request }) => {
  expect((await request.get("/api/admin/images")).status()).toBe(401);
  expect((await request.post("/api/admin/images", { multipart: { file: "x" } })).status()).toBe(401);
  expect((await request.get("/admin/contacts/export.csv")).status()).toBe(401);
  expect((await request.get("/admin/subscribers/export.csv")).status()).toBe(401);
  expect((await request.get("/admin/sources/export.csv")).status()).toBe(401);
  // A page without server actions: the session is checked before anything is read.
  expect((await request.get("/admin/sources?days=7", { maxRedirects: 0 })).headers().location).toMatch(/^\/login/);
});
