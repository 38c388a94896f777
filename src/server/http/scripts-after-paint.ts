import { attribute } from "@/lib/security/script-hashes";

/**
 * A page's script files run once the page has loaded and painted (decision 210). Next.js names
 * them in the page's head as `<script src async>`: a browser that has them before its first
 * paint runs React first and paints after, so on a fast connection the scripts decide when the
 * visitor first sees the page, and on a slow one they share it with the page they should follow.
 *
 * The rewritten page asks for its script files from one small inline script at the end of the
 * body, after the load event and the first contentful paint, two frames later (an image that
 * finished with the load has been painted by then); at most three seconds after the load event
 * when nothing paints. Everything on the page works before: links and forms are plain HTML. The
 * inline script carries the page's nonce, if it has one; a stored page admits it by its hash
 * like any other.
 *
 * The files are not preloaded: a file fetched before the paint counts towards it in Lighthouse's
 * estimate of the largest paint whenever it then runs in a task too short for Lighthouse to keep.
 */

/** The inline script's id; it gets `data-ran` once every file has run (or failed to load). */
export const SCRIPTS_AFTER_PAINT_ID = "scripts-after-paint";

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
/** Next.js's preload of the file that starts React. */
const PRELOAD = /<link rel="preload" as="script"[^>]*? href="([^"]+)"[^>]*\/>/g;

/** Longest wait after the load event for a first paint that may never come (a page opened in the background). */
const PAINT_WAIT_MS = 3000;

// Next.js's error shell (`<html id="__next_error__">`, which it sends for a page that called
// notFound()) is empty until React renders it: it paints nothing to wait for.
function loader(files: string[]): string {
  return `(function(){var me=document.currentScript,files=${JSON.stringify(files).replace(/</g, "\\u003c")},loaded=false,painted=document.documentElement.id==="__next_error__",started=false;function run(){var left=files.length;files.forEach(function(src){var s=document.createElement("script");s.src=src;s.setAttribute("async","");s.onload=s.onerror=function(){if(!--left)me.setAttribute("data-ran","")};document.head.appendChild(s)})}function go(){if(started||!loaded||!painted)return;started=true;requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run)})})}function onPaint(){painted=true;go()}function onLoad(){loaded=true;go();setTimeout(onPaint,${PAINT_WAIT_MS})}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();onPaint()}}).observe({type:"paint",buffered:true});else painted=true;if(document.readyState==="complete")onLoad();else addEventListener("load",onLoad,{once:true})})()`;
}

/** The site's own script file a tag loads with `async`, as React writes them; undefined for any other tag. */
function asyncFileOf(attributes: string): string | undefined {
  const src = attribute(attributes, "src");
  if (attribute(attributes, "async") === undefined || !src?.startsWith("/") || src.startsWith("//")) return undefined;
  return src;
}

/** The page with its script files run after its first paint; a page without any is returned as it is. */
export function runScriptsAfterPaint(html: string): string {
  const end = html.lastIndexOf("</body>");
  const tags = [...html.matchAll(SCRIPT_TAG)].filter((match) => asyncFileOf(match[1]!) !== undefined);
  if (tags.length === 0 || end === -1) return html;
  const files = [...new Set(tags.map((match) => asyncFileOf(match[1]!)!))];
  const nonce = tags.map((match) => attribute(match[1]!, "nonce")).find((value) => value !== undefined);
  // The nonce as the page wrote it, already an attribute's text.
  const attributes = `id="${SCRIPTS_AFTER_PAINT_ID}"${nonce === undefined ? "" : ` nonce="${nonce}"`}`;
  const page = `${html.slice(0, end)}<script ${attributes}>${loader(files)}</script>${html.slice(end)}`;
  return page
    .replace(SCRIPT_TAG, (tag, tagAttributes: string) => (asyncFileOf(tagAttributes) === undefined ? tag : ""))
    .replace(PRELOAD, (tag, href: string) => (files.includes(href) ? "" : tag));
}
