import { Star } from "lucide";
import { connection } from "next/server";
import { ResponsivePicture } from "@/components/blog/responsive-picture";
import { Icon } from "@/components/ui/icon";
import { ServerImage } from "@/components/ui/server-image";
import { testimonialsSection } from "@/content/testimonials";
import { formatCalendarDay } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { attempt } from "@/server/attempt";
import { type ShownTestimonial, listShownTestimonials } from "@/server/content/testimonials";
import { Section, type SectionTone } from "./section";

const PHOTO_SIZE = 56;

function Photo({ testimonial: t }: { testimonial: ShownTestimonial }) {
  // The name is written beside it: the picture adds nothing for a screen reader.
  return t.photoImage?.srcset ? (
    <ResponsivePicture
      src={t.photo}
      image={t.photoImage}
      alt=""
      sizes={`${PHOTO_SIZE}px`}
      className="size-14 shrink-0 rounded-full object-cover"
    />
  ) : (
    <ServerImage
      src={t.photo}
      alt=""
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      className="size-14 shrink-0 rounded-full object-cover"
    />
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-1 text-accent-500">
      {Array.from({ length: 5 }, (_, i) => (
        <Icon icon={Star} key={i} className={cn("size-5", i < rating ? "fill-current" : "text-ink-300")} />
      ))}
      <span className="sr-only">Rated {rating} out of 5 stars</span>
    </p>
  );
}

function Person({ testimonial: t }: { testimonial: ShownTestimonial }) {
  const role = [t.role, t.company].filter(Boolean).join(", ");
  return (
    <div>
      <p className="font-semibold text-ink-900">{t.person}</p>
      {role && <p className="text-sm text-ink-600">{role}</p>}
      <p className="mt-1 text-sm text-ink-600">
        <time dateTime={t.givenOn}>{formatCalendarDay(t.givenOn)}</time>
      </p>
      {t.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Services">
          {t.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The client reviews the admin placed on the page at `path`, in their order (decision 195);
 * nothing when there are none. Read per request, so Next.js never prerenders a page showing
 * them: the page cache stores the page and renders it again when the content version moves.
 */
export async function Testimonials({ path, tone = "white" }: { path: string; tone?: SectionTone }) {
  await connection();
  const shown = await attempt(() => listShownTestimonials(path), `Reading the testimonials of ${path} failed`);
  if (!shown?.length) return null;
  return (
    <Section {...testimonialsSection} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2">
        {shown.map((t) => (
          <li key={t.id} className="flex">
            <figure className="flex flex-1 flex-col rounded-lg bg-white p-8 shadow-sm ring-1 ring-ink-200">
              {t.rating !== null && <Stars rating={t.rating} />}
              <blockquote className={cn("flex-1 text-lg leading-8 text-ink-800", t.rating !== null && "mt-5")}>
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-ink-100 pt-5">
                {t.photo ? (
                  <div className="flex items-start gap-4">
                    <Photo testimonial={t} />
                    <Person testimonial={t} />
                  </div>
                ) : (
                  <Person testimonial={t} />
                )}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
