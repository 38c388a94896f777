import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { requireAdmin } from "@/server/auth/require-admin";
import { listTestimonialPlaces, listTestimonials, testimonialLabel } from "@/server/content/testimonials";
import { moveTestimonialAction } from "./actions";

export const metadata: Metadata = { title: "Testimonials" };

const NOTICES: Record<string, { text: string; failed?: boolean }> = {
  added: { text: "Testimonial added." },
  updated: { text: "Testimonial updated." },
  deleted: { text: "Testimonial deleted." },
  "moved-up": { text: "Testimonial moved up." },
  "moved-down": { text: "Testimonial moved down." },
  "not-found": { text: "That testimonial no longer exists.", failed: true },
  invalid: { text: "Invalid request. Reload the page and try again.", failed: true },
  failed: { text: "The change could not be saved. Please try again.", failed: true },
};

function MoveButton({
  id,
  direction,
  name,
  disabled,
  focused,
}: {
  id: number;
  direction: "up" | "down";
  name: string;
  disabled: boolean;
  focused: boolean;
}) {
  return (
    <form action={moveTestimonialAction}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        disabled={disabled}
        // After a move the same button has focus again, so the keyboard can go on moving the row
        // (keyed by its place, it is drawn anew where it lands, and takes the focus then).
        autoFocus={focused}
        aria-label={`Move ${name} ${direction}`}
        className={buttonClass({ variant: "secondary", size: "sm" })}
      >
        {direction === "up" ? "Move up" : "Move down"}
      </button>
    </form>
  );
}

/** The testimonials in the order the public pages show them, each with its pages and its actions. */
export default async function TestimonialsPage({ searchParams }: PageProps<"/admin/testimonials">) {
  await requireAdmin();
  const { notice, moved } = await searchParams;
  const shown = typeof notice === "string" ? NOTICES[notice] : undefined;
  const movedId = Number(moved);
  const movedDirection = notice === "moved-up" ? "up" : notice === "moved-down" ? "down" : undefined;
  const [testimonials, places] = await Promise.all([listTestimonials(), listTestimonialPlaces()]);
  const placeLabels = new Map(places.map((place) => [place.path, place.label]));

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-ink-900">Testimonials</h1>
        <Link href="/admin/testimonials/new" className={buttonClass({})}>
          New Testimonial
        </Link>
      </div>
      <p className="mt-2 text-ink-700">
        What clients say, shown on the pages you choose, in this order. A change shows on the site at once.
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
        caption="Testimonials, in the order they are shown"
        rowHeader
        columns={[
          { label: "From" },
          { label: "Quote" },
          { label: "Shown on" },
          { label: "Rating", noWrap: true },
          { label: "Actions", actions: true },
        ]}
        empty="No testimonials yet."
        rows={testimonials.map((t, index) => {
          const name = testimonialLabel(t);
          return {
            key: t.id,
            cells: [
              name,
              t.quote.length > 120 ? `${t.quote.slice(0, 117)}…` : t.quote,
              t.shownOn.length ? t.shownOn.map((path) => placeLabels.get(path) ?? path).join(", ") : "Not shown",
              t.rating === null ? "None" : `${t.rating} of 5`,
              <div key="actions" className="flex flex-wrap justify-end gap-2">
                <MoveButton
                  key={`up-${index}`}
                  id={t.id}
                  direction="up"
                  name={name}
                  disabled={index === 0}
                  focused={movedId === t.id && movedDirection === "up" && index > 0}
                />
                <MoveButton
                  key={`down-${index}`}
                  id={t.id}
                  direction="down"
                  name={name}
                  disabled={index === testimonials.length - 1}
                  focused={movedId === t.id && movedDirection === "down" && index < testimonials.length - 1}
                />
                <Link
                  href={`/admin/testimonials/${t.id}`}
                  aria-label={`Edit ${name}`}
                  className={buttonClass({ variant: "secondary", size: "sm" })}
                >
                  Edit
                </Link>
                <Link
                  href={`/admin/testimonials/${t.id}/delete`}
                  aria-label={`Delete ${name}`}
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
