import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { getConfig } from "../config";
import { uploadText } from "@/content/uploads";
import { MAX_IMAGE_BYTES } from "@/lib/uploads";
import { type UploadFormat, imageEncoder } from "../media/encoder";
import { recordMedia } from "../media/records";
import type { ImageStorage } from "./image-storage";
import { localFolderStorage } from "./local";
import { s3Storage } from "./s3";

/**
 * Uploaded images: checked from their bytes, re-encoded (which drops every piece of metadata,
 * GPS positions included) and kept by a storage driver (local.ts or s3.ts) under a random name.
 */

// Room for any camera photo. A small compressed file that claims more pixels (a decompression
// bomb) is refused from its header, before it is decoded.
export const MAX_INPUT_PIXELS = 50_000_000;

export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

// The first extension is the one given when the original name's does not fit.
const formats: Record<UploadFormat, { contentType: string; extensions: readonly [string, ...string[]] }> = {
  jpeg: { contentType: "image/jpeg", extensions: ["jpg", "jpeg"] },
  png: { contentType: "image/png", extensions: ["png"] },
  webp: { contentType: "image/webp", extensions: ["webp"] },
  gif: { contentType: "image/gif", extensions: ["gif"] },
  avif: { contentType: "image/avif", extensions: ["avif"] },
};

// By file-type's names. An animated PNG keeps its first frame: sharp writes no APNG.
const detectedFormats: Record<string, UploadFormat> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/apng": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
};

const contentTypes: Record<string, string> = Object.fromEntries(
  Object.values(formats).flatMap(({ contentType, extensions }) => extensions.map((ext) => [ext, contentType])),
);

/** Only names this module made: anything else (a path, "..", another extension) is never looked up. */
const STORED_NAME = /^[A-Za-z0-9_-]{22}\.(jpg|jpeg|png|webp|gif|avif)$/;

/** Whether a name is one this module made; anything else is never looked up. */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** The content type of a stored name's extension (a name isStoredName accepts). */
export function contentTypeOf(name: string): string {
  return contentTypes[path.extname(name).slice(1)]!;
}

let configuredStorage: ImageStorage | undefined;
let configuredVariantStorage: ImageStorage | undefined;

/** The configured storage: the bucket when S3_BUCKET is set, the upload folder otherwise. */
export function getImageStorage(): ImageStorage {
  const config = getConfig();
  configuredStorage ??= config.s3
    ? s3Storage(config.s3, config.storageTimeoutMs)
    : localFolderStorage(config.uploadDir, config.storageTimeoutMs);
  return configuredStorage;
}

/**
 * Where the resized and re-encoded copies of uploads are kept (decision 126): beside the uploads,
 * under `variants/` in the bucket or a `variants` folder in the upload folder, which the uploads'
 * listing and backups leave out. Every copy can be made again from its upload.
 */
export function getVariantStorage(): ImageStorage {
  const config = getConfig();
  configuredVariantStorage ??= config.s3
    ? s3Storage(config.s3, config.storageTimeoutMs, "variants/")
    : localFolderStorage(path.join(config.uploadDir, "variants"), config.storageTimeoutMs);
  return configuredVariantStorage;
}

function imageUrl(name: string): string {
  return `/uploads/${name}`;
}

function storedName(originalName: string, extensions: readonly [string, ...string[]]): string {
  const original = path.extname(originalName).slice(1).toLowerCase();
  const extension = extensions.includes(original) ? original : extensions[0];
  return `${randomBytes(16).toString("base64url")}.${extension}`;
}

export interface StoredImage {
  name: string;
  url: string;
  width: number;
  height: number;
  size: number;
}

/**
 * Checks, re-encodes and stores an uploaded image, and records it in the media library; an
 * UploadError says what is wrong with it. Images stored before the library existed are recorded
 * when first needed (src/server/media/library.ts).
 */
export async function storeImage(
  bytes: Uint8Array,
  originalName: string,
  storage: ImageStorage = getImageStorage(),
): Promise<StoredImage> {
  if (bytes.byteLength === 0) throw new UploadError(400, uploadText.missing);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new UploadError(413, uploadText.tooLarge);
  // The name and the browser's content type are the sender's word; the bytes are not.
  // SVG is text, which file-type does not report, so it is refused here with everything else.
  const detected = await fileTypeFromBuffer(bytes);
  const format = detected && detectedFormats[detected.mime];
  if (!format) throw new UploadError(400, uploadText.wrongType);

  let output: { data: Uint8Array; width: number; height: number };
  try {
    // In the encoder's child process (decision 199): every frame of an animation is kept; the
    // EXIF orientation is applied to the pixels because the metadata that carried it is dropped.
    output = await imageEncoder().encode({ kind: "upload", bytes, format, maxInputPixels: MAX_INPUT_PIXELS });
  } catch (error) {
    const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
    throw new UploadError(400, tooManyPixels ? uploadText.tooManyPixels : uploadText.unreadable);
  }

  const name = storedName(originalName, formats[format].extensions);
  await storage.put(name, output.data);
  const stored = {
    name,
    url: imageUrl(name),
    width: output.width,
    height: output.height,
    size: output.data.byteLength,
  };
  await recordMedia({
    name,
    width: stored.width,
    height: stored.height,
    bytes: stored.size,
    contentType: formats[format].contentType,
  });
  return stored;
}

export interface ListedImage {
  name: string;
  url: string;
  size: number;
  /** ISO 8601, as it travels in JSON. */
  modifiedAt: string;
}

/** Every stored image, newest first. */
export async function listImages(storage: ImageStorage = getImageStorage()): Promise<ListedImage[]> {
  const files = await storage.list();
  return files
    .filter((file) => isStoredName(file.name))
    .sort((a, b) => b.modifiedAt.getTime() - a.modifiedAt.getTime() || a.name.localeCompare(b.name))
    .map((file) => ({
      name: file.name,
      url: imageUrl(file.name),
      size: file.size,
      modifiedAt: file.modifiedAt.toISOString(),
    }));
}

/** A stored image and its content type, or null for an unknown or invalid name. */
export async function readImage(
  name: string,
  storage: ImageStorage = getImageStorage(),
): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string } | null> {
  if (!isStoredName(name)) return null;
  const bytes = await storage.read(name);
  if (!bytes) return null;
  return { bytes, contentType: contentTypeOf(name) };
}
