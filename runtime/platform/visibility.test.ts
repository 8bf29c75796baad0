// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FOCUS_ROOT_MARGIN,
  IN_VIEW_RATIO,
  NEAR_SCREEN_MARGIN_RATIO,
  NEAR_SCREEN_ROOT_MARGIN,
  classifyVisibility,
  createVisibilityTracker,
  nextVisibility,
  type Box,
  type VisibilityFlags,
  type VisibilityState,
} from './visibility';

const viewport = { width: 1000, height: 800 };
/** A box at `top` of `height` px, 100 px wide at `left` unless given. */
const box = (top: number, height: number, left = 0, width = 100): Box => ({
  top, bottom: top + height, left, right: left + width, width, height,
});
const flags = (top: number, height: number, left?: number, width?: number) => classifyVisibility(box(top, height, left, width), viewport);

describe('classifyVisibility', () => {
  it('uses the named ratios', () => {
    expect([NEAR_SCREEN_MARGIN_RATIO, IN_VIEW_RATIO]).toEqual([1, 0.5]);
  });

  it('sets every flag for an element in the middle of the screen', () => {
    expect(flags(300, 200)).toEqual({ visible: true, nearScreen: true, onScreen: true, inView: true, inFocus: true });
  });

  it('reports nothing for an element without a box, even at the top-left corner', () => {
    expect(flags(0, 0, 0, 0)).toEqual({ visible: false, nearScreen: false, onScreen: false, inView: false, inFocus: false });
  });

  it('counts a zero-height element with a width as visible', () => {
    expect(flags(300, 0).visible).toBe(true);
    expect(flags(300, 0).onScreen).toBe(true);
  });

  it('is near the screen within one viewport height above or below, edges included', () => {
    expect(flags(-900, 100).nearScreen).toBe(true); // bottom at -800
    expect(flags(-901, 100).nearScreen).toBe(false);
    expect(flags(1600, 100).nearScreen).toBe(true); // top at 800 + 800
    expect(flags(1601, 100).nearScreen).toBe(false);
    expect(flags(1000, 100)).toMatchObject({ nearScreen: true, onScreen: false });
  });

  it('is near the screen within one viewport width to either side', () => {
    expect(flags(300, 100, 2000).nearScreen).toBe(true);
    expect(flags(300, 100, 2001).nearScreen).toBe(false);
    expect(flags(300, 100, -1100).nearScreen).toBe(true); // right at -1000
    expect(flags(300, 100, -1101).nearScreen).toBe(false);
  });

  it('is on screen with at least one pixel on it', () => {
    expect(flags(-100, 100).onScreen).toBe(false); // bottom at 0
    expect(flags(-99, 100).onScreen).toBe(true);
    expect(flags(800, 100).onScreen).toBe(false);
    expect(flags(799, 100).onScreen).toBe(true);
    expect(flags(300, 100, 1000).onScreen).toBe(false);
    expect(flags(300, 100, -100).onScreen).toBe(false);
    expect(flags(300, 100, -99).onScreen).toBe(true);
  });

  it('is in view with at least half of its area on screen', () => {
    expect(flags(700, 200).inView).toBe(true); // 100 of 200 px
    expect(flags(701, 200).inView).toBe(false);
    expect(flags(-100, 200).inView).toBe(true);
    expect(flags(-101, 200).inView).toBe(false);
    expect(flags(300, 100, 950).inView).toBe(true); // 50 of 100 px wide
    expect(flags(300, 100, 951).inView).toBe(false);
  });

  it('is in view when it fills at least half of the screen height', () => {
    expect(flags(400, 3000).inView).toBe(true); // 400 px shown = half of 800, 13 % of its area
    expect(flags(401, 3000).inView).toBe(false);
    expect(flags(-2600, 3000).inView).toBe(true); // bottom at 400
    expect(flags(-2601, 3000).inView).toBe(false);
    expect(flags(0, 3000, 950).inView).toBe(true);
    expect(flags(0, 3000, 951).inView).toBe(false); // fills the height but is mostly to the side
  });

  it('is in focus when crossing the centre line (top ≤ 400 < bottom)', () => {
    expect(flags(400, 100).inFocus).toBe(true);
    expect(flags(401, 100).inFocus).toBe(false);
    expect(flags(300, 100).inFocus).toBe(false); // bottom at 400
    expect(flags(301, 100).inFocus).toBe(true); // bottom at 401
    expect(flags(-5000, 10000).inFocus).toBe(true);
    expect(flags(300, 200, 1000).inFocus).toBe(false);
  });
});

