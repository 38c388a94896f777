import "server-only";

/** The admin's file downloads (CSV and JSON exports): their answers are never cached. */

/** A short sentence instead of the file: why it cannot be given. */
export function plainText(body: string, status: number): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The headers of a file the browser saves under `fileName`. */
export function downloadHeaders(contentType: string, fileName: string): HeadersInit {
  return {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
  };
}
