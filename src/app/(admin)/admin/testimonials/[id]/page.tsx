import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { tagLineOf } from "@/lib/blog/taxonomy";
import { requireAdmin } from "@/server/auth/require-admin";
import { getTestimonial, listTestimonialPlaces } from "@/server/content/testimonials";
import { updateTestimonialAction } from "../actions";
import { TestimonialForm } from "../testimonial-form";

export const metadata: Metadata = { title: "Edit Testimonial" };

export default async function EditTestimonialPage({ params }: PageProps<"/admin/testimonials/[id]">) {
  await requireAdmin();
  const id = Number((await params).id);
  const testimonial = Number.isSafeInteger(id) && id > 0 ? await getTestimonial(id) : undefined;
  if (!testimonial) notFound();
  return (
    <TestimonialForm
      saved={{
        quote: testimonial.quote,
        person: testimonial.person,
        role: testimonial.role,
        company: testimonial.company,
        photo: testimonial.photo,
        rating: testimonial.rating === null ? "" : String(testimonial.rating),
        given_on: testimonial.givenOn,
        tags: tagLineOf(testimonial.tags),
        shown_on: testimonial.shownOn,
      }}
      places={await listTestimonialPlaces()}
      save={updateTestimonialAction.bind(null, id)}
      editing
    />
  );
}
