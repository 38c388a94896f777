"use client";

import { useEffect } from "react";
import { VIDEO_FRAME_ORIGINS } from "@/lib/blog/video";

/**
 * Turns a clicked video facade of the article body into its provider's player (decision 029).
 * Until that click the page asks nothing of YouTube or Vimeo; without scripts the facade is a
 * link to the video. One listener for the whole page, mounted only where the body has a video.
 */
export function VideoFacades() {
  useEffect(() => {
    const play = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-video-embed]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const src = link.dataset.videoEmbed ?? "";
      if (!VIDEO_FRAME_ORIGINS.some((origin) => src.startsWith(`${origin}/`))) return;
      event.preventDefault();
      const player = document.createElement("iframe");
      player.src = src;
      player.title = link.querySelector(".article-video-title")?.textContent ?? "Video";
      player.allow = "autoplay; encrypted-media; fullscreen; picture-in-picture";
      player.allowFullscreen = true;
      player.referrerPolicy = "strict-origin-when-cross-origin";
      player.className = "article-video-player";
      link.replaceWith(player);
      player.focus();
    };
    document.addEventListener("click", play);
    return () => document.removeEventListener("click", play);
  }, []);
  return null;
}
