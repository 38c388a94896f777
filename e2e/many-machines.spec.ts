import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { leadEndpoints, leadPages, STAMP_FIELD } from "@/lib/lead-forms";
import { type MailServer, startMailServer } from "../tests/support/mail-server";
import { type TestS3Server, startS3Server } from "../tests/support/s3-server";
import { type TestDatabase, createPostgresDatabase } from "../tests/support/test-database";
import {
  type Receipt,
  type WebhookReceiver,
  signatureVerifies,
  startWebhookReceiver,
} from "../tests/support/webhook-receiver";
import { ADMIN } from "./support/admin";
import { freePort } from "./support/free-port";
import { storedLeads, uniqueEmail, waitForFillTime } from "./support/leads";
import { type DataServer, type SiteData, siteData, startDataServer } from "./support/site-data/client";
import { type SiteServer, startSite } from "./support/site-server";

/**
 * Two production server processes from the one build, on one PostgreSQL database and one bucket,
 * as behind a load balancer (decision 160): whatever one of them does, the other sees.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) console.warn("e2e/many-machines.spec.ts is skipped: set TEST_DATABASE_URL to run it.");

// The tests share the servers started once, in order, in one worker.
test.describe.configure({ mode: "default" });

test.describe("two server processes on one database and one bucket", () => {
  test.skip(!databaseUrl, "needs TEST_DATABASE_URL (PostgreSQL)");

  /** The public address, the load balancer's: every process is started with it as SITE_URL. */
  let siteUrl: string;
  let dir: string;
  let database: TestDatabase | undefined;
  let bucket: TestS3Server | undefined;
  let mail: MailServer | undefined;
  let crm: WebhookReceiver | undefined;
  const webhookSecret = "many-machines-webhook-secret";
  let data: DataServer | undefined;
  let db: SiteData;
  const servers: SiteServer[] = [];
  let a: string;
  let b: string;

  test.beforeAll(async () => {
    test.setTimeout(5 * 60_000);
    // The shared end-to-end server's address keeps the build current; these processes only listen elsewhere.
    siteUrl = process.env.E2E_BASE_URL!;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-e2e-machines-"));
    database = await createPostgresDatabase(databaseUrl!);
    bucket = await startS3Server();
    mail = await startMailServer();
    crm = await startWebhookReceiver();
    const env = (name: string) => ({
      SITE_URL: siteUrl,
      DATABASE_URL: database!.url,
      ...bucket!.env,
      // A folder of each process's own: an image found by the other came from the bucket.
      UPLOAD_DIR: path.join(dir, name, "uploads"),
      SMTP_URL: mail!.url,
      NOTIFY_EMAIL: "leads@resgatar.test",
      LEAD_WEBHOOK_URL: crm!.url,
      LEAD_WEBHOOK_SECRET: webhookSecret,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The tests stand in for the load balancer: a test's X-Forwarded-For is its client.
      TRUST_PROXY: "loopback",
      // A line per request from two servers would bury the test report.
      LOG_LEVEL: "warn",
      RECAPTCHA_SITE_KEY: "",
      RECAPTCHA_SECRET_KEY: "",
    });
    const portA = await freePort();
    let portB = await freePort();
    while (portB === portA) portB = await freePort();
    // Started together, as a deployment starts its machines: both migrate and make the admin account.
    const started = await Promise.allSettled([startSite(portA, env("a")), startSite(portB, env("b"))]);
    for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    [a, b] = servers.map((server) => server.url) as [string, string];
    data = await startDataServer(env("data"));
    db = siteData(data.url);
  });

  test.afterAll(async () => {
    await Promise.all([...servers.map((server) => server.stop()), data?.stop()]);
    await Promise.all([bucket?.remove(), mail?.close(), crm?.close(), database?.drop()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A request as a browser behind the load balancer sends it: from the public origin, from `client`. */
  function send(url: string, init: { method?: string; cookie?: string; client: string; body?: BodyInit }) {
    const headers: Record<string, string> = { origin: siteUrl, "x-forwarded-for": init.client };
    if (init.cookie) headers.cookie = init.cookie;
    if (typeof init.body === "string") headers["content-type"] = "application/json";
    return fetch(url, { method: init.method ?? "GET", headers, body: init.body, redirect: "manual" });
  }

  async function signIn(server: string, client: string): Promise<string> {
    const response = await send(`${server}/api/auth/sign-in/email`, {
      method: "POST",
      client,
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("agency.session_token="));
    expect(cookie).toBeDefined();
    return cookie!.split(";")[0]!;
  }

  test("a session made on one process works on the other, and ends on both when signed out on one", async () => {
    const client = "10.160.0.1";
    const cookie = await signIn(a, client);

    const dashboard = await send(`${b}/admin`, { cookie, client });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Admin Dashboard");
    const stranger = await send(`${b}/admin`, { client });
    expect(stranger.status).toBe(307);
    expect(stranger.headers.get("location")).toBe("/login");

    expect((await send(`${b}/api/auth/sign-out`, { method: "POST", cookie, client, body: "{}" })).status).toBe(200);
    const after = await send(`${a}/admin`, { cookie, client });
    expect(after.status).toBe(307);
    expect(after.headers.get("location")).toBe("/login");
  });

  test("an image uploaded on one process is listed and served by the other", async () => {
    const client = "10.160.0.2";
    const cookie = await signIn(a, client);
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#b45309" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png");
    const upload = await send(`${a}/api/admin/images`, { method: "POST", cookie, client, body: form });
    expect(upload.status).toBe(201);
    const { url, name } = (await upload.json()) as { url: string; name: string };

    const list = await send(`${b}/api/admin/images`, { cookie, client });
    expect(((await list.json()) as { images: { name: string }[] }).images.map((image) => image.name)).toContain(name);

    const fromA = await send(`${a}${url}`, { client });
    const fromB = await send(`${b}${url}`, { client });
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 48, height: 32 });
    // Neither process kept it in its own folder.
    for (const folder of ["a", "b"]) expect(fs.existsSync(path.join(dir, folder, "uploads", name))).toBe(false);
  });

  test("sign-in limits count the attempts made on both processes together", async () => {
    const attempt = (server: string, client: string, email: string, i: number) =>
      send(`${server}/api/auth/sign-in/email`, {
        method: "POST",
        client,
        body: JSON.stringify({ email, password: `wrong guess number ${i}` }),
      }).then((response) => response.status);

    const oneProcess: number[] = [];
    for (let i = 0; i < 6; i++) oneProcess.push(await attempt(a, "10.160.0.3", "one-process@resgatar.test", i));
    const bothProcesses: number[] = [];
    for (let i = 0; i < 6; i++) {
      bothProcesses.push(await attempt(i % 2 ? b : a, "10.160.0.4", "two-processes@resgatar.test", i));
    }
    // Five refusals per address and account in 15 minutes (decision 110), then 429: the same on one process as on two.
    expect(oneProcess).toEqual([401, 401, 401, 401, 401, 429]);
    expect(bothProcesses).toEqual(oneProcess);
  });

  /**
   * The contact form as a visitor at `client` opens it on `server`. The function returned posts
   * it, filled in with `email`, once a person could have filled it in.
   */
  async function openContactForm(server: string, client: string) {
    const page = await (await send(`${server}${leadPages.contact}`, { client })).text();
    const shownAt = Date.now();
    const stamp = new RegExp(`<input[^>]*name="${STAMP_FIELD}"[^>]*value="([^"]+)"`).exec(page)?.[1];
    expect(stamp).toBeDefined();
    return async (email: string) => {
      const form = new FormData();
      for (const [field, value] of Object.entries({
        name: "Rui Costa",
        email,
        message: "Please call me about a new website.",
        website: "",
        [STAMP_FIELD]: stamp!,
      })) {
        form.set(field, value);
      }
      await waitForFillTime(shownAt);
      const posted = await send(`${server}${leadEndpoints.contact}`, { method: "POST", client, body: form });
      expect(posted.status).toBe(201);
    };
  }

  test("a lead posted to each process is notified and sent to the CRM exactly once", async () => {
    test.setTimeout(3 * 60_000);
    const emailOf = (receipt: Receipt) => (JSON.parse(receipt.body) as { email: string }).email;
    const messagesFor = (email: string) => mail!.received.filter((message) => message.raw.includes(email));
    const postsFor = (email: string) => crm!.receipts.filter((receipt) => emailOf(receipt) === email);
    const forms = await Promise.all([a, b, a, a, b].map((server, i) => openContactForm(server, `10.160.1.${i + 1}`)));

    const leads = [uniqueEmail("machine-0"), uniqueEmail("machine-1")];
    await Promise.all(leads.map((email, i) => forms[i]!(email)));
    for (const email of leads) {
      await expect.poll(() => messagesFor(email).length, { timeout: 60_000 }).toBe(1);
      await expect.poll(() => postsFor(email).length, { timeout: 60_000 }).toBe(1);
      expect(signatureVerifies(postsFor(email)[0]!, webhookSecret)).toBe(true);
      await expect
        .poll(() => storedLeads(email, db), { timeout: 60_000 })
        .toMatchObject([{ notification: "sent", notificationAttempts: 1, webhook: "sent" }]);
    }

    // No second copy later either: three more leads whose CRM requests are held open. A worker
    // waits on one request at a time and claims the oldest due rows first, so once two of those
    // requests are held together, both processes' workers have claimed past the first leads'
    // rows since they were sent, and a second copy of either would have gone out on the way.
    const markers = [uniqueEmail("marker-0"), uniqueEmail("marker-1"), uniqueEmail("marker-2")];
    let release!: (status: number) => void;
    const held = new Promise<number>((resolve) => (release = resolve));
    crm!.answer = (receipt) => (markers.includes(emailOf(receipt)) ? held : 200);
    const heldTogether = async () => {
      const rows = await Promise.all(markers.map((email) => storedLeads(email, db)));
      // A request counts while its row is still claimed: a worker whose request timed out
      // records the failure (the row back to "pending") before it claims another.
      return markers.filter((email, i) => postsFor(email).length === 1 && rows[i]?.[0]?.webhook === "sending").length;
    };
    try {
      // The first holds one worker; of the next two, posted to each process, the other worker takes one.
      await forms[2]!(markers[0]!);
      await expect.poll(() => postsFor(markers[0]!).length, { timeout: 60_000 }).toBe(1);
      await Promise.all([forms[3]!(markers[1]!), forms[4]!(markers[2]!)]);
      await expect.poll(heldTogether, { timeout: 60_000 }).toBe(2);
      for (const email of leads) {
        expect(messagesFor(email)).toHaveLength(1);
        expect(postsFor(email)).toHaveLength(1);
      }
      expect(await Promise.all(leads.map((email) => storedLeads(email, db)))).toMatchObject([
        [{ notification: "sent", notificationAttempts: 1, webhook: "sent" }],
        [{ notification: "sent", notificationAttempts: 1, webhook: "sent" }],
      ]);
    } finally {
      crm!.answer = () => 200;
      release(200);
    }
    // Answered, the held leads are delivered once each, and the workers are idle again (within
    // the first retry's minute, should a held request have timed out on a very slow machine).
    for (const email of markers) {
      await expect
        .poll(() => storedLeads(email, db), { timeout: 90_000 })
        .toMatchObject([{ notification: "sent", webhook: "sent" }]);
      expect(messagesFor(email)).toHaveLength(1);
    }
  });
});
