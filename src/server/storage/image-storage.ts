export interface StoredFile {
  name: string;
  size: number;
  modifiedAt: Date;
}

/** Where images live: the local folder (local.ts) or an S3-compatible bucket (s3.ts). */
export interface ImageStorage {
  /** Stores a new file; names are random and never reused, so nothing stored is replaced. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  list(): Promise<StoredFile[]>;
  /** The file's bytes, or null when there is no such file. */
  read(name: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Removes a file; one that is not there is no failure. */
  remove(name: string): Promise<void>;
}

/** The storage did not answer, or answered with a failure: worth trying again later. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "StorageUnavailableError";
  }
}

/**
 * How long one call to the storage may take, unless STORAGE_TIMEOUT_MS says otherwise. S3 requests carry their own 10-second limit, but a
 * fetch to a stalled endpoint does not always end when its signal fires, and a local folder on
 * a hung disk or network mount has no limit at all: past this bound the caller is told the
 * storage is unavailable, whatever the call is still doing.
 */
export const STORAGE_TIME_BOUND_MS = 15_000;

function bounded<T>(what: string, work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageUnavailableError(`${what} got no answer within ${ms / 1000} s`)), ms);
  });
  // A call given up on may still fail later, when nobody waits for it any more.
  work.catch(() => {});
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The same storage, with every call answered (or refused as unavailable) within `ms`. */
export function withTimeBound(storage: ImageStorage, ms = STORAGE_TIME_BOUND_MS): ImageStorage {
  return {
    put: (name, bytes) => bounded(`Storing ${name}`, storage.put(name, bytes), ms),
    list: () => bounded("Listing the images", storage.list(), ms),
    read: (name) => bounded(`Reading ${name}`, storage.read(name), ms),
    remove: (name) => bounded(`Removing ${name}`, storage.remove(name), ms),
  };
}
