/**
 * True in the server's HTML and while the client hydrates it, false after and in a client render.
 * A `<noscript>` fallback is rendered only then: it is for HTML read without scripts, and React
 * does not hydrate its content.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useInServerHtml(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
