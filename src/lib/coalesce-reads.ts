/**
 * Lets many concurrent callers share one run of `read`, without ever handing a caller the
 * result of a run that started before it asked: such a caller waits for the next run, so it
 * sees every write that committed before its call. At most one run is under way and one
 * queued, however many callers there are.
 */
export function coalesceReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const run = read().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  };

  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
