import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Stand-ins for the third-party services the site talks to, on one local HTTP server:
 * Google's reCAPTCHA verifier and browser script, Google Analytics' gtag.js and collect
 * endpoint (which sends each gtag event on as a GA4 hit), and a booking widget page.
 *
 * Tokens from the stand-in reCAPTCHA script read "fake-<verdict>-<action>-<n>". The verdict
 * comes from localStorage "fake-recaptcha-verdict" in the browser (default "pass"):
 * pass (score 0.9), low (score 0.1), fail (rejected), slow (answered after 6 s) or hang
 * (the browser script never returns a token).
 */

export const FAKE_RECAPTCHA_SECRET = "fake-recaptcha-secret";
export const FAKE_RECAPTCHA_SITE_KEY = "fake-recaptcha-site-key";

export interface ThirdParties {
  url: string;
  verifyUrl: string;
  /** Every verification request, in order. */
  verifications: { token: string; remoteIp: string | null }[];
  close(): Promise<void>;
}

const recaptchaScript = `(function () {
  var verdict = "pass";
  try { verdict = localStorage.getItem("fake-recaptcha-verdict") || "pass"; } catch (e) {}
  var count = 0;
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function (siteKey, options) {
      count += 1;
      (window.__recaptchaActions = window.__recaptchaActions || []).push(options.action);
      if (verdict === "hang") return new Promise(function () {});
      return Promise.resolve("fake-" + verdict + "-" + options.action + "-" + count);
    }
  };
})();
`;

// Sends every gtag("event", …) the page queues, the way gtag.js does, to Google's collect address.
const gtagScript = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get("id");
  var layer = (window.dataLayer = window.dataLayer || []);
  function send(args) {
    if (args && args[0] === "event") {
      fetch("https://www.google-analytics.com/g/collect?v=2&tid=" + encodeURIComponent(id) + "&en=" + encodeURIComponent(args[1]), { method: "POST", mode: "no-cors", keepalive: true });
    }
  }
  for (var i = 0; i < layer.length; i++) send(layer[i]);
  var push = layer.push;
  layer.push = function (args) { send(args); return push.apply(layer, arguments); };
})();
`;

const schedulerPage = `<!doctype html><html lang="en"><head><title>Book a consultation</title></head>
<body><h1>Pick a time</h1><p>Stand-in booking widget.</p></body></html>`;

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startThirdParties(): Promise<ThirdParties> {
  const verifications: ThirdParties["verifications"] = [];

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { "content-type": type, "access-control-allow-origin": "*" });
      response.end(body);
    };

    if (url.pathname === "/recaptcha/api/siteverify" && request.method === "POST") {
      const form = new URLSearchParams(await readBody(request));
      const token = form.get("response") ?? "";
      verifications.push({ token, remoteIp: form.get("remoteip") });
      const [, verdict, action] = /^fake-(\w+)-(\w+)-\d+$/.exec(token) ?? [];
      if (form.get("secret") !== FAKE_RECAPTCHA_SECRET) {
        return send(
          200,
          "application/json",
          JSON.stringify({ success: false, "error-codes": ["invalid-input-secret"] }),
        );
      }
      if (verdict === "slow") await new Promise((r) => setTimeout(r, 6000));
      if (verdict === "pass" || verdict === "low" || verdict === "slow") {
        const score = verdict === "low" ? 0.1 : 0.9;
        return send(200, "application/json", JSON.stringify({ success: true, score, action, hostname: "localhost" }));
      }
      return send(
        200,
        "application/json",
        JSON.stringify({ success: false, "error-codes": ["invalid-input-response"] }),
      );
    }
    if (url.pathname === "/recaptcha/api.js") return send(200, "text/javascript", recaptchaScript);
    if (url.pathname === "/gtag/js") return send(200, "text/javascript", gtagScript);
    if (url.pathname === "/g/collect") return send(204, "text/plain", "");
    if (url.pathname.startsWith("/scheduler")) return send(200, "text/html", schedulerPage);
    send(404, "text/plain", "Not found");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    verifyUrl: `${url}/recaptcha/api/siteverify`,
    verifications,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
