/**
 * Runs `load` once and shares its promise with every caller; a failure is not kept, so the
 * next caller tries again (a database that was down at the first request, say).
 */
export function memoizeAsync<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}
