import type { Metadata } from "next";
import { buttonClass } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/dates";
import { requireAdmin } from "@/server/auth/require-admin";
import { listRedirects } from "@/server/blog/redirects";
import { listNotFound } from "@/server/http/not-found-log";
import { deleteRedirectAction } from "./actions";
import { RedirectForm } from "./redirect-form";

export const metadata: Metadata = { title: "Redirects" };

const NOTICES: Record<string, { text: string; failed?: boolean }> = {
  deleted: { text: "Redirect deleted." },
  "not-found": { text: "That redirect no longer exists. Nothing was deleted.", failed: true },
  invalid: { text: "Invalid request. Reload the page and try again.", failed: true },
  failed: { text: "The redirect could not be deleted. Please try again.", failed: true },
};

export default async function RedirectsPage({ searchParams }: PageProps<"/admin/redirects">) {
  await requireAdmin();
  const { notice, from } = await searchParams;
  const shown = typeof notice === "string" ? NOTICES[notice] : undefined;
  const [redirects, misses] = await Promise.all([listRedirects(), listNotFound()]);

  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">Redirects</h1>
      <p className="mt-2 text-ink-700">
        An old address answers with a permanent redirect to its new place. Renaming a post adds one automatically.
      </p>
      {shown ? (
        <p
          role={shown.failed ? "alert" : "status"}
          className="mt-4 rounded-lg bg-white p-4 font-medium text-ink-900 ring-1 ring-ink-200"
        >
          {shown.text}
        </p>
      ) : null}

      <section aria-labelledby="add-redirect" className="mt-6 rounded-xl bg-white p-6 ring-1 ring-ink-200">
        <h2 id="add-redirect" className="text-xl font-bold text-ink-900">
          Add a redirect
        </h2>
        <div className="mt-4">
          <RedirectForm from={typeof from === "string" ? from : undefined} />
        </div>
      </section>

      <DataTable
        className="mt-8"
        caption="Redirects, newest first"
        columns={[
          { label: "From", breakAll: true },
          { label: "To", breakAll: true },
          { label: "Kind" },
          { label: "Created", noWrap: true },
          { label: "Actions", actions: true },
        ]}
        empty="No redirects yet."
        rows={redirects.map((redirect) => ({
          key: redirect.id,
          cells: [
            redirect.from,
            redirect.to,
            redirect.kind === "automatic" ? "Automatic" : "Manual",
            formatDateTime(redirect.createdAt),
            <form key="delete" action={deleteRedirectAction}>
              <input type="hidden" name="id" value={redirect.id} />
              <button
                type="submit"
                aria-label={`Delete redirect from ${redirect.from}`}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Delete
              </button>
            </form>,
          ],
        }))}
      />

      <section aria-labelledby="not-found-log" className="mt-10">
        <h2 id="not-found-log" className="text-xl font-bold text-ink-900">
          404 log
        </h2>
        <p className="mt-2 text-sm text-ink-700">
          Addresses visitors asked for that do not exist, most asked first (the path only, never its query).
        </p>
        <DataTable
          className="mt-4"
          caption="Addresses not found, most asked first"
          columns={[
            { label: "Address", breakAll: true },
            { label: "Count", numeric: true },
            { label: "Last seen", noWrap: true },
            { label: "Referrer", breakAll: true },
            { label: "Actions", actions: true },
          ]}
          empty="No missing pages logged."
          rows={misses.map((miss) => ({
            key: miss.path,
            cells: [
              miss.path,
              miss.count,
              formatDateTime(miss.lastSeenAt),
              miss.referrer ?? "—",
              <a
                key="redirect"
                href={`/admin/redirects?from=${encodeURIComponent(miss.path)}`}
                aria-label={`Redirect ${miss.path}`}
                className={buttonClass({ variant: "secondary", size: "sm" })}
              >
                Redirect
              </a>,
            ],
          }))}
        />
      </section>
    </>
  );
}