describe('nextVisibility', () => {
  const none: VisibilityFlags = { visible: false, nearScreen: false, onScreen: false, inView: false, inFocus: false };

  it('starts first-time flags from the current flags', () => {
    expect(nextVisibility(undefined, { ...none, visible: true, nearScreen: true })).toEqual({
      ...none, visible: true, nearScreen: true, first: { ...none, visible: true, nearScreen: true },
    });
  });

  it('keeps first-time flags once set', () => {
    const seen = nextVisibility(undefined, flags(300, 200));
    const gone = nextVisibility(seen, flags(5000, 200));
    expect(gone).toEqual({ ...none, visible: true, first: { visible: true, nearScreen: true, onScreen: true, inView: true, inFocus: true } });
    expect(nextVisibility(gone, none).first).toEqual(gone.first);
  });

  it('sets each first-time flag independently', () => {
    let state = nextVisibility(undefined, flags(2000, 100)); // visible only
    expect(state.first).toEqual({ ...none, visible: true });
    state = nextVisibility(state, flags(1200, 100));
    expect(state.first).toEqual({ ...none, visible: true, nearScreen: true });
    state = nextVisibility(state, flags(760, 100)); // 40 of 100 px shown
    expect(state.first).toEqual({ ...none, visible: true, nearScreen: true, onScreen: true });
    state = nextVisibility(state, flags(600, 100));
    expect(state.first).toEqual({ ...none, visible: true, nearScreen: true, onScreen: true, inView: true });
  });
});

