// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageReturnsOf, wallClockAgeReached } from './time-away';

describe('wallClockAgeReached', () => {
  it('is reached at the span and after, not before', () => {
    expect(wallClockAgeReached(1_000, 500, 1_499)).toBe(false);
    expect(wallClockAgeReached(1_000, 500, 1_500)).toBe(true);
    expect(wallClockAgeReached(1_000, 500, 9_000)).toBe(true);
  });

  it('a negative age (the clock set back since) counts as reached: how old the thing is, nobody knows', () => {
    expect(wallClockAgeReached(1_000, 500, 999)).toBe(true);
  });

  it('reads the wall clock when given no moment', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 10_000 });
    try {
      expect(wallClockAgeReached(9_000, 1_000)).toBe(true);
      expect(wallClockAgeReached(9_500, 1_000)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('pageReturnsOf', () => {
  const setTabHidden = (hidden: boolean) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('says the page is shown again when its tab becomes visible and when it comes back from the back-forward cache; not when it is hidden', () => {
    const shown = vi.fn();
    const stop = pageReturnsOf(window).onShownAgain(shown);
    setTabHidden(true);
    expect(shown).not.toHaveBeenCalled();
    setTabHidden(false);
    expect(shown).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(shown).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(shown).toHaveBeenCalledTimes(2);
    stop();
    setTabHidden(false);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(shown).toHaveBeenCalledTimes(2);
  });

  it('says the browser is back online, until stopped', () => {
    const online = vi.fn();
    const stop = pageReturnsOf(window).onOnline(online);
    window.dispatchEvent(new Event('online'));
    expect(online).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(online).toHaveBeenCalledTimes(1);
  });
});
