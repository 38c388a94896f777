"use client";

import { useEffect, useRef, useState } from "react";

/**
 * Keeps what is typed in the browser's storage until it is saved (decision 191), so that a
 * reload, a crash or an expired session loses nothing: the next visit to the editor offers it
 * back. Nothing is written while that offer is open, so typing meanwhile cannot replace it.
 */

const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** How long typing must pause before what is typed is written. */
export const WRITE_DELAY_MS = 400;

interface StoredDraft<T> {
  values: T;
  savedAt: number;
}

function read<T>(key: string): StoredDraft<T> | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as StoredDraft<T>;
    return Date.now() - draft.savedAt < MAX_AGE_MS ? draft : undefined;
  } catch {
    return undefined;
  }
}

function remove(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): there is nothing to remove.
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useUnsavedDraft<T>(key: string, values: T, saved: T) {
  const [offer, setOffer] = useState<StoredDraft<T>>();
  const decided = useRef(false);
  // What was saved when the editor opened: a kept draft equal to it is nothing to offer.
  const opened = useRef(saved);

  useEffect(() => {
    const draft = read<T>(key);
    if (draft && !same(draft.values, opened.current)) setOffer(draft);
    else {
      decided.current = true;
      if (draft) remove(key);
    }
  }, [key]);

  // The write waiting for typing to pause; a save that succeeds meanwhile cancels it.
  const pendingWrite = useRef<{ timer: number; write: () => void }>(undefined);

  useEffect(() => {
    if (!decided.current) return;
    const write = () => {
      pendingWrite.current = undefined;
      if (same(values, saved)) return remove(key);
      try {
        window.localStorage.setItem(key, JSON.stringify({ values, savedAt: Date.now() } satisfies StoredDraft<T>));
      } catch {
        // Storage refused: the form still holds the text.
      }
    };
    const timer = window.setTimeout(write, WRITE_DELAY_MS);
    pendingWrite.current = { timer, write };
    return () => window.clearTimeout(timer);
  }, [key, values, saved, offer]);

  // Leaving the editor (a link, the sign-in page an ended session is sent to, a closed tab) does
  // not wait for the pause: the last keystrokes are written as it goes.
  useEffect(() => {
    const writeNow = () => {
      const pending = pendingWrite.current;
      if (!pending) return;
      window.clearTimeout(pending.timer);
      pending.write();
    };
    window.addEventListener("pagehide", writeNow);
    return () => {
      window.removeEventListener("pagehide", writeNow);
      writeNow();
    };
  }, []);

  return {
    /** Unsaved changes from an earlier visit, until the admin restores or discards them. */
    offer,
    /** Restoring returns the kept values; they stay kept until they are saved. */
    restore(): T | undefined {
      decided.current = true;
      setOffer(undefined);
      return offer?.values;
    },
    discard() {
      decided.current = true;
      setOffer(undefined);
      remove(key);
    },
    /**
     * After a successful save: nothing is left unsaved, and a write still waiting (the save came
     * within WRITE_DELAY_MS of the last keystroke or restore) must not put the saved text back.
     */
    clear() {
      decided.current = false;
      window.clearTimeout(pendingWrite.current?.timer);
      pendingWrite.current = undefined;
      remove(key);
    },
  };
}