describe('createVisibilityTracker', () => {
  class FakeObserver {
    static instances: FakeObserver[] = [];
    readonly targets = new Set<Element>();
    disconnected = false;
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit = {},
    ) {
      FakeObserver.instances.push(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      this.disconnected = true;
    }
    /** Fires the callback for `targets`, as the browser does after a scroll, with their boxes as it measured them. */
    fire(...targets: Element[]) {
      const entries = targets.map((target) => ({ target, boundingClientRect: target.getBoundingClientRect() }) as IntersectionObserverEntry);
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  const placed = (top: number, height = 200): HTMLElement => {
    const el = document.createElement('div');
    el.getBoundingClientRect = () => ({ ...box(top, height), x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
    return el;
  };
  const move = (el: Element, top: number, height = 200) => {
    el.getBoundingClientRect = () => ({ ...box(top, height), x: 0, y: top, toJSON: () => ({}) }) as DOMRect;
  };
  const setup = () => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('innerWidth', viewport.width);
    vi.stubGlobal('innerHeight', viewport.height);
    const tracker = createVisibilityTracker(window);
    const [near, screen, focus] = FakeObserver.instances;
    if (!near || !screen || !focus) throw new Error('expected three observers');
    return { tracker, near, screen, focus, all: FakeObserver.instances };
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shares three observers with the near, screen and focus options, rooted at the document', () => {
    const { near, screen, focus, all } = setup();
    expect(all).toHaveLength(3);
    expect(near.options).toEqual({ rootMargin: NEAR_SCREEN_ROOT_MARGIN, root: document });
    expect(NEAR_SCREEN_ROOT_MARGIN).toBe('100%');
    expect(screen.options).toEqual({ threshold: [0, 0.5, 1], root: document });
    expect(focus.options).toEqual({ rootMargin: FOCUS_ROOT_MARGIN, root: document });
    expect(FOCUS_ROOT_MARGIN).toBe('-50% 0px -50% 0px');
  });

  it('reports the first state and then only changes', () => {
    const { tracker, near, screen, focus, all } = setup();
    const el = placed(1200);
    const seen: VisibilityState[] = [];
    tracker.observe(el, (s) => seen.push(s));
    for (const o of all) expect(o.targets.has(el)).toBe(true);

    near.fire(el);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ visible: true, nearScreen: true, onScreen: false, first: { nearScreen: true, onScreen: false } });

    screen.fire(el); // nothing moved
    expect(seen).toHaveLength(1);

    move(el, 300);
    focus.fire(el);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatchObject({ onScreen: true, inView: true, inFocus: true });

    move(el, 3000);
    screen.fire(el, el); // one element twice in a batch: one report
    expect(seen).toHaveLength(3);
    expect(seen[2]).toEqual({
      visible: true, nearScreen: false, onScreen: false, inView: false, inFocus: false,
      first: { visible: true, nearScreen: true, onScreen: true, inView: true, inFocus: true },
    });
  });

  it('reads the box the observer measured, never the element\'s own (that would lay the page out again mid-render); the latest entry of a batch wins', () => {
    const { tracker, screen } = setup();
    const el = document.createElement('div');
    const reads = vi.fn(() => ({ ...box(300, 200), x: 0, y: 300, toJSON: () => ({}) }) as DOMRect);
    el.getBoundingClientRect = reads;
    const seen: VisibilityState[] = [];
    tracker.observe(el, (state) => seen.push(state));
    // The rest of an entry, which the tracker does not read.
    const entryShape = { intersectionRatio: 0, intersectionRect: el.getBoundingClientRect(), isIntersecting: false, rootBounds: null, time: 0 };
    reads.mockClear();
    const measured = (top: number): IntersectionObserverEntry => ({ ...entryShape, target: el, boundingClientRect: { ...box(top, 200), x: 0, y: top, toJSON: () => ({}) } });
    screen.callback([measured(3000), measured(300)], screen as unknown as IntersectionObserver);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ onScreen: true, inView: true, inFocus: true });
    screen.callback([measured(300), measured(5000)], screen as unknown as IntersectionObserver);
    expect(seen[1]).toMatchObject({ nearScreen: false, onScreen: false });
    expect(reads).not.toHaveBeenCalled();
  });

  it('measures the screen once and again on each resize, not in the observers\' callbacks', () => {
    const { tracker, screen } = setup();
    const el = placed(viewport.height + 100);
    const seen: VisibilityState[] = [];
    tracker.observe(el, (state) => seen.push(state));
    screen.fire(el);
    expect(seen.at(-1)).toMatchObject({ nearScreen: true, onScreen: false });
    // A taller window (a phone's address bar hiding): nothing changes until the window says so.
    vi.stubGlobal('innerHeight', viewport.height + 400);
    screen.fire(el);
    expect(seen).toHaveLength(1);
    window.dispatchEvent(new Event('resize'));
    screen.fire(el);
    expect(seen.at(-1)).toMatchObject({ onScreen: true });
    // Once disconnected it no longer listens.
    const removed = vi.spyOn(window, 'removeEventListener');
    tracker.disconnect();
    expect(removed).toHaveBeenCalledWith('resize', expect.any(Function));
    removed.mockRestore();
  });

  it('gives a second watcher of the same element its own first state', () => {
    const { tracker, near } = setup();
    const el = placed(300);
    const a = vi.fn<(s: VisibilityState) => void>();
    const b = vi.fn<(s: VisibilityState) => void>();
    tracker.observe(el, a);
    near.fire(el);
    tracker.observe(el, b);
    near.fire(el); // the re-observe's initial report
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(b.mock.calls[0]?.[0]).toMatchObject({ inFocus: true });
  });

  it('stops observing an element when its last watcher leaves', () => {
    const { tracker, near, all } = setup();
    const el = placed(300);
    const a = vi.fn();
    const stopA = tracker.observe(el, a);
    const stopB = tracker.observe(el, () => {});
    stopA();
    stopA(); // twice is harmless
    for (const o of all) expect(o.targets.has(el)).toBe(true);
    near.fire(el);
    expect(a).not.toHaveBeenCalled();
    stopB();
    for (const o of all) expect(o.targets.has(el)).toBe(false);
  });

  it('disconnects every observer', () => {
    const { tracker, near, all } = setup();
    const el = placed(300);
    const a = vi.fn();
    tracker.observe(el, a);
    tracker.disconnect();
    for (const o of all) expect(o.disconnected).toBe(true);
    near.fire(el);
    expect(a).not.toHaveBeenCalled();
  });

  it('falls back to the implicit root when a Document root is refused', () => {
    FakeObserver.instances = [];
    class OldObserver extends FakeObserver {
      constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
        if (options.root) throw new TypeError('root must be an Element');
        super(callback, options);
      }
    }
    vi.stubGlobal('IntersectionObserver', OldObserver);
    createVisibilityTracker(window);
    expect(FakeObserver.instances.map((o) => o.options.root)).toEqual([undefined, undefined, undefined]);
  });

  describe('whenNearScreen', () => {
    it('watches an element on one observer of its own (the near margin) and says once when it is near, then lets it go', () => {
      const { tracker, all } = setup();
      const el = placed(2000); // more than a screen below
      const onNear = vi.fn();
      tracker.whenNearScreen(el, onNear);
      expect(all).toHaveLength(4);
      const own = all[3]!;
      expect(own.options).toEqual({ rootMargin: NEAR_SCREEN_ROOT_MARGIN, root: document });
      // Not on the three shared observers: those watch what observe() asks for.
      for (const o of all.slice(0, 3)) expect(o.targets.has(el)).toBe(false);
      expect(own.targets.has(el)).toBe(true);
      own.fire(el); // its first report: not near yet
      expect(onNear).not.toHaveBeenCalled();
      move(el, 1200); // within a screen height below
      own.fire(el, el);
      expect(onNear).toHaveBeenCalledTimes(1);
      expect(own.targets.has(el)).toBe(false);
      own.fire(el);
      expect(onNear).toHaveBeenCalledTimes(1);
    });

    it('the observer is made once, at the first use; a second waiter of the same element hears of it too', () => {
      const { tracker, all } = setup();
      const el = placed(300);
      const a = vi.fn();
      const b = vi.fn();
      tracker.whenNearScreen(el, a);
      tracker.whenNearScreen(placed(4000), () => {});
      tracker.whenNearScreen(el, b);
      expect(all).toHaveLength(4);
      all[3]!.fire(el);
      expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1]);
    });

    it('a waiter that leaves is not called; the element is let go when its last waiter leaves; disconnect ends all', () => {
      const { tracker, all } = setup();
      const el = placed(300);
      const a = vi.fn();
      const stopA = tracker.whenNearScreen(el, a);
      const stopB = tracker.whenNearScreen(el, () => {});
      const own = all[3]!;
      stopA();
      stopA(); // twice is harmless
      expect(own.targets.has(el)).toBe(true);
      stopB();
      expect(own.targets.has(el)).toBe(false);
      own.fire(el);
      expect(a).not.toHaveBeenCalled();
      const c = vi.fn();
      tracker.whenNearScreen(el, c);
      tracker.disconnect();
      expect(own.disconnected).toBe(true);
      own.fire(el);
      expect(c).not.toHaveBeenCalled();
    });

    it('without IntersectionObserver, says near at once', () => {
      vi.stubGlobal('IntersectionObserver', undefined);
      const onNear = vi.fn();
      createVisibilityTracker(window).whenNearScreen(placed(5000), onNear);
      expect(onNear).toHaveBeenCalledTimes(1);
    });
  });

  describe('whenPrinted', () => {
    it('calls every waiter as printing begins, from one beforeprint listener added at the first and removed with the last', () => {
      const { tracker } = setup();
      const adding = vi.spyOn(window, 'addEventListener');
      const removing = vi.spyOn(window, 'removeEventListener');
      const beforePrint = (spy: typeof adding) => spy.mock.calls.filter(([type]) => type === 'beforeprint').length;
      const a = vi.fn();
      const b = vi.fn();
      const stopA = tracker.whenPrinted(a);
      const stopB = tracker.whenPrinted(b);
      expect(beforePrint(adding)).toBe(1);
      window.dispatchEvent(new Event('beforeprint'));
      expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1]);
      // Heard at each print, until it leaves.
      stopA();
      stopA(); // twice is harmless
      expect(beforePrint(removing)).toBe(0);
      window.dispatchEvent(new Event('beforeprint'));
      expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 2]);
      stopB();
      expect(beforePrint(removing)).toBe(1);
    });

    it('a waiter added while printing begins waits for the next print; disconnect ends all', () => {
      const { tracker } = setup();
      const later = vi.fn();
      tracker.whenPrinted(() => tracker.whenPrinted(later));
      window.dispatchEvent(new Event('beforeprint'));
      expect(later).not.toHaveBeenCalled();
      tracker.disconnect();
      window.dispatchEvent(new Event('beforeprint'));
      expect(later).not.toHaveBeenCalled();
    });

    it('without IntersectionObserver, listens for nothing: everything has started already', () => {
      vi.stubGlobal('IntersectionObserver', undefined);
      const adding = vi.spyOn(window, 'addEventListener');
      const onPrint = vi.fn();
      createVisibilityTracker(window).whenPrinted(onPrint);
      window.dispatchEvent(new Event('beforeprint'));
      expect(onPrint).not.toHaveBeenCalled();
      expect(adding.mock.calls.filter(([type]) => type === 'beforeprint')).toHaveLength(0);
    });
  });

  it('reports everything visible once when IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onChange = vi.fn<(s: VisibilityState) => void>();
    const stop = createVisibilityTracker(window).observe(placed(5000), onChange);
    const all = { visible: true, nearScreen: true, onScreen: true, inView: true, inFocus: true };
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ ...all, first: all });
    stop();
  });
});
