/**
 * A products page asked for on the visitor's intent, before their click: the pointer comes over the
 * load-more button or presses it, or the keyboard focuses it. The click comes a moment later (a
 * mouse's aim and press, a finger's press), and the request's round trip goes in that moment
 * instead of after the click. The click takes the request that is on its way, answered or not,
 * failed or not: it is the request the click would have made, only sent sooner, so a click costs
 * no more requests than before and a failure is the click's failure as before.
 *
 * One request is held at a time. It is the click's for LOAD_INTENT_FRESH_MS after it was sent; a
 * click after that, or for another page, sends its own (the held one is dropped, answered or not).
 */
import type { RuntimeClock, TimerHandle } from '../core/clock';

/** Our choice (the spec names none): how long a request sent on intent stays the click's. */
export const LOAD_INTENT_FRESH_MS = 10_000;

export interface RequestAhead<T> {
  /** Sends `load()` for `key` unless a fresh request for `key` is already held. */
  begin(key: string, load: () => Promise<T>): void;
  /** The fresh request held for `key`, now the caller's; null if there is none. Anything else held is dropped. */
  take(key: string): Promise<T> | null;
}

export function createRequestAhead<T>(clock: RuntimeClock): RequestAhead<T> {
  let held: { key: string; answer: Promise<T>; expiry: TimerHandle } | null = null;
  const drop = () => {
    if (held) clock.clearTimeout(held.expiry);
    held = null;
  };
  return {
    begin(key, load) {
      if (held?.key === key) return;
      drop();
      const answer = load();
      // Its taker handles a failure; one nobody takes must not surface as an unhandled rejection.
      answer.catch(() => undefined);
      const expiry = clock.setTimeout(() => {
        if (held?.answer === answer) held = null;
      }, LOAD_INTENT_FRESH_MS, 'products page asked for ahead: no longer the click’s');
      held = { key, answer, expiry };
    },
    take(key) {
      const answer = held?.key === key ? held.answer : null;
      drop();
      return answer;
    },
  };
}
