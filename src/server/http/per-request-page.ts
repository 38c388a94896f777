import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { visitSourceOfPageRequest } from "@/lib/attribution/page-request";
import { formatLongDate } from "@/lib/dates";
import { STAMP_FIELD } from "@/lib/lead-forms";
import { type ContentState, expiryOf } from "./page-cache/content-state";
import {
  type RenderAdmission,
  type RenderedResponse,
  TOO_MANY_RENDERS,
  chooseEncoding,
  refuse,
} from "./page-cache/page-cache";
import { COMPRESSIBLE_TYPES } from "./page-cache/rules";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * The pages that are drawn for each visitor (a lead form's page, with its signed stamp),
 * rendered the way stored pages are, over the loopback listener, so that they leave with their
 * scripts run after the first paint like every other public page (decision 210).
 *
 * Only two things in such a page belong to one response: the form's stamp and the nonce of the
 * script policy, both random strings that appear verbatim wherever they appear (attributes, the
 * page's data for the browser, the policy header). So a page is rendered once per address and
 * visit source, kept as a template, and each request gets a copy with a fresh stamp and a fresh
 * nonce put in their place: a string replacement and a compression instead of a render. A page
 * whose stamp or nonce cannot be found, or that is not a plain 200, is sent as rendered and not
 * kept.
 */

/** The visitor's headers the render does without: the page is rendered whole and the same for everyone, then compressed here. */
const RENDER_WITHOUT = ["accept-encoding", "if-none-match", "if-modified-since", "range", "cookie", "authorization"];
/** What the render's own transfer said, which the answer says anew. */
const ANSWER_WITHOUT = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);

const STAMP_IN_PAGE = new RegExp(`name="${STAMP_FIELD}" value="([^"]+)"`);
const NONCE_IN_POLICY = /'nonce-([^']+)'/;

type Render = (key: string, headers: IncomingHttpHeaders) => Promise<RenderedResponse>;

interface Template {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  /** The stamp and the nonce of the render, replaced in every copy. */
  stamp: string;
  nonce: string;
  version: number;
  expiresAt: number;
  storedAt: number;
  day: string;
}

export interface PerRequestPagesOptions {
  render: Render;
  /** A fresh stamp for the form of the page at `path`. */
  issueStamp(path: string): Promise<string>;
  /** Headers that depend on the visitor, not on the page (opener isolation with a session cookie). */
  visitorHeaders(request: IncomingMessage): Record<string, string>;
  /** The site's canonical origin, one of the hosts a Referer of this site comes from. */
  siteUrl: string;
  /** The client's budget of renders (see the page cache): a render past it answers 429. */
  admitRender(request: IncomingMessage): RenderAdmission;
  maxBytes: number;
  /** A template older than this is rendered again, as the stored pages are renewed. */
  maxAgeMs: number;
  /** Development: every request renders, so that edited code shows at once. */
  renderEveryRequest?: boolean;
  now?: () => number;
}

/** The result of one render, shared by every request that waited for it. */
type Shared = { template: Template } | { response: RenderedResponse; claimed: boolean };

export interface PerRequestPages {
  /**
   * Answers a request for a per-request page. `contentState` says when a template went out of
   * date; when it cannot be read, the page is rendered for this request alone.
   */
  serve(request: IncomingMessage, response: ServerResponse, contentState: () => Promise<ContentState>): Promise<void>;
}

