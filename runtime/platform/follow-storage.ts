/**
 * A store that keeps part of its state under one key of the site's storage, shared by every page
 * of the site in every tab: it writes its own changes there, and takes in what another page wrote
 * (the storage's `watch`: another tab's write, or whatever a page shown again from the
 * back-forward cache missed while it was frozen). Without taking it in, a page kept showing what
 * it had and its next change wrote that back over the other page's.
 *
 * What the store takes in is not written back: storage holds it already, and two tabs writing
 * each other's values back would echo between them.
 */
import type { StoreApi } from 'zustand';
import type { StorageService } from './storage';

interface StorageFollower<State> {
  /** The store changed by itself (the visitor here): write what storage keeps of it. */
  write(state: State, previous: State): void;
  /** Another page changed `key`: its value, read as JSON (undefined when removed or unreadable). */
  take(value: unknown): void;
}

/** Follows `key` both ways from now on; returns the function that stops both. */
export function followStorage<State>(store: Pick<StoreApi<State>, 'subscribe'>, storage: StorageService, key: string, { write, take }: StorageFollower<State>): () => void {
  let taking = false;
  const stopWriting = store.subscribe((state, previous) => {
    if (!taking) write(state, previous);
  });
  // A storage no other page writes to (memory, server rendering) has no watch: only the writes.
  const stopTaking =
    storage.watch?.(key, (value) => {
      taking = true;
      try {
        take(value);
      } finally {
        taking = false;
      }
    }) ?? (() => undefined);
  return () => {
    stopWriting();
    stopTaking();
  };
}
