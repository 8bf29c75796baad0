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
import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand';
import { ServerHtmlContext } from './server-html';

type ReadableStore<State> = Pick<StoreApi<State>, 'getState' | 'subscribe'>;

export function useStore<State, Value>(store: ReadableStore<State>, selector: (state: State) => Value): Value {
  const snapshot = useCallback(() => selector(store.getState()), [store, selector]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/**
 * A value selected from a site store that starts from what this browser kept (the cart a visitor
 * left, read from storage as the store is made): `serverValue`, what the server rendered with, in
 * the server's HTML and while the client hydrates it; the store's own once the host has handed
 * over (server-html.ts), in its transition, as a plain update that also sets the attributes
 * hydration leaves as the server wrote them.
 *
 * The server knows no visitor's storage. Read through `useStore`, a stored cart made the cards of a
 * published shop differ from the server's HTML as they hydrated ("2 in cart" where the server
 * wrote nothing), and React threw the HTML away and rendered the catalogue again on the client.
 * `serverValue` must be what the store's selector gives for the state the server has (an empty
 * cart), and a value React compares by identity (a primitive, or one kept between renders).
 */
export function useStoreOnceHydrated<State, Value>(store: ReadableStore<State>, selector: (state: State) => Value, serverValue: Value): Value {
  const hydrating = useContext(ServerHtmlContext);
  const snapshot = useCallback(() => (hydrating ? serverValue : selector(store.getState())), [hydrating, serverValue, store, selector]);
  const serverSnapshot = useCallback(() => serverValue, [serverValue]);
  return useSyncExternalStore(store.subscribe, snapshot, serverSnapshot);
}
