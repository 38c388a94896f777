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

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The page's parameters from its address; anything malformed reads as absent. */
export function readMediaParams(
  params: Record<string, string | string[] | undefined>,
): Required<Pick<MediaParams, "search" | "page">> & MediaParams {
  const page = Number(first(params.page));
  return {
    search: (first(params.q) ?? "").slice(0, 200),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    notice: first(params.notice),
    image: first(params.image),
  };
}
