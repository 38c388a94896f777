import type { Metadata } from "next";
import { calendarDayOf } from "@/lib/dates";
import { requireAdmin } from "@/server/auth/require-admin";
import { listTestimonialPlaces } from "@/server/content/testimonials";
import { createTestimonialAction } from "../actions";
import { TestimonialForm } from "../testimonial-form";

export const metadata: Metadata = { title: "New Testimonial" };

export default async function NewTestimonialPage() {
  await requireAdmin();
  return (
    <TestimonialForm
      saved={{
        quote: "",
        person: "",
        role: "",
        company: "",
        photo: "",
        rating: "5",
        given_on: calendarDayOf(new Date()),
        tags: "",
        shown_on: [],
      }}
      places={await listTestimonialPlaces()}
      save={createTestimonialAction}
      editing={false}
    />
  );
}
