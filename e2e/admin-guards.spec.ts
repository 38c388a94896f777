import fs from "node:fs";
import path from "node:path";
import { expect, siteData, test } from "./support/blog-fixtures";

// Logout needs no session: without one it simply returns to the home page.
const OPEN_TO_ALL = new Set(["signOutAction"]);

/** Every server action of the admin area, as the production build lists them. */
function adminActions(): { id: string; name: string }[] {
  const manifest = path.resolve(import.meta.dirname, "../.next/server/server-reference-manifest.json");
  const { node } = JSON.parse(fs.readFileSync(manifest, "utf8")) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  return Object.entries(node)
    .filter(([, entry]) => entry.filename.includes("(admin)") && !OPEN_TO_ALL.has(entry.exportedName))
    .map(([id, entry]) => ({ id, name: `${entry.filename}#${entry.exportedName}` }));
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
    ]),
  );
  for (const action of actions) {
    const response = await request.post("/admin", {
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
});
