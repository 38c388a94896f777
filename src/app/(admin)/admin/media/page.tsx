import { ChevronLeft, ChevronRight, Search } from "lucide";
import type { Metadata } from "next";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { mediaText } from "@/content/media";
import { formatDateTime } from "@/lib/dates";
import { requireAdmin } from "@/server/auth/require-admin";
import { ALT_MAX, CAPTION_MAX, type ImageUse, backfillMedia, listMedia, usesOf } from "@/server/media/library";
import { previewUrl } from "@/server/media/variant-names";
import { getLogger } from "@/server/ops/logger";
import { StorageUnavailableError } from "@/server/storage/image-storage";
import { isStoredName } from "@/server/storage/uploads";
import { deleteImageAction } from "./actions";
import { DescribeForm } from "./describe-form";
import { mediaHref, readMediaParams } from "./media-params";

export const metadata: Metadata = { title: "Media" };

const NOTICES: Record<string, { text: string; failed?: boolean }> = {
  deleted: { text: mediaText.deleted },
  "not-found": { text: mediaText.notFound, failed: true },
  failed: { text: mediaText.deleteFailed, failed: true },
  unreachable: { text: mediaText.unreachable, failed: true },
};

const number = (n: number) => n.toLocaleString("en-US");

/** Bytes as people read them: 1,000 to the kB. */
function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${number(bytes)} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** What uses an image (a post, a testimonial, the settings), linked to its screen, and where in it. */
function UseItem({ use }: { use: ImageUse }) {
  return (
    <li>
      <Link href={use.href} className="text-brand-800 underline">
        {use.label}
      </Link>{" "}
      ({use.places.join(", ")})
    </li>
  );
}

export default async function MediaPage({ searchParams }: PageProps<"/admin/media">) {
  await requireAdmin();
  const params = readMediaParams(await searchParams);
  const { search } = params;
  let unreachable = false;
  try {
    // Images uploaded before the library existed join it on its first visit.
    await backfillMedia();
  } catch (error) {
    if (!(error instanceof StorageUnavailableError)) throw error;
    getLogger().error({ err: error }, error.message);
    unreachable = true;
  }
  const library = await listMedia({ search, page: params.page });
  // Only a name the uploads make is looked up or shown; any other text in the address is ignored.
  const noticeImage =
    params.notice === "in-use" && params.image && isStoredName(params.image) ? params.image : undefined;
  const uses = await usesOf([...library.images.map((image) => image.name), ...(noticeImage ? [noticeImage] : [])]);
  const shown = noticeImage
    ? { text: mediaText.inUse(noticeImage), failed: true }
    : params.notice && Object.hasOwn(NOTICES, params.notice)
      ? NOTICES[params.notice]
      : undefined;
  const refusedUses = noticeImage ? (uses.get(noticeImage) ?? []) : [];

  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">Media</h1>
      <p className="mt-2 max-w-3xl text-ink-700">
        Every uploaded image, with the alt text and caption that every page showing it uses. Edit them once here; an
        image nothing uses can be deleted.
      </p>
      <p className="mt-4 font-medium text-ink-900">
        {number(library.totalImages)} {library.totalImages === 1 ? "image" : "images"},{" "}
        {formatBytes(library.totalBytes)} in storage
      </p>

      {unreachable && (
        <p role="alert" className="mt-4 rounded-lg bg-white p-4 font-medium text-ink-900 ring-1 ring-red-300">
          {mediaText.unreachable}
        </p>
      )}
      {shown && (
        <div
          role={shown.failed ? "alert" : "status"}
          className="mt-4 rounded-lg bg-white p-4 font-medium text-ink-900 ring-1 ring-ink-200"
        >
          <p>{shown.text}</p>
          {refusedUses.length > 0 && (
            <ul className="mt-2 list-disc pl-6">
              {refusedUses.map((use) => (
                <UseItem key={use.href} use={use} />
              ))}
            </ul>
          )}
        </div>
      )}

      <form method="get" action="/admin/media" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="media-search" className="block text-sm font-semibold text-ink-800">
            Search by name, alt text or caption
          </label>
          <input
            id="media-search"
            type="search"
            name="q"
            defaultValue={search}
            className="mt-1.5 block w-72 max-w-full rounded-lg border border-ink-300 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-sm focus:outline-2 focus:outline-brand-700"
          />
        </div>
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          <Icon icon={Search} className="size-4" />
          Search
        </button>
        {search && (
          <Link href="/admin/media" className="rounded px-2 py-2.5 text-sm font-medium text-brand-800 underline">
            Show all images
          </Link>
        )}
      </form>

      <p className="mt-4 text-sm text-ink-600" aria-live="polite">
        {search
          ? `${number(library.total)} ${library.total === 1 ? "image matches" : "images match"} “${search}”.`
          : library.total === 0
            ? "No images have been uploaded yet."
            : `Showing ${number(library.images.length)} of ${number(library.total)}.`}
      </p>

      <ul className="mt-4 grid gap-6 lg:grid-cols-2">
        {library.images.map((image) => {
          const imageUses = uses.get(image.name) ?? [];
          return (
            <li key={image.name} className="rounded-xl bg-white p-5 ring-1 ring-ink-200">
              <article aria-labelledby={`media-${image.name}`} className="flex flex-col gap-4 sm:flex-row">
                <div className="shrink-0 sm:w-40">
                  <img
                    src={previewUrl(image)}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                    className="h-auto w-full rounded-lg bg-ink-100 ring-1 ring-ink-200"
                  />
                </div>
                <div className="min-w-0 flex-1">
                  <h2 id={`media-${image.name}`} className="break-all font-mono text-sm font-semibold text-ink-900">
                    <a href={`/uploads/${image.name}`} className="underline hover:text-brand-800">
                      {image.name}
                    </a>
                  </h2>
                  <p className="mt-1 text-sm text-ink-700">
                    {number(image.width)} × {number(image.height)} pixels · {formatBytes(image.bytes)} · added{" "}
                    {formatDateTime(image.created_at)}
                  </p>
                  <div className="mt-2 text-sm text-ink-700">
                    {imageUses.length === 0 ? (
                      <p>Not used anywhere.</p>
                    ) : (
                      <>
                        <p>Used in:</p>
                        <ul className="list-disc pl-5">
                          {imageUses.map((use) => (
                            <UseItem key={use.href} use={use} />
                          ))}
                        </ul>
                      </>
                    )}
                  </div>
                  <div className="mt-4">
                    <DescribeForm
                      name={image.name}
                      alt={image.alt}
                      caption={image.caption}
                      altMax={ALT_MAX}
                      captionMax={CAPTION_MAX}
                    />
                  </div>
                  <form action={deleteImageAction} className="mt-3">
                    <input type="hidden" name="name" value={image.name} />
                    <input type="hidden" name="search" value={search} />
                    <input type="hidden" name="page" value={library.page} />
                    <button
                      type="submit"
                      aria-label={`Delete ${image.name}`}
                      className={buttonClass({ variant: "ghost", size: "sm" }, "text-red-700")}
                    >
                      Delete
                    </button>
                  </form>
                </div>
              </article>
            </li>
          );
        })}
      </ul>

      {library.pages > 1 && (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-4">
          {library.page > 1 ? (
            <Link
              href={mediaHref({ search, page: library.page - 1 })}
              rel="prev"
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              <Icon icon={ChevronLeft} className="size-4" />
              Previous
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-ink-700">
            Page {library.page} of {library.pages}
          </p>
          {library.page < library.pages ? (
            <Link
              href={mediaHref({ search, page: library.page + 1 })}
              rel="next"
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              Next
              <Icon icon={ChevronRight} className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
