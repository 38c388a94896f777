import sharp from "sharp";

/**
 * An original picture drawn here (a landscape of hills under a sun, in the given colours), as a
 * JPEG of `width` × `height`: large, detailed enough to compress like a photograph, and nobody
 * else's. Tests and the bench upload it through the site's pipeline.
 */
export async function drawLandscape(
  width: number,
  height: number,
  { sky = "#7dd3fc", hills = "#15803d", sun = "#fbbf24" }: { sky?: string; hills?: string; sun?: string } = {},
): Promise<Buffer> {
  const ridges = Array.from({ length: 4 }, (_, i) => {
    const base = height * (0.55 + i * 0.1);
    const points = Array.from({ length: 13 }, (_, k) => {
      const x = (width * k) / 12;
      const y = base - Math.abs(Math.sin(k * (1.3 + i * 0.4) + i)) * height * 0.18;
      return `${x.toFixed(0)},${y.toFixed(0)}`;
    });
    return `<polygon points="0,${height} ${points.join(" ")} ${width},${height}" fill="${hills}" fill-opacity="${0.45 + i * 0.15}"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff7ed"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${width * 0.75}" cy="${height * 0.28}" r="${height * 0.11}" fill="${sun}"/>
    ${ridges}
  </svg>`;
  // A little grain, as a camera's sensor would add, so the image does not compress like a drawing.
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 18 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
