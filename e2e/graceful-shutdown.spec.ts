import { once } from "node:events";
import net from "node:net";
import { calendarDayOf } from "@/lib/dates";
import { expect, test } from "./fixtures";
import { ADMIN } from "./support/admin";
import { freePort } from "./support/free-port";
import { uniqueEmail } from "./support/leads";
import { type TestSite, startTestSite } from "./support/test-site";

/**
 * SIGTERM on a production server (decision 130): it stops accepting, answers /readyz with 503,
 * lets the request in flight finish, gives the outbox's claimed notification back and exits 0.
 * Each step waits for an event (a line of the server's log, a byte from a socket), never a time.
 */

test.describe.configure({ mode: "serial" });

/** A mail server that greets and then never answers MAIL FROM: the send under way hangs. */
async function hangingMailServer() {
  const sockets = new Set<net.Socket>();
  let sending: () => void;
  const sendStarted = new Promise<void>((resolve) => (sending = resolve));
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.write("220 hanging.test ESMTP\r\n");
    socket.on("data", (data) => {
      const line = data.toString("latin1");
      if (/^(EHLO|HELO)/i.test(line)) socket.write("250 hanging.test\r\n");
      else if (/^MAIL FROM/i.test(line)) sending();
    });
    socket.on("error", () => {});
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    sendStarted,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** Everything a raw connection receives, and a way to wait for a piece of it. */
function rawConnection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  const waiters: (() => void)[] = [];
  socket.on("data", (data) => {
    received += data.toString("utf8");
    for (const wake of waiters.splice(0)) wake();
  });
  // Shown in the assertion on what was received, instead of failing the run unseen.
  socket.on("error", (error) => (received += `\n[socket error: ${error.message}]`));
  const ended = once(socket, "close");
  return {
    socket,
    connected: once(socket, "connect"),
    async until(pattern: RegExp): Promise<string> {
      while (!pattern.test(received)) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
    /** What it received by the time the server closed it. */
    all: async () => {
      await ended;
      return received;
    },
  };
}

let site: TestSite | undefined;
/** The Cookie header of the admin signed in on the site: /readyz tells only them what it found. */
let adminCookie: string;
let mail: Awaited<ReturnType<typeof hangingMailServer>>;
const serverLines: string[] = [];
let lineWaiters: (() => void)[] = [];

function waitForLine(pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (serverLines.some((line) => pattern.test(line)) ? resolve() : lineWaiters.push(check));
    check();
  });
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  mail = await hangingMailServer();
  site = await startTestSite(
    await freePort(),
    {
      // The shared server's SITE_URL keeps the build current; this server only listens elsewhere.
      SITE_URL: process.env.E2E_BASE_URL!,
      SMTP_URL: mail.url,
      NOTIFY_EMAIL: "leads@resgatar.test",
      LOG_LEVEL: "info",
      // The worker looks for the lead's notification within a second, and the drain lasts 3 s.
      OUTBOX_POLL_MS: "1000",
      SHUTDOWN_GRACE_MS: "3000",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    {
      onLine: (line) => {
        serverLines.push(line);
        const waiting = lineWaiters;
        lineWaiters = [];
        for (const check of waiting) check();
      },
    },
  );
  const signedIn = await fetch(`${site.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: process.env.E2E_BASE_URL!, "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(signedIn.status).toBe(200);
  adminCookie = signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
});

test.afterAll(async () => {
  await site?.stop();
  mail?.close();
});

test("answers /healthz and /readyz, uncached; what /readyz found, to the signed-in admin only", async () => {
  const live = await fetch(`${site!.url}/healthz`);
  expect(live.status).toBe(200);
  expect(live.headers.get("cache-control")).toBe("no-store");
  expect(await live.json()).toEqual({ status: "ok" });

  const ready = await fetch(`${site!.url}/readyz`, { headers: { cookie: adminCookie } });
  expect(ready.status).toBe(200);
  expect(ready.headers.get("cache-control")).toBe("no-store");
  expect(await ready.json()).toMatchObject({ status: "ready", database: "ok", migrations: { current: true } });

  const anonymous = await fetch(`${site!.url}/readyz`);
  expect(anonymous.status).toBe(200);
  expect(anonymous.headers.get("cache-control")).toBe("no-store");
  expect(await anonymous.json()).toEqual({ status: "ready" });
});

test("drains on SIGTERM: the request in flight completes, the outbox claim goes back, exit 0", async () => {
  // The worker's next look (OUTBOX_POLL_MS) claims the lead's notification, and hangs sending it.
  test.setTimeout(60_000);
  const server = site!.server;
  // Page views are counted in memory and written in batches: the last batch at shutdown.
  const firstDay = calendarDayOf(new Date());
  const browser =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  for (const [path, agent] of [
    ["/about", browser],
    ["/about", browser],
    ["/contact", browser],
    ["/about", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
  ]) {
    expect((await fetch(`${site!.url}${path}`, { headers: { "user-agent": agent! } })).status).toBe(200);
  }
  const [lead] = await site!.data.storeLeads([
    {
      name: "Ana Souza",
      email: uniqueEmail("shutdown"),
      company: null,
      phone: null,
      message: "Please call me.",
      service: null,
      recaptcha_token: null,
      recaptcha_verified: false,
      created_at: new Date().toISOString(),
    },
  ]);
  await mail.sendStarted;
  expect(await site!.data.notificationOf(lead!.id)).toMatchObject({ status: "sending", attempts: 1 });

  const port = Number(new URL(site!.url).port);
  // A health check whose headers are half sent: a connection the drain must not drop.
  const probe = rawConnection(port);
  await probe.connected;
  probe.socket.write(`GET /readyz HTTP/1.1\r\nHost: localhost\r\nCookie: ${adminCookie}\r\n`);
  // A form post whose body has not come yet: the server confirms it has the request (100 Continue).
  const body = JSON.stringify({ name: "" });
  const slow = rawConnection(port);
  await slow.connected;
  slow.socket.write(
    "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  await slow.until(/^HTTP\/1\.1 100 Continue\r\n\r\n/);

  process.kill(server.pid, "SIGTERM");
  await waitForLine(/"event":"shutdown","signal":"SIGTERM"/);

  // New connections are refused.
  const refused = net.connect(port, "127.0.0.1");
  const [error] = (await once(refused, "error")) as [NodeJS.ErrnoException];
  expect(error.code).toBe("ECONNREFUSED");

  // The half-sent health check, finished now, hears that the server is going.
  probe.socket.write("\r\n");
  const readiness = await probe.all();
  expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
  expect(readiness).toMatch(/\r\nCache-Control: no-store\r\n/i);
  expect(readiness).toContain('{"status":"shutting-down","reason":"The server is shutting down."}');

  // The form post gets its body, and its whole answer.
  slow.socket.write(body);
  const answer = await slow.all();
  expect(answer).toMatch(/HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 4\d\d /);
  expect(answer).toMatch(/\r\nConnection: close\r\n/i);

  // The send still hangs: after the grace period its claim goes back, and the server exits cleanly.
  expect(await server.exited).toBe(0);
  expect(await site!.data.notificationOf(lead!.id)).toEqual({ status: "pending", attempts: 0, locked_until: null });
  const views = await site!.data.pageViews(firstDay, calendarDayOf(new Date()));
  expect(views.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
    { path: "/about", views: 2 },
    { path: "/contact", views: 1 },
  ]);
  await waitForLine(/"event":"shutdown".*"msg":"Stopped"/);
});
