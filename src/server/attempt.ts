import "server-only";
import { getLogger } from "./ops/logger";

/**
 * A read whose failure a page can live with: the result, or undefined (and a log line naming
 * what failed) when it threw, so the page shows what it has and says what it could not load.
 */
export async function attempt<T>(read: () => Promise<T>, failure: string): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    getLogger().error({ err: error }, failure);
    return undefined;
  }
}
