import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, afterHeroImage, FIRST_PAINT_WAIT_MS, firstPaintLoader, HERO_IMAGE_WAIT_MS, preloadedHeroImage } from './first-paint';

/** A window whose paint observer the test fires by hand. */
function fakeWindow({ painted = false, hidden = false, observes = true } = {}) {
  const observers: { fire: () => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = observes ? ['paint', 'largest-contentful-paint'] : ['mark'];
    entry = { fire: () => {}, disconnected: false };
    constructor(callback: () => void) {
      this.entry.fire = () => !this.entry.disconnected && callback();
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const win = {
    setTimeout: ((callback: () => void, ms: number) => setTimeout(callback, ms)) as unknown as Window['setTimeout'],
    clearTimeout: ((handle: ReturnType<typeof setTimeout>) => clearTimeout(handle)) as unknown as Window['clearTimeout'],
    document: { visibilityState: hidden ? 'hidden' : 'visible' } as Pick<Document, 'visibilityState'>,
    performance: { getEntriesByType: () => (painted ? [{ name: 'first-paint' }] : []) } as unknown as Pick<Performance, 'getEntriesByType'>,
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
  };
  return { win, firstPaint: () => observers.forEach((observer) => observer.fire()) };
}

/** Waits on a window that has not painted, and lets time run to 1 ms before the wait's end. */
function waitingJustUnderTheLimit() {
  const { win, firstPaint } = fakeWindow();
  const run = vi.fn();
  afterFirstPaint(win, run, FIRST_PAINT_WAIT_MS);
  vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
  expect(run).not.toHaveBeenCalled();
  return { run, firstPaint };
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first paint, then runs once', () => {
    const { run, firstPaint } = waitingJustUnderTheLimit();
    firstPaint();
    firstPaint();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it(`runs after ${FIRST_PAINT_WAIT_MS} ms when no paint comes (not at ${FIRST_PAINT_WAIT_MS - 1}), and not again on a late paint`, () => {
    const { run, firstPaint } = waitingJustUnderTheLimit();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    firstPaint();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the page has already painted', { painted: true }],
    ['the tab is hidden (it paints nothing)', { hidden: true }],
    ['the browser does not report paints', { observes: false }],
  ])('runs at once when %s', (_case, options) => {
    const { win } = fakeWindow(options);
    const run = vi.fn();
    afterFirstPaint(win, run, FIRST_PAINT_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('firstPaintLoader: the inline script that adds the entry once the page has painted', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Runs the script's text on its own, as the HTML does: only `window` and `document` around it. */
  function runLoader(src: string) {
    const html = firstPaintLoader(src);
    const body = /^<script>([\s\S]*)<\/script>$/.exec(html)?.[1];
    expect(body).toBeDefined();
    expect(body).not.toMatch(/<\/script/i);
    const added: { type: string; src: string; onerror?: unknown }[] = [];
    const listeners: { type: string; listener: (event: Event) => void; capture: unknown }[] = [];
    const document = {
      // Still parsing, as when the head's script runs: what waits for the document waits.
      readyState: 'loading',
      documentElement: { hasAttribute: () => false },
      createElement: () => ({ type: '', src: '' }),
      head: { appendChild: (script: { type: string; src: string }) => added.push(script) },
      addEventListener: (type: string, listener: (event: Event) => void, capture: unknown) => listeners.push({ type, listener, capture }),
    };
    const { win, firstPaint } = fakeWindow();
    new Function('window', 'document', body ?? '')(win, document);
    /** A submit of a form that is a runtime form or not, hydrated or not: whether the script prevented the browser's own. */
    const submit = ({ runtimeForm, hydrated }: { runtimeForm: boolean; hydrated: boolean }) => {
      const form = { matches: (selector: string) => runtimeForm && selector === '.rt-form', ...(hydrated ? { __reactProps$abc: {} } : {}) };
      const event = { target: form, preventDefault: vi.fn() };
      for (const { type, listener } of listeners) if (type === 'submit') listener(event as unknown as Event);
      return event.preventDefault.mock.calls.length > 0;
    };
    /** The entries added, as their addresses and types. */
    const entries = () => added.map(({ type, src }) => ({ type, src }));
    return { added, entries, firstPaint, listeners, submit };
  }

  it('adds the entry as a module after the first paint, once, and not before', () => {
    const { added, entries, firstPaint } = runLoader('./assets/index-abc.js');
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(entries()).toEqual([]);
    firstPaint();
    firstPaint();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(entries()).toEqual([{ type: 'module', src: './assets/index-abc.js' }]);
    // Should it fail to load, the page shows as without scripts (first-paint.scripts-failed.test.ts).
    expect(typeof added[0]?.onerror).toBe('function');
  });

  it('holds the submit of a runtime form that has not hydrated (the browser would reload the page with the fields in its address), from the start, before any paint', () => {
    const { listeners, submit } = runLoader('./assets/index-abc.js');
    expect(listeners.filter(({ type }) => type === 'submit').map(({ capture }) => capture)).toEqual([true]);
    expect(submit({ runtimeForm: true, hydrated: false })).toBe(true);
    // Hydrated, the runtime's own submit handles it; a form in an owner's embed keeps the browser's.
    expect(submit({ runtimeForm: true, hydrated: true })).toBe(false);
    expect(submit({ runtimeForm: false, hydrated: false })).toBe(false);
  });

  it('an address cannot end the script element', () => {
    const { entries, firstPaint } = runLoader('./assets/</script><script>alert(1)</script>.js');
    firstPaint();
    expect(entries()).toEqual([{ type: 'module', src: './assets/</script><script>alert(1)</script>.js' }]);
  });
});

/** A window whose hero photo decodes (or fails) when the test says, with its frames and input. */
function heroWindow({ hidden = false } = {}) {
  const images: { src: string; settle: (ok: boolean) => void }[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, Set<() => void>>();
  class FakeImage {
    src = '';
    decode() {
      return new Promise<void>((resolve, reject) => images.push({ src: this.src, settle: (ok) => (ok ? resolve() : reject(new Error('EncodingError'))) }));
    }
  }
  const win = {
    setTimeout: ((callback: () => void, ms: number) => setTimeout(callback, ms)) as unknown as Window['setTimeout'],
    clearTimeout: ((handle: ReturnType<typeof setTimeout>) => clearTimeout(handle)) as unknown as Window['clearTimeout'],
    requestAnimationFrame: ((callback: () => void) => frames.push(callback)) as unknown as Window['requestAnimationFrame'],
    addEventListener: ((type: string, listener: () => void) => void listeners.set(type, (listeners.get(type) ?? new Set()).add(listener))) as Window['addEventListener'],
    removeEventListener: ((type: string, listener: () => void) => void listeners.get(type)?.delete(listener)) as Window['removeEventListener'],
    matchMedia: (() => ({ matches: true })) as unknown as Window['matchMedia'],
    document: { visibilityState: hidden ? 'hidden' : 'visible', querySelectorAll: () => [] } as unknown as Pick<Document, 'visibilityState' | 'querySelectorAll'>,
    Image: FakeImage,
  };
  /** Runs the frames asked for so far (the ones they ask for wait for the next call). */
  const nextFrame = () => frames.splice(0).forEach((frame) => frame());
  const input = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener());
  return { win, images, nextFrame, input, listeners };
}

const HERO = '/img/hero-espresso_2160_q70.webp';

describe('afterHeroImage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once the photo of the preload has decoded and two frames have been drawn, not before', async () => {
    const { win, images, nextFrame } = heroWindow();
    const run = vi.fn();
    afterHeroImage(win, HERO, run);
    expect(images.map(({ src }) => src)).toEqual([HERO]);
    images[0]!.settle(true);
    await Promise.resolve();
    nextFrame();
    expect(run).not.toHaveBeenCalled();
    nextFrame();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HERO_IMAGE_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it(`runs after ${HERO_IMAGE_WAIT_MS} ms when the photo has not shown (not at ${HERO_IMAGE_WAIT_MS - 1}), and not again when it does`, async () => {
    const { win, images, nextFrame, listeners } = heroWindow();
    const run = vi.fn();
    afterHeroImage(win, HERO, run);
    vi.advanceTimersByTime(HERO_IMAGE_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    images[0]!.settle(true);
    await Promise.resolve();
    nextFrame();
    nextFrame();
    expect(run).toHaveBeenCalledTimes(1);
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true);
  });

  it.each(['pointerdown', 'keydown'])('runs at once on the visitor’s first %s', (type) => {
    const { win, input } = heroWindow();
    const run = vi.fn();
    afterHeroImage(win, HERO, run);
    input(type);
    input(type);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs when the photo fails to load: the page’s colour and preview show, and its script is not held', async () => {
    const { win, images } = heroWindow();
    const run = vi.fn();
    afterHeroImage(win, HERO, run);
    images[0]!.settle(false);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['the page has no first photo', undefined, {}],
    ['the tab is hidden (it paints nothing)', HERO, { hidden: true }],
  ])('runs at once when %s', (_case, url, options) => {
    const { win, images } = heroWindow(options);
    const run = vi.fn();
    afterHeroImage(win, url, run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(images).toEqual([]);
  });
});

describe('preloadedHeroImage', () => {
  const linkTo = (href: string, media: string) => ({ media, getAttribute: (name: string) => (name === 'href' ? href : null) });
  const windowWith = (links: ReturnType<typeof linkTo>[], matching: string[]) => ({
    document: { querySelectorAll: () => links } as unknown as Pick<Document, 'querySelectorAll'>,
    matchMedia: ((query: string) => ({ matches: matching.includes(query) })) as unknown as Window['matchMedia'],
  });

  it('names the photo preloaded for this window, of one per viewport', () => {
    const links = [linkTo('/img/hero_2160_q70.webp', '(max-width: 767px)'), linkTo('/img/hero_1920_q70.webp', 'not all and (max-width: 767px)')];
    expect(preloadedHeroImage(windowWith(links, ['(max-width: 767px)']))).toBe('/img/hero_2160_q70.webp');
    expect(preloadedHeroImage(windowWith(links, ['not all and (max-width: 767px)']))).toBe('/img/hero_1920_q70.webp');
  });

  it('names a preload without media for any window, and nothing when no preload fits', () => {
    expect(preloadedHeroImage(windowWith([linkTo('/img/hero_2160_q70.webp', '')], []))).toBe('/img/hero_2160_q70.webp');
    expect(preloadedHeroImage(windowWith([linkTo('/img/hero_2160_q70.webp', '(max-width: 767px)')], []))).toBeUndefined();
    expect(preloadedHeroImage(windowWith([], []))).toBeUndefined();
  });
});
