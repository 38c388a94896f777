import { describe, expect, it } from "vitest";
import { parseVariant, previewUrl, variantFormats, variantKeys, variantWidths } from "./variant-names";

describe("image variant names", () => {
  it("offers the fixed widths narrower than the image, and the image's own width, never wider", () => {
    expect(variantWidths(2400)).toEqual([480, 960, 1440, 2400]);
    expect(variantWidths(1440)).toEqual([480, 960, 1440]);
    expect(variantWidths(700)).toEqual([480, 700]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("offers AVIF, WebP and the image's own format; a GIF keeps its animation and has none", () => {
    expect(variantFormats("AAAAAAAAAAAAAAAAAAAAAA.jpeg")).toEqual(["avif", "webp", "jpg"]);
    expect(variantFormats("AAAAAAAAAAAAAAAAAAAAAA.png")).toEqual(["avif", "webp", "png"]);
    expect(variantFormats("AAAAAAAAAAAAAAAAAAAAAA.webp")).toEqual(["avif", "webp"]);
    expect(variantFormats("AAAAAAAAAAAAAAAAAAAAAA.gif")).toEqual([]);
    expect(previewUrl({ name: "AAAAAAAAAAAAAAAAAAAAAA.gif", width: 900 })).toBe("/uploads/AAAAAAAAAAAAAAAAAAAAAA.gif");
    expect(previewUrl({ name: "AAAAAAAAAAAAAAAAAAAAAA.png", width: 900 })).toBe(
      "/uploads/AAAAAAAAAAAAAAAAAAAAAA.png/480.webp",
    );
  });

  it("reads only a plain width and a known format from an address", () => {
    expect(parseVariant("960.avif")).toEqual({ width: 960, format: "avif" });
    expect(parseVariant("12345.png")).toEqual({ width: 12345, format: "png" });
    for (const bad of ["960.gif", "960.AVIF", "0960.webp", "0.webp", "123456.webp", "960", ".webp", "960.webp.jpg"])
      expect(parseVariant(bad), bad).toBeUndefined();
  });

  it("names every copy an image can have, to remove them with it", () => {
    expect(variantKeys({ name: "AAAAAAAAAAAAAAAAAAAAAA.jpg", width: 700 })).toEqual([
      "AAAAAAAAAAAAAAAAAAAAAA.jpg.480.avif",
      "AAAAAAAAAAAAAAAAAAAAAA.jpg.700.avif",
      "AAAAAAAAAAAAAAAAAAAAAA.jpg.480.webp",
      "AAAAAAAAAAAAAAAAAAAAAA.jpg.700.webp",
      "AAAAAAAAAAAAAAAAAAAAAA.jpg.480.jpg",
      "AAAAAAAAAAAAAAAAAAAAAA.jpg.700.jpg",
    ]);
  });
});
