import { firstValue } from "@/lib/page-query";

/** The library's address: its search, page and the notice of the last action. */
export interface MediaParams {
  search?: string;
  page?: number;
  notice?: string;
  /** The image a notice is about (an image in use that was not deleted). */
  image?: string;
}

export function mediaHref({ search, page, notice, image }: MediaParams): string {
  const query = new URLSearchParams();
  if (search) query.set("q", search);
  if (page && page > 1) query.set("page", String(page));
  if (notice) query.set("notice", notice);
  if (image) query.set("image", image);
  const text = query.toString();
  return text ? `/admin/media?${text}` : "/admin/media";
}

/** The page's parameters from its address; anything malformed reads as absent. */
export function readMediaParams(
  params: Record<string, string | string[] | undefined>,
): Required<Pick<MediaParams, "search" | "page">> & MediaParams {
  const page = Number(firstValue(params.page));
  // PostgreSQL refuses a NUL in text: such a search is malformed, not an error of the page.
  const search = firstValue(params.q) ?? "";
  return {
    search: search.includes("\0") ? "" : search.slice(0, 200),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    notice: firstValue(params.notice),
    image: firstValue(params.image),
  };
}
