import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { type RenderedResponse, chooseEncoding } from "./page-cache/page-cache";
import { COMPRESSIBLE_TYPES } from "./page-cache/rules";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The visitor's headers the render does without: the page is rendered whole, then compressed here. */
const RENDER_WITHOUT = ["accept-encoding", "if-none-match", "if-modified-since", "range"];
/** What the render's own transfer said, which the answer says anew. */
const ANSWER_WITHOUT = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);

type Render = (key: string, headers: IncomingHttpHeaders) => Promise<RenderedResponse>;

/**
 * A page that renders for each visitor (a lead form's page, with its signed stamp), rendered
 * the way stored pages are, over the loopback listener, so that it leaves with its scripts run
 * after the first paint like every other public page (decision 210). The render carries the
 * visitor's own headers and gets its own nonce; the answer is compressed here and never stored.
 */
export async function sendPerRequestPage(request: IncomingMessage, response: ServerResponse, render: Render) {
  const headers = { ...request.headers };
  for (const name of RENDER_WITHOUT) delete headers[name];
  const rendered = await render(request.url ?? "/", headers);

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
  response.writeHead(rendered.status, answer);
  response.end(request.method === "HEAD" ? undefined : body);
}
