// The site server's image encoder (decision 199): every sharp pixel operation runs in this child
// process, which src/server/media/encoder.ts starts on demand and lets go once it has been idle,
// so that the native memory libvips and its codecs keep is given back to the system when it
// exits. Plain JavaScript, run by Node directly: the server is bundled, this file is not.
// A job and its answer travel over IPC (advanced serialization: bytes as Uint8Array).
import sharp from "sharp";

/** @param {import("sharp").Sharp} image @param {string} format */
function uploadEncoding(image, format) {
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 85, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9 });
    case "webp":
      return image.webp({ quality: 85 });
    case "gif":
      return image.gif();
    case "avif":
      return image.avif();
  }
  throw new Error(`Unknown upload format ${format}`);
}

/** @param {import("sharp").Sharp} image @param {string} format */
function variantEncoding(image, format) {
  switch (format) {
    case "avif":
      return image.avif({ quality: 55, effort: 3 });
    case "webp":
      return image.webp({ quality: 78 });
    case "jpg":
      return image.jpeg({ quality: 80, mozjpeg: true });
    case "png":
      return image.png({ compressionLevel: 9, palette: true });
  }
  throw new Error(`Unknown variant format ${format}`);
}

/**
 * An upload re-encoded in its own format: every frame of an animation kept, the EXIF orientation
 * applied to the pixels because the metadata that carried it is dropped. A variant: resized to
 * a width, never enlarged.
 */
async function run(job) {
  if (job.kind === "upload") {
    const image = sharp(job.bytes, { animated: true, autoOrient: true, limitInputPixels: job.maxInputPixels });
    const { data, info } = await uploadEncoding(image, job.format).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  }
  const image = sharp(job.bytes, { limitInputPixels: job.maxInputPixels }).resize({
    width: job.width,
    withoutEnlargement: true,
  });
  const data = await variantEncoding(image, job.format).toBuffer();
  return { data };
}

process.on("message", (job) => {
  run(job).then(
    (result) => process.send({ id: job.id, result }),
    (error) => process.send({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The server let go of this process (idle, shutting down or gone): nothing is left to do.
process.on("disconnect", () => process.exit(0));
