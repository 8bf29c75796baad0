import { describe, expect, it } from 'vitest';
import { CARD_WARM_SLICE_MS, createCardWarmer, type IdleWindow } from './warm-cards';

/** A window whose idle periods the test runs, one at a time, and whose clock each card's layout moves on. */
function idleWindow() {
  let now = 0;
  const queue = new Map<number, (deadline: IdleDeadline) => void>();
  let next = 1;
  const win: IdleWindow = {
    requestIdleCallback: (callback) => {
      queue.set(next, callback);
      return next++;
    },
    cancelIdleCallback: (handle) => void queue.delete(handle),
    performance: { now: () => now },
  };
  /** Runs the idle callback waiting (there is at most one), in a period of `periodMs`. */
  const idle = (periodMs = 50) => {
    const waitingCallback = [...queue][0];
    if (!waitingCallback) throw new Error('no idle callback is waiting');
    const [handle, callback] = waitingCallback;
    queue.delete(handle);
    const end = now + periodMs;
    callback({ didTimeout: false, timeRemaining: () => Math.max(0, end - now) });
  };
  return { win, idle, waiting: () => queue.size, advance: (ms: number) => void (now += ms) };
}

/** A card whose contents the browser holds back (`held`) or draws; laying them out takes `layoutMs` of the clock. */
function card(id: string, { held = true, layoutMs = 2, advance }: { held?: boolean; layoutMs?: number; advance(ms: number): void }) {
  const laidOut: string[] = [];
  const contents = {
    checkVisibility: () => !held,
    getBoundingClientRect: () => {
      advance(layoutMs);
      laidOut.push(id);
      return {} as DOMRect;
    },
  };
  return { element: { isConnected: true, firstElementChild: contents } as unknown as Element, laidOut };
}

describe('cards laid out ahead in idle time (warm-cards.ts)', () => {
  it(`lays out held-back cards in idle periods, in the order they came, at most ${CARD_WARM_SLICE_MS} ms a period; a drawn card is left alone`, () => {
    const { win, idle, waiting, advance } = idleWindow();
    const warmer = createCardWarmer(win);
    const cards = ['a', 'b', 'c', 'd', 'e'].map((id) => card(id, { advance, held: id !== 'b' }));
    for (const { element } of cards) warmer.warm(element);
    // One idle callback for them all, nothing laid out before it.
    expect(waiting()).toBe(1);
    expect(cards.flatMap((one) => one.laidOut)).toEqual([]);
    // 2 ms a card: a, then b (drawn: nothing), c, d reach the slice's 6 ms; e waits for the next period.
    idle();
    expect(cards.flatMap((one) => one.laidOut)).toEqual(['a', 'c', 'd']);
    expect(waiting()).toBe(1);
    idle();
    expect(cards.flatMap((one) => one.laidOut)).toEqual(['a', 'c', 'd', 'e']);
    expect(waiting()).toBe(0);
  });

  it('a short idle period lays out no more than it has room for; the rest wait for the next', () => {
    const { win, idle, advance } = idleWindow();
    const warmer = createCardWarmer(win);
    const cards = ['a', 'b', 'c'].map((id) => card(id, { advance, layoutMs: 3 }));
    for (const { element } of cards) warmer.warm(element);
    idle(2);
    expect(cards.flatMap((one) => one.laidOut)).toEqual(['a']);
    idle(0);
    expect(cards.flatMap((one) => one.laidOut)).toEqual(['a']);
    idle();
    expect(cards.flatMap((one) => one.laidOut)).toEqual(['a', 'b', 'c']);
  });

  it('a card dropped before its turn (unmounted) is not laid out; the last one dropped cancels the idle callback', () => {
    const { win, idle, waiting, advance } = idleWindow();
    const warmer = createCardWarmer(win);
    const [kept, dropped] = [card('kept', { advance }), card('dropped', { advance })];
    warmer.warm(kept.element);
    const drop = warmer.warm(dropped.element);
    drop();
    idle();
    expect([...kept.laidOut, ...dropped.laidOut]).toEqual(['kept']);
    const alone = card('alone', { advance });
    warmer.warm(alone.element)();
    expect(waiting()).toBe(0);
  });

  it('a card no longer in the document, or a browser without idle callbacks or checkVisibility, lays out nothing', () => {
    const { win, idle, advance } = idleWindow();
    const gone = card('gone', { advance });
    Object.assign(gone.element, { isConnected: false });
    const oldBrowser = card('old', { advance });
    Object.assign(oldBrowser.element.firstElementChild!, { checkVisibility: undefined });
    const warmer = createCardWarmer(win);
    warmer.warm(gone.element);
    warmer.warm(oldBrowser.element);
    idle();
    expect([...gone.laidOut, ...oldBrowser.laidOut]).toEqual([]);

    const noIdle = createCardWarmer({ performance: win.performance });
    const waitingCard = card('waiting', { advance });
    expect(() => noIdle.warm(waitingCard.element)()).not.toThrow();
    expect(waitingCard.laidOut).toEqual([]);
  });
});
