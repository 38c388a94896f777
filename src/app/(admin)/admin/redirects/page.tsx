import type { Metadata } from "next";
import { buttonClass } from "@/components/ui/button";
import { site } from "@/content/site";
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

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: site.timeZone });

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

      {redirects.length === 0 ? (
        <p className="mt-8 rounded-xl bg-white p-6 text-ink-700 ring-1 ring-ink-200">No redirects yet.</p>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-xl bg-white ring-1 ring-ink-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Redirects, newest first</caption>
            <thead className="border-b border-ink-200 text-ink-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  From
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  To
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Kind
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Created
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {redirects.map((redirect) => (
                <tr key={redirect.id} className="border-b border-ink-100 last:border-0">
                  <td className="px-4 py-3 break-all text-ink-900">{redirect.from}</td>
                  <td className="px-4 py-3 break-all text-ink-900">{redirect.to}</td>
                  <td className="px-4 py-3 text-ink-800">{redirect.kind === "automatic" ? "Automatic" : "Manual"}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink-800">
                    {dateTime.format(new Date(redirect.createdAt))}
                  </td>
                  <td className="px-4 py-3 text-right">
                    <form action={deleteRedirectAction}>
                      <input type="hidden" name="id" value={redirect.id} />
                      <button
                        type="submit"
                        aria-label={`Delete redirect from ${redirect.from}`}
                        className={buttonClass({ variant: "secondary", size: "sm" })}
                      >
                        Delete
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <section aria-labelledby="not-found-log" className="mt-10">
        <h2 id="not-found-log" className="text-xl font-bold text-ink-900">
          404 log
        </h2>
        <p className="mt-2 text-sm text-ink-700">
          Addresses visitors asked for that do not exist, most asked first (the path only, never its query).
        </p>
        {misses.length === 0 ? (
          <p className="mt-4 rounded-xl bg-white p-6 text-ink-700 ring-1 ring-ink-200">No missing pages logged.</p>
        ) : (
          <div className="mt-4 overflow-x-auto rounded-xl bg-white ring-1 ring-ink-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Addresses not found, most asked first</caption>
              <thead className="border-b border-ink-200 text-ink-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Address
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Count
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Last seen
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Referrer
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {misses.map((miss) => (
                  <tr key={miss.path} className="border-b border-ink-100 last:border-0">
                    <td className="px-4 py-3 break-all text-ink-900">{miss.path}</td>
                    <td className="px-4 py-3 text-ink-800">{miss.count}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-800">
                      {dateTime.format(new Date(miss.lastSeenAt))}
                    </td>
                    <td className="px-4 py-3 break-all text-ink-800">{miss.referrer ?? "—"}</td>
                    <td className="px-4 py-3 text-right">
                      <a
                        href={`/admin/redirects?from=${encodeURIComponent(miss.path)}`}
                        aria-label={`Redirect ${miss.path}`}
                        className={buttonClass({ variant: "secondary", size: "sm" })}
                      >
                        Redirect
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
