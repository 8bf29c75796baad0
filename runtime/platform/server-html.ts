/**
 * Whether the tree is still the server's HTML: true while the server renders and while the client
 * hydrates a prerendered page, until the host says it has hydrated (publish/hydrate-page.tsx hands
 * it over in a transition); false in a client render (the harness, stories, tests).
 *
 * Why a host-given value and not React's own hydration signal (`useSyncExternalStore` with a
 * server snapshot that differs from the client's): when the client's snapshot differs from the
 * server's, React re-renders that part at once, synchronously, after hydrating it — and a value
 * read high in the tree (the window's width in the runtime's provider) drags every part below it
 * into one synchronous hydration. A profile of the published widgets page on a phone at 4× CPU
 * showed that as a 570 ms task. With this, the client reads the server's values while hydrating
 * and moves to its own in the host's transition, which yields to the browser.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

export const ServerHtmlContext = createContext(false);

const noSubscription = () => () => undefined;

/** True in the server's HTML and while the client hydrates it, false after and in a client render. */
export function useInServerHtml(): boolean {
  const hydrating = useContext(ServerHtmlContext);
  return useSyncExternalStore(
    noSubscription,
    () => hydrating,
    () => true,
  );
}
