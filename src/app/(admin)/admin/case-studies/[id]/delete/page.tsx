import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { buttonClass } from "@/components/ui/button";
import { requireAdmin } from "@/server/auth/require-admin";
import { getCaseStudy } from "@/server/content/case-studies";
import { deleteCaseStudyAction } from "../../actions";

export const metadata: Metadata = { title: "Delete Case Study" };

/** The list's "Delete" asks here first: the case study, then Delete or Cancel. Works without JavaScript. */
export default async function DeleteCaseStudyPage({ params }: PageProps<"/admin/case-studies/[id]/delete">) {
  await requireAdmin();
  const id = Number((await params).id);
  const study = Number.isSafeInteger(id) && id > 0 ? await getCaseStudy(id) : undefined;
  if (!study) notFound();
  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">Delete the case study &ldquo;{study.title}&rdquo;?</h1>
      <p className="mt-4 max-w-3xl text-ink-700">
        Its page will answer &ldquo;not found&rdquo; and it leaves every page that features it. Testimonials shown on it
        are kept. This cannot be undone.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <form action={deleteCaseStudyAction}>
          <input type="hidden" name="id" value={study.id} />
          <button type="submit" className={buttonClass({ variant: "destructive" })}>
            Delete case study
          </button>
        </form>
        <Link href="/admin/case-studies" className={buttonClass({ variant: "secondary" })}>
          Cancel
        </Link>
      </div>
    </>
  );
}
