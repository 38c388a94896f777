import { randomUUID } from "node:crypto";
import { STAMP_FIELD } from "@/lib/lead-forms";
import { expect, test } from "./fixtures";

/**
 * One client cannot make the server render for it without bound (decision 112): renders past
 * its budget of 60 a minute are refused with 429, stored pages are served to it and to everyone
 * all the while, and a lead form's page, drawn for each request, costs a render only now and
 * then. The clients are told apart by X-Forwarded-For, which the test server believes from
 * loopback; nobody else uses these addresses.
 */

const RENDERS_PER_MINUTE = 60;
const stampOf = (html: string) => new RegExp(`name="${STAMP_FIELD}" value="([^"]+)"`).exec(html)?.[1];
const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

test(`200 requests for /contact from one client: 200 answers, each with its own stamp and nonce, at most a few renders`, async ({
  request,
}) => {
  const client = { "x-forwarded-for": "10.77.0.1" };
  const answers = await Promise.all(
    Array.from({ length: 200 }, async () => {
      const response = await request.get("/contact", { headers: client });
      return {
        status: response.status(),
        template: response.headers()["x-page-template"],
        stamp: stampOf(await response.text()),
        nonce: nonceOf(response.headers()["content-security-policy"]),
      };
    }),
  );
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  expect(new Set(answers.map((answer) => answer.stamp)).size).toBe(200);
  expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(200);
  // Other tests write posts meanwhile, and a write outdates the kept page: a few renders, never 200.
  expect(answers.filter((answer) => answer.template === "hit").length).toBeGreaterThan(190);
});

test(`one client asking for 100 random /blog/<slug> addresses: at most ${RENDERS_PER_MINUTE} renders, then 429, while another client's pages are served`, async ({
  request,
}) => {
  const flooder = { "x-forwarded-for": "10.77.0.2" };
  const statuses: number[] = [];
  for (let i = 0; i < 100; i++) {
    const response = await request.get(`/blog/${randomUUID()}`, { headers: flooder });
    statuses.push(response.status());
    if (response.status() === 429) {
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
      expect(Number(response.headers()["retry-after"])).toBeLessThanOrEqual(60);
    }
  }
  expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(RENDERS_PER_MINUTE);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(100 - RENDERS_PER_MINUTE);
  expect(statuses.filter((status) => status !== 404 && status !== 429)).toEqual([]);

  // The client router's requests render too: refused alike, the router then loads the whole page.
  const routed = await request.get("/services", { headers: { ...flooder, rsc: "1" } });
  expect(routed.status()).toBe(429);

  // Another client, and the flooder itself, still get what is stored.
  const other = { "x-forwarded-for": "10.77.0.3" };
  await request.get("/services", { headers: other });
  await expect.poll(async () => (await request.get("/services", { headers: other })).status()).toBe(200);
  await expect
    .poll(async () => (await request.get("/services", { headers: flooder })).headers()["x-page-cache"])
    .toBe("hit");
});
