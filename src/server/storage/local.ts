import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { type ImageStorage, withTimeBound } from "./image-storage";

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

/**
 * Images as files in one folder, the default when no bucket is configured. A folder on a disk
 * or mount that hangs answers as unavailable after the storage's time bound.
 */
export function localFolderStorage(folder: string, timeBoundMs?: number): ImageStorage {
  const root = path.resolve(folder);
  const fileIn = (name: string) => {
    const file = path.join(root, name);
    if (path.dirname(file) !== root) throw new Error(`Not a plain file name: ${name}`);
    return file;
  };
  return withTimeBound(
    {
      async put(name, bytes) {
        await fs.mkdir(root, { recursive: true });
        // Written aside and renamed, so that a listing never shows half a file; two processes
        // caching the same image variant each write their own copy, and the last rename wins.
        const partial = fileIn(`.${name}.${randomBytes(6).toString("hex")}.partial`);
        await fs.writeFile(partial, bytes, { flag: "wx" });
        await fs.rename(partial, fileIn(name));
      },
      async list() {
        let names: string[];
        try {
          names = await fs.readdir(root);
        } catch (error) {
          if (isMissing(error)) return [];
          throw error;
        }
        const files = await Promise.all(
          names.map(async (name) => {
            // A file removed since the folder was read is simply left out.
            const stat = await fs.stat(fileIn(name)).catch((error: unknown) => {
              if (isMissing(error)) return undefined;
              throw error;
            });
            return stat?.isFile() ? { name, size: stat.size, modifiedAt: stat.mtime } : undefined;
          }),
        );
        return files.filter((file) => file !== undefined);
      },
      async read(name) {
        try {
          return new Uint8Array(await fs.readFile(fileIn(name)));
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      },
      async remove(name) {
        await fs.rm(fileIn(name), { force: true });
      },
    },
    timeBoundMs,
  );
}
