/**
 * A products page asked for before the visitor's click: as the load-more button comes within a
 * screen of the window (the visitor scrolling towards it), or on their intent (the pointer comes
 * over the button or presses it, or the keyboard focuses it). The click comes later, and the
 * request's round trip goes before it instead of after. The click takes the request that is on
 * its way, answered or not, failed or not: it is the request the click would have made, only sent
 * sooner, so a click costs no more requests than before and a failure is the click's failure as
 * before. (A visitor who scrolls to the button and never clicks it has cost one request.)
 *
 * One request is held at a time. It is the click's for a while after it was sent
 * (LOAD_INTENT_FRESH_MS on intent, the click a moment away; LOAD_NEAR_SCREEN_FRESH_MS as the
 * button nears, the visitor still reading the cards above it; a failed one LOAD_INTENT_FRESH_MS at
 * most); a click after that, or for another page, sends its own (the held one is dropped,
 * answered or not). That while is counted by the wall clock when the click comes: timers do not
 * run while a laptop sleeps, and a click on waking took the products of a page asked for before
 * the sleep, hours old, as fresh (platform/time-away.ts). A timer only lets go of a request
 * nobody took.
 */
import type { RuntimeClock, TimerHandle } from '../core/clock';
import { trackPromise } from '../platform/tracked-promise';
import { wallClockAgeReached } from '../platform/time-away';

/** Our choice (the spec names none): how long a request sent on intent stays the click's. */
export const LOAD_INTENT_FRESH_MS = 10_000;
/**
 * Our choice: how long a request sent as the load-more button nears the screen stays the click's.
 * Time to read a page of cards; the page's first products were published long before.
 */
export const LOAD_NEAR_SCREEN_FRESH_MS = 120_000;

export interface RequestAhead<T> {
  /** Sends `load()` for `key` unless a fresh request for `key` is already held; it stays fresh `freshMs`. */
  begin(key: string, load: () => Promise<T>, freshMs?: number): void;
  /**
   * The fresh request held for `key`, now the caller's; null if there is none. Anything else held
   * is dropped. Tracked (platform/tracked-promise.ts): an answer already there is read at once.
   */
  take(key: string): Promise<T> | null;
}

export function createRequestAhead<T>(clock: RuntimeClock): RequestAhead<T> {
  interface Held {
    key: string;
    answer: Promise<T>;
    /** When it was sent, by the wall clock (Date.now()). */
    sentAt: number;
    /** How long it stays the click's (a failed one, LOAD_INTENT_FRESH_MS at most). */
    freshMs: number;
    failed: boolean;
    /** Lets go of it once nobody can take it any more. */
    timer: TimerHandle | undefined;
  }
  let held: Held | null = null;
  /** Whether the held request is still the click's by the wall clock, whatever its timers have done. */
  const fresh = (entry: Held) => !wallClockAgeReached(entry.sentAt, entry.failed ? Math.min(entry.freshMs, LOAD_INTENT_FRESH_MS) : entry.freshMs);
  const drop = () => {
    clock.clearTimeout(held?.timer);
    held = null;
  };
  return {
    begin(key, load, freshMs = LOAD_INTENT_FRESH_MS) {
      if (held?.key === key && fresh(held)) return;
      drop();
      const entry: Held = { key, answer: trackPromise(load()), sentAt: Date.now(), freshMs, failed: false, timer: undefined };
      // Its taker handles a failure; one nobody takes must not surface as an unhandled rejection. A
      // failure is the click's only while a click on intent would come (the moment a hand takes): a
      // click long after a failed request sent as the button neared tries again itself (`fresh`).
      entry.answer.catch(() => {
        entry.failed = true;
      });
      entry.timer = clock.setTimeout(
        () => {
          if (held === entry) drop();
        },
        freshMs,
        'products page asked for ahead: no longer the click’s',
      );
      held = entry;
    },
    take(key) {
      const answer = held?.key === key && fresh(held) ? held.answer : null;
      drop();
      return answer;
    },
  };
}
