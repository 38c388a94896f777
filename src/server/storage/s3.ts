import { AwsClient } from "aws4fetch";
import type { Config } from "../config";
import { type ImageStorage, type StoredFile, StorageUnavailableError, withTimeBound } from "./image-storage";

export type S3Settings = NonNullable<Config["s3"]>;

// Images sit under one prefix, so the bucket may hold other things too.
const UPLOADS_PREFIX = "uploads/";
// A stalled endpoint fails an upload or an image in seconds rather than holding the request.
const TIMEOUT_MS = 10_000;

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function xmlText(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match?.[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => XML_ENTITIES[entity]!);
}

/** One page of a ListObjectsV2 answer: only the three fields a listing needs. */
function parseListing(xml: string, prefix: string): { files: StoredFile[]; next?: string } {
  const files = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, entry]) => ({
    name: xmlText(entry!, "Key")!.slice(prefix.length),
    size: Number(xmlText(entry!, "Size")),
    modifiedAt: new Date(xmlText(entry!, "LastModified")!),
  }));
  return { files, next: xmlText(xml, "IsTruncated") === "true" ? xmlText(xml, "NextContinuationToken") : undefined };
}

/**
 * Images as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2 and the like), under
 * `prefix`: uploads under `uploads/`, their generated variants under another (decision 126).
 */
export function s3Storage(settings: S3Settings, timeBoundMs?: number, prefix = UPLOADS_PREFIX): ImageStorage {
  // A busy endpoint (5xx, 429) gets two more tries; one that does not answer gets none.
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: "s3",
    region: settings.region,
    retries: 2,
  });
  const endpoint = new URL(settings.endpoint);
  const bucketUrl = settings.forcePathStyle
    ? new URL(`${endpoint.pathname.replace(/\/$/, "")}/${settings.bucket}/`, endpoint)
    : new URL(`${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/?$/, "/")}`);
  const objectUrl = (name: string) => new URL(`${prefix}${encodeURIComponent(name)}`, bucketUrl);

  /** The answer, or null for a missing object when `missing` allows it; any other failure throws. */
  async function send(what: string, url: URL, init: RequestInit = {}, missing = false): Promise<Response | null> {
    let response: Response;
    try {
      response = await client.fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new StorageUnavailableError(`S3 ${what} failed: ${describe(error)}`, { cause: error });
    }
    if (response.ok) return response;
    const code = xmlText(await response.text().catch(() => ""), "Code");
    // A missing bucket is a broken setting, not a missing image.
    if (missing && response.status === 404 && code !== "NoSuchBucket") return null;
    throw new StorageUnavailableError(`S3 ${what} answered ${response.status} ${code ?? response.statusText}`);
  }

  return withTimeBound(
    {
      async put(name, bytes) {
        await send(`upload of ${name}`, objectUrl(name), { method: "PUT", body: new Uint8Array(bytes) });
      },
      async list() {
        const files: StoredFile[] = [];
        let next: string | undefined;
        do {
          const url = new URL(bucketUrl);
          url.searchParams.set("list-type", "2");
          url.searchParams.set("prefix", prefix);
          if (next) url.searchParams.set("continuation-token", next);
          const page = parseListing(await (await send("listing", url))!.text(), prefix);
          files.push(...page.files);
          next = page.next;
        } while (next);
        return files;
      },
      async read(name) {
        const response = await send(`read of ${name}`, objectUrl(name), {}, true);
        if (!response) return null;
        try {
          return new Uint8Array(await response.arrayBuffer());
        } catch (error) {
          throw new StorageUnavailableError(`S3 read of ${name} broke off: ${describe(error)}`, { cause: error });
        }
      },
      async remove(name) {
        // S3 answers 204 for a key that is not there as for one it removed.
        await send(`removal of ${name}`, objectUrl(name), { method: "DELETE" }, true);
      },
    },
    timeBoundMs,
  );
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch says only "fetch failed"; why is in its cause.
  const cause = error.cause as NodeJS.ErrnoException | undefined;
  const detail = cause?.code ?? cause?.message;
  return detail ? `${error.message} (${detail})` : error.message;
}
