import { describe, expect, it } from "vitest";
import { isVideoEmbed, videoOf } from "./video";

describe("videoOf", () => {
  it("reads YouTube addresses in the forms its share buttons and address bar give", () => {
    for (const address of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "  https://www.youtube.com/live/dQw4w9WgXcQ  ",
    ]) {
      expect(videoOf(address), address).toEqual({
        provider: "YouTube",
        watchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1",
      });
    }
  });

  it("reads Vimeo addresses", () => {
    for (const address of ["https://vimeo.com/123456789", "https://player.vimeo.com/video/123456789?h=abc"]) {
      expect(videoOf(address), address).toEqual({
        provider: "Vimeo",
        watchUrl: "https://vimeo.com/123456789",
        embedUrl: "https://player.vimeo.com/video/123456789?autoplay=1&dnt=1",
      });
    }
  });

  it("refuses other hosts, other schemes and ids that are not ids", () => {
    for (const address of [
      "",
      "not an address",
      "javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=short",
      'https://www.youtube.com/watch?v=dQw4w9WgX"Q',
      "https://www.youtube.com/channel/UCabcdefghij",
      "https://vimeo.com/channels/staffpicks",
      "ftp://vimeo.com/123",
    ]) {
      expect(videoOf(address), address).toBeUndefined();
    }
  });
});

describe("isVideoEmbed", () => {
  it("admits the player addresses videoOf gives and nothing else", () => {
    expect(isVideoEmbed("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1")).toBe(true);
    expect(isVideoEmbed("https://player.vimeo.com/video/123456?autoplay=1&dnt=1")).toBe(true);
    expect(isVideoEmbed("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(false);
    expect(isVideoEmbed("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&x=1")).toBe(false);
    expect(isVideoEmbed("https://player.vimeo.com/video/123456")).toBe(false);
    expect(isVideoEmbed("javascript:alert(1)")).toBe(false);
  });
});
