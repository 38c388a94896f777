/**
 * What a stored page's freshness depends on (decisions 072 and 191): the content version, which
 * every write raises, and the moments at which content changes with nobody writing, when a
 * scheduled post becomes public. Each process learns both from the database: the version by a
 * read that concurrent requests share, the moments once per version. A request never asks the
 * database whether a post has come due; the page cache compares the clock with the moments.
 */

export interface ContentState {
  version: number;
  /** Moments (ms since the epoch), soonest first, at which public content changes with no write. */
  changesAt: readonly number[];
  /** Past this moment the list above may be missing later changes: a page stored now goes out of date then. */
  knownUntil: number;
}

/** The moment a page rendered at `renderedAt` under `state` goes out of date with no write. */
export function expiryOf(state: ContentState, renderedAt: number): number {
  const next = state.changesAt.find((moment) => moment > renderedAt);
  return Math.min(next ?? Infinity, state.knownUntil);
}

/**
 * A value loaded again only when the content version moves; a failed load is retried by the next
 * call rather than kept.
 */
export function perContentVersion<T>(load: () => Promise<T>): (version: number) => Promise<T> {
  let current: { version: number; value: Promise<T> } | undefined;
  return (version) => {
    if (current?.version !== version) {
      const value = load();
      current = { version, value };
      value.catch(() => {
        if (current?.value === value) current = undefined;
      });
    }
    return current.value;
  };
}

export interface ContentStateOptions {
  /** The current content version, from the database. */
  readVersion(): Promise<number>;
  /** The next `limit` moments after `now` at which a post becomes public, soonest first. */
  loadChanges(now: number, limit: number): Promise<number[]>;
  /** How many moments to hold; past the last of a full batch, the next batch is read. */
  batch?: number;
  now?: () => number;
}

export function contentStateReader({
  readVersion,
  loadChanges,
  batch = 100,
  now = Date.now,
}: ContentStateOptions): () => Promise<ContentState> {
  let loaded: { version: number; until: number; changes: Promise<number[]> } | undefined;
  return async () => {
    const version = await readVersion();
    if (loaded?.version !== version || now() >= loaded.until) {
      const changes = loadChanges(now(), batch);
      const entry = { version, until: Infinity, changes };
      loaded = entry;
      changes.then(
        // A full batch may stop short of the later moments: they are read once it has passed.
        (list) => {
          if (list.length >= batch) entry.until = list.at(-1)!;
        },
        () => {
          if (loaded === entry) loaded = undefined;
        },
      );
    }
    const entry = loaded;
    const changesAt = await entry.changes;
    return { version, changesAt, knownUntil: entry.until };
  };
}
