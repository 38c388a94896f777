import type { Metadata } from "next";
import { testimonialPlaces } from "@/content/testimonials";
import { calendarDayOf } from "@/lib/dates";
import { requireAdmin } from "@/server/auth/require-admin";
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
      places={testimonialPlaces}
      save={createTestimonialAction}
      editing={false}
    />
  );
}
