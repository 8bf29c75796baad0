/**
 * A value selected from a site store, following its changes: zustand's `useStore`, but the server's
 * snapshot is the store's current state, not the state it was created with.
 *
 * The site sets some stores up while it renders (the page's modal ids, the shop's cart settings),
 * on the server as on the client, before the parts that read them render. zustand's own hook
 * renders the server's HTML from the state before that set-up, and a hydrating client then finds
 * its current state different and re-renders those parts synchronously (see server-html.ts). Read
 * from the current state, server and client agree.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand';

export type ReadableStore<State> = Pick<StoreApi<State>, 'getState' | 'subscribe'>;

export function useStore<State, Value>(store: ReadableStore<State>, selector: (state: State) => Value): Value {
  const snapshot = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
