import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_INPUT_PIXELS } from "../storage/uploads";
import { type ImageEncoder, createImageEncoder } from "./encoder";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a6fb4" } })
    .jpeg()
    .toBuffer();

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitUntilGone(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isRunning(pid);
}

const variant = (bytes: Uint8Array, width = 480) =>
  ({ kind: "variant", bytes, width, format: "webp", maxInputPixels: MAX_INPUT_PIXELS }) as const;

let encoder: ImageEncoder | undefined;
afterEach(async () => {
  await encoder?.stop();
});

describe("the image encoder's child process", () => {
  it("makes the bytes sharp makes in this process, in another process, which leaves once idle", async () => {
    encoder = createImageEncoder({ idleMs: 300 });
    const original = await photo(1200, 800);
    const made = await encoder.encode(variant(original));
    const pid = encoder.pid!;
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect(isRunning(pid)).toBe(true);
    const here = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: 480, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    expect(Buffer.from(made.data).equals(here)).toBe(true);

    // Idle for its idle time, it exits; the next job starts another.
    expect(await waitUntilGone(pid, 5_000)).toBe(true);
    expect(encoder.pid).toBeUndefined();
    await encoder.encode(variant(original));
    expect(encoder.pid).not.toBe(pid);
    expect(isRunning(encoder.pid!)).toBe(true);
  }, 20_000);

  it("says why an image cannot be read, and the same child goes on", async () => {
    encoder = createImageEncoder({ idleMs: 5_000 });
    const original = await photo(1200, 800);
    await expect(
      encoder.encode({ kind: "upload", bytes: original, format: "jpeg", maxInputPixels: 1_000 }),
    ).rejects.toThrow(/pixel limit/i);
    const pid = encoder.pid;
    await expect(encoder.encode(variant(new Uint8Array([1, 2, 3])))).rejects.toThrow(/unsupported image format/i);
    const upload = await encoder.encode({
      kind: "upload",
      bytes: original,
      format: "jpeg",
      maxInputPixels: MAX_INPUT_PIXELS,
    });
    expect(upload).toMatchObject({ width: 1200, height: 800 });
    expect(await sharp(upload.data).metadata()).toMatchObject({ width: 1200, height: 800, format: "jpeg" });
    expect(encoder.pid).toBe(pid);
  }, 20_000);

  it("fails the jobs of a child that is killed mid-job, and the next job starts a new child", async () => {
    encoder = createImageEncoder({ idleMs: 5_000 });
    const original = await photo(2400, 1350);
    const killed = encoder.encode({ ...variant(original, 2400), format: "avif" });
    const pid = encoder.pid!;
    process.kill(pid, "SIGKILL");
    await expect(killed).rejects.toThrow("The image encoder stopped (SIGKILL)");
    expect(await waitUntilGone(pid, 5_000)).toBe(true);
    const made = await encoder.encode(variant(original));
    expect(await sharp(made.data).metadata()).toMatchObject({ width: 480, format: "webp" });
    expect(encoder.pid).not.toBe(pid);
  }, 20_000);

  it("stops with the server: the job under way fails and no child is left", async () => {
    encoder = createImageEncoder({ idleMs: 5_000 });
    const original = await photo(2400, 1350);
    const stopped = encoder.encode({ ...variant(original, 2400), format: "avif" });
    const pid = encoder.pid!;
    const failed = expect(stopped).rejects.toThrow("The image encoder was stopped");
    await encoder.stop();
    await failed;
    expect(isRunning(pid)).toBe(false);
    expect(encoder.pid).toBeUndefined();
    // Stopping an encoder without a child does nothing.
    await encoder.stop();
  }, 20_000);
});
