/**
 * Videos in an article (decision 029): a YouTube or Vimeo address becomes a facade that links to
 * the video and turns into the provider's player on a click. Kept apart from the markdown syntax
 * so that the site's policy and the public click handler import no parser.
 */

export interface Video {
  provider: "YouTube" | "Vimeo";
  /** The page of the video, where the facade links without scripts. */
  watchUrl: string;
  /** The player the facade swaps in on a click (privacy-enhanced for YouTube). */
  embedUrl: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** A YouTube or Vimeo address, in the forms their share buttons and address bars give. */
export function videoOf(address: string): Video | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, "");
  const path = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id =
      path[0] === "watch"
        ? (url.searchParams.get("v") ?? undefined)
        : ["embed", "shorts", "live"].includes(path[0]!)
          ? path[1]
          : undefined;
  } else if (host === "youtu.be") {
    id = path[0];
  }
  if (id !== undefined) {
    if (!YOUTUBE_ID.test(id)) return undefined;
    return {
      provider: "YouTube",
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    };
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const vimeoId = host === "vimeo.com" ? path[0] : path[0] === "video" ? path[1] : undefined;
    if (!vimeoId || !VIMEO_ID.test(vimeoId)) return undefined;
    return {
      provider: "Vimeo",
      watchUrl: `https://vimeo.com/${vimeoId}`,
      embedUrl: `https://player.vimeo.com/video/${vimeoId}?autoplay=1&dnt=1`,
    };
  }
  return undefined;
}

/** Whether `address` is a player address `videoOf` gives, the only kind a facade may swap in. */
export function isVideoEmbed(address: string): boolean {
  return videoOf(address)?.embedUrl === address;
}

/** The players a facade may swap in, and the only frame sources the site's policy admits for them. */
export const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];
