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
}

/** The storage did not answer, or answered with a failure: worth trying again later. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "StorageUnavailableError";
  }
}
