import { buttonClass } from "@/components/ui/button";
import { keepBuiltInArticlesAction, startEmptyBlogAction } from "../actions";

/**
 * Before the blog's first post: keep the nine built-in articles as posts, or start empty
 * (decision 193). Two plain forms, so the choice works without JavaScript.
 */
export function BuiltInOffer({ back }: { back: "/admin/blogs" | "/admin/blogs/new" }) {
  return (
    <section
      aria-labelledby="built-in-offer-heading"
      className="mt-6 rounded-xl bg-amber-50 p-6 text-amber-950 ring-1 ring-amber-300"
    >
      <h2 id="built-in-offer-heading" className="text-xl font-bold">
        Keep the nine built-in articles?
      </h2>
      <p className="mt-2">
        Your blog has no posts of its own yet, so visitors see the nine articles that came with the site. Once you
        publish your first post, the blog lists only your own posts: those nine leave the listing, the categories, the
        feed and the sitemap (their own addresses still open).
      </p>
      <p className="mt-2">
        Import them to keep them on the blog beside what you write: each becomes a published post with its original
        date, which you can edit, unpublish or delete like any other. Or start with an empty blog and let your own posts
        replace them.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <form action={keepBuiltInArticlesAction}>
          <input type="hidden" name="back" value={back} />
          <button type="submit" className={buttonClass({})}>
            Import the nine articles as posts
          </button>
        </form>
        <form action={startEmptyBlogAction}>
          <input type="hidden" name="back" value={back} />
          <button type="submit" className={buttonClass({ variant: "secondary" })}>
            Start with an empty blog
          </button>
        </form>
      </div>
    </section>
  );
}

const OFFER_ANSWERS: Record<string, { text: (count: number) => string; failed?: boolean }> = {
  imported: {
    text: (count) =>
      `${count} built-in article${count === 1 ? "" : "s"} imported as posts: they stay on the blog beside yours.`,
  },
  empty: {
    text: () =>
      "Starting empty: the built-in articles stay on the blog until you publish your first post, then only your posts are listed.",
  },
  failed: { text: () => "The choice could not be saved. Please try again.", failed: true },
};

/** What the offer's answer did, from the address it returned to (?offer=imported&count=9). */
export function BuiltInOfferAnswer({ offer, count }: { offer: unknown; count: unknown }) {
  const answer = typeof offer === "string" && Object.hasOwn(OFFER_ANSWERS, offer) ? OFFER_ANSWERS[offer] : undefined;
  if (!answer) return null;
  return (
    <p
      role={answer.failed ? "alert" : "status"}
      className="mt-6 rounded-lg bg-white p-4 font-medium text-ink-900 ring-1 ring-ink-200"
    >
      {answer.text(Number(count) || 0)}
    </p>
  );
}