export function createPerRequestPages(options: PerRequestPagesOptions): PerRequestPages {
  const now = options.now ?? Date.now;
  const templates = new LRUCache<string, Template>({
    maxSize: options.maxBytes,
    sizeCalculation: (template) => Math.max(1, Buffer.byteLength(template.body)),
  });
  const renders = new Map<string, { version: number; result: Promise<Shared> }>();
  const siteHost = new URL(options.siteUrl).host;

  /**
   * What the page drawn for this request depends on: its address, and what its Referer tells of
   * the visit (the form's hidden source fields, src/lib/attribution/page-request.ts). Visitors
   * from any page of this site, or from one search engine, share a template.
   */
  const keyOf = (request: IncomingMessage) => {
    const url = new URL(request.url ?? "/", options.siteUrl);
    const ownHosts = [siteHost, request.headers.host ?? ""].filter(Boolean);
    const source = visitSourceOfPageRequest({ url, referer: request.headers.referer, ownHosts });
    return `${url.pathname}${url.search}\n${JSON.stringify(source)}`;
  };

  const isCurrent = (template: Template, state: ContentState) =>
    template.version === state.version &&
    now() < template.expiresAt &&
    now() - template.storedAt <= options.maxAgeMs &&
    template.day === formatLongDate(new Date(now()));

  function templateOf(rendered: RenderedResponse, state: ContentState): Template | undefined {
    const type = String(rendered.headers["content-type"] ?? "");
    if (rendered.status !== 200 || !type.startsWith("text/html") || rendered.headers["set-cookie"]) return undefined;
    const body = rendered.body.toString("utf8");
    const stamp = STAMP_IN_PAGE.exec(body)?.[1];
    const nonce = NONCE_IN_POLICY.exec(String(rendered.headers["content-security-policy"] ?? ""))?.[1];
    if (!stamp || !nonce) return undefined;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(rendered.headers)) {
      if (value !== undefined && !ANSWER_WITHOUT.has(name)) headers[name] = value;
    }
    return {
      status: rendered.status,
      headers,
      body,
      stamp,
      nonce,
      version: state.version,
      expiresAt: expiryOf(state, now()),
      storedAt: now(),
      day: formatLongDate(new Date(now())),
    };
  }

  /** One render per key and content at a time, however many requests wait for it. */
  function renderShared(key: string, request: IncomingMessage, state: ContentState | undefined): Promise<Shared> {
    const headers = { ...request.headers };
    for (const name of RENDER_WITHOUT) delete headers[name];
    const result = options.render(request.url ?? "/", headers).then((rendered): Shared => {
      const template = state && !options.renderEveryRequest ? templateOf(rendered, state) : undefined;
      if (!template) return { response: rendered, claimed: false };
      templates.set(key, template);
      return { template };
    });
    if (state) {
      renders.set(key, { version: state.version, result });
      void result
        .finally(() => {
          if (renders.get(key)?.result === result) renders.delete(key);
        })
        .catch(() => {});
    }
    return result;
  }

  async function fill(template: Template, request: IncomingMessage): Promise<RenderedResponse> {
    const nonce = randomBytes(16).toString("base64");
    const stamp = await options.issueStamp(new URL(request.url ?? "/", options.siteUrl).pathname);
    const headers: IncomingHttpHeaders = { ...template.headers, ...options.visitorHeaders(request) };
    const policy = headers["content-security-policy"];
    if (typeof policy === "string") headers["content-security-policy"] = policy.replaceAll(template.nonce, nonce);
    const body = template.body.replaceAll(template.stamp, stamp).replaceAll(template.nonce, nonce);
    return { status: template.status, headers, body: Buffer.from(body) };
  }

  return {
    async serve(request, response, contentState) {
      const key = keyOf(request);
      const state = await contentState().catch(() => undefined);
      const stored = state && !options.renderEveryRequest ? templates.get(key) : undefined;
      if (stored && isCurrent(stored, state!)) {
        await send(request, response, await fill(stored, request), "hit");
        return;
      }
      const running = renders.get(key);
      const joining = running !== undefined && state !== undefined && running.version === state.version;
      if (!joining && !admitted(request, response)) return;
      let result = await (joining ? running.result : renderShared(key, request, state));
      // Not a template: the first waiting request gets the response as rendered; any other renders its own.
      if ("response" in result && result.claimed) {
        if (!admitted(request, response)) return;
        result = await renderShared(key, request, undefined);
      }
      if ("template" in result) {
        await send(request, response, await fill(result.template, request), "miss");
        return;
      }
      result.claimed = true;
      await send(request, response, result.response, "miss");
    },
  };

  /** Whether the request may start a render; if not, it has been answered 429. Development renders freely. */
  function admitted(request: IncomingMessage, response: ServerResponse): boolean {
    if (options.renderEveryRequest) return true;
    const admission = options.admitRender(request);
    if (!admission.admitted) refuse(request, response, 429, TOO_MANY_RENDERS, String(admission.retryAfterSeconds));
    return admission.admitted;
  }
}

/** The page compressed for this request, never stored by anyone on the way (its stamp and nonce are its own). */
async function send(
  request: IncomingMessage,
  response: ServerResponse,
  rendered: RenderedResponse,
  outcome: "hit" | "miss",
) {
  const answer: Record<string, string | string[] | number> = {};
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (value !== undefined && !ANSWER_WITHOUT.has(name)) answer[name] = value;
  }
  const type = String(rendered.headers["content-type"] ?? "");
  const encoding = COMPRESSIBLE_TYPES.test(type) ? chooseEncoding(request.headers["accept-encoding"]) : undefined;
  const body =
    encoding === "br"
      ? await brotli(rendered.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
      : encoding === "gzip"
        ? await gzip(rendered.body, { level: 6 })
        : rendered.body;
  // Node.js gives the render's header names in lower case; these replace them.
  if (encoding) answer["content-encoding"] = encoding;
  const vary = String(rendered.headers.vary ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) answer.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  answer["content-length"] = body.length;
  answer["x-page-template"] = outcome;
  response.writeHead(rendered.status, answer);
  response.end(request.method === "HEAD" ? undefined : body);
}
