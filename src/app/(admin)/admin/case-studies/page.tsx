import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { showcasePlaces } from "@/content/case-studies";
import { formatDateTime } from "@/lib/dates";
import { stateOf } from "@/lib/validation/blog-post";
import { caseStudyPath } from "@/lib/validation/case-study";
import { requireAdmin } from "@/server/auth/require-admin";
import { listCaseStudies } from "@/server/content/case-studies";

export const metadata: Metadata = { title: "Case Studies" };

const NOTICES: Record<string, { text: string; failed?: boolean }> = {
  added: { text: "Case study saved." },
  updated: { text: "Case study updated." },
  deleted: { text: "Case study deleted." },
  "not-found": { text: "That case study no longer exists.", failed: true },
  invalid: { text: "Invalid request. Reload the page and try again.", failed: true },
  failed: { text: "The change could not be saved. Please try again.", failed: true },
};

const placeLabels = new Map(showcasePlaces.map((place) => [place.path, place.label]));

/** Every case study, newest first, with where it stands and where it is featured. */
export default async function CaseStudiesAdminPage({ searchParams }: PageProps<"/admin/case-studies">) {
  await requireAdmin();
  const { notice } = await searchParams;
  const shown = typeof notice === "string" ? NOTICES[notice] : undefined;
  const studies = await listCaseStudies();
  const now = new Date();

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink-900">Case Studies</h1>
        <Link href="/admin/case-studies/new" className={buttonClass({})}>
          New Case Study
        </Link>
      </div>
      <p className="mt-2 text-ink-700">
        Client stories at /case-studies, newest first. Drafts and scheduled ones are seen only by you until they are
        published.
      </p>
      {shown ? (
        <p
          role={shown.failed ? "alert" : "status"}
          className="mt-4 rounded-lg bg-white p-4 font-medium text-ink-900 ring-1 ring-ink-200"
        >
          {shown.text}
        </p>
      ) : null}

      <DataTable
        className="mt-6"
        caption="Case studies, newest first"
        rowHeader
        columns={[
          { label: "Title" },
          { label: "Client" },
          { label: "Status", noWrap: true },
          { label: "Featured on" },
          { label: "Actions", actions: true },
        ]}
        empty="No case studies yet."
        rows={studies.map((study) => {
          const state = stateOf(study, now);
          return {
            key: study.id,
            cells: [
              study.title,
              study.client,
              state === "draft"
                ? "Draft"
                : state === "scheduled"
                  ? `Scheduled for ${formatDateTime(study.published_at!)}`
                  : "Published",
              study.featuredOn.length
                ? study.featuredOn.map((path) => placeLabels.get(path) ?? path).join(", ")
                : "Not featured",
              <div key="actions" className="flex flex-wrap justify-end gap-2">
                <Link
                  href={`/admin/case-studies/${study.id}`}
                  aria-label={`Edit ${study.title}`}
                  className={buttonClass({ variant: "secondary", size: "sm" })}
                >
                  Edit
                </Link>
                <a
                  href={caseStudyPath(study.slug)}
                  aria-label={`${state === "published" ? "View" : "Preview"} ${study.title}`}
                  className={buttonClass({ variant: "secondary", size: "sm" })}
                >
                  {state === "published" ? "View" : "Preview"}
                </a>
                <Link
                  href={`/admin/case-studies/${study.id}/delete`}
                  aria-label={`Delete ${study.title}`}
                  className={buttonClass({ variant: "secondary", size: "sm" })}
                >
                  Delete
                </Link>
              </div>,
            ],
          };
        })}
      />
    </>
  );
}
