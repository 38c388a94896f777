import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { buttonClass } from "@/components/ui/button";
import { requireAdmin } from "@/server/auth/require-admin";
import { getTestimonial, testimonialLabel } from "@/server/content/testimonials";
import { deleteTestimonialAction } from "../../actions";

export const metadata: Metadata = { title: "Delete Testimonial" };

/** The list's "Delete" asks here first: the testimonial, then Delete or Cancel. Works without JavaScript. */
export default async function DeleteTestimonialPage({ params }: PageProps<"/admin/testimonials/[id]/delete">) {
  await requireAdmin();
  const id = Number((await params).id);
  const testimonial = Number.isSafeInteger(id) && id > 0 ? await getTestimonial(id) : undefined;
  if (!testimonial) notFound();
  const name = testimonialLabel(testimonial);
  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">Delete the testimonial from {name}?</h1>
      <p className="mt-4 text-ink-700">It will be removed from every page that shows it. This cannot be undone.</p>
      <blockquote className="mt-4 max-w-3xl rounded-lg bg-white p-4 text-ink-800 ring-1 ring-ink-200">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <div className="mt-6 flex flex-wrap gap-3">
        <form action={deleteTestimonialAction}>
          <input type="hidden" name="id" value={testimonial.id} />
          <button type="submit" className={buttonClass({ variant: "destructive" })}>
            Delete testimonial
          </button>
        </form>
        <Link href="/admin/testimonials" className={buttonClass({ variant: "secondary" })}>
          Cancel
        </Link>
      </div>
    </>
  );
}
