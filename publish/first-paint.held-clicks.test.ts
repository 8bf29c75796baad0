// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_CLICK_LIMIT_MS, HELD_CLICK_POLL_MS } from './first-paint';
import { runFirstPaintLoader } from './first-paint-loader.test-support';

/**
 * The inline script's held clicks (replayClicksOnceHydrated), run from the loader's own text in a
 * document, as the page runs it. "Hydrated" is what React leaves on an element it has hydrated: its
 * props under a `__reactProps$…` key.
 */
describe('a click on a runtime control whose part has not hydrated', () => {
  let cleanUp: (() => void)[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <main>
        <button type="button" id="more">Show <span>more</span></button>
        <div data-action="add" id="surface"><p>A card</p><a href="#care" id="inner-link">Care</a></div>
        <button type="button" id="tab">Tab</button>
        <a href="#gear" data-action="link" id="link">Gear</a>
        <form><input name="name"><button id="send">Send</button></form>
        <div data-element-id="events-text" id="events-text"><p>Read the <a href="#rules" id="rules-link">house rules</a> or the <a href="#menu" id="menu-link">menu</a>.</p></div>
        <section id="menu"></section>
      </main>`;
    // The loader's listeners, taken off after each test (each test runs the loader again).
    cleanUp = runFirstPaintLoader();
  });
  // The next test file may run in this same document (Vitest's shared workers): what this file, the
  // loader and the links left in it goes. This body's form was the first a form test's
  // `querySelector('form')` found, which it then submitted in place of its own (a red CI); and the
  // loader's listeners, the entry's script element, a hash a link put in the address.
  let headBefore = '';
  beforeEach(() => void (headBefore = document.head.innerHTML));
  afterEach(() => {
    cleanUp.forEach((remove) => remove());
    vi.useRealTimers();
    document.head.innerHTML = headBefore;
    document.body.innerHTML = '';
    history.replaceState(null, '', location.pathname);
  });

  const element = (id: string) => document.getElementById(id)!;
  /** What React leaves on an element once it has hydrated it. */
  const hydrate = (node: Element) => Object.assign(node, { __reactProps$test: {} });
  /** The clicks an element received, the visitor's and the script's. */
  const clicksOn = (node: Element) => {
    const clicks: number[] = [];
    node.addEventListener('click', () => clicks.push(Date.now()));
    return clicks;
  };

  it(`is carried out once the part has hydrated, at the next look (every ${HELD_CLICK_POLL_MS} ms), and once only`, () => {
    const more = element('more');
    const clicks = clicksOn(more);
    more.querySelector('span')!.click();
    vi.advanceTimersByTime(1000);
    expect(clicks).toHaveLength(1);
    hydrate(more);
    const hydratedAt = Date.now();
    vi.advanceTimersByTime(HELD_CLICK_POLL_MS);
    expect(clicks).toHaveLength(2);
    expect(clicks[1]! - hydratedAt).toBeLessThanOrEqual(HELD_CLICK_POLL_MS);
    vi.advanceTimersByTime(HELD_CLICK_LIMIT_MS);
    expect(clicks).toHaveLength(2);
  });

  it('a card’s action surface too, from a click on what it holds', () => {
    const surface = element('surface');
    const clicks = clicksOn(surface);
    surface.querySelector('p')!.click();
    vi.advanceTimersByTime(HELD_CLICK_POLL_MS);
    hydrate(surface);
    vi.advanceTimersByTime(HELD_CLICK_POLL_MS * 2);
    expect(clicks).toHaveLength(2);
  });

  it('is not carried out again when React hydrated the part on the click itself and handled it, nor when the control had hydrated', () => {
    const tab = element('tab');
    const clicks = clicksOn(tab);
    // React's own listener, at the root, hydrates the part whose code is there and dispatches the click.
    tab.addEventListener('click', () => hydrate(tab), { once: true });
    tab.click();
    vi.advanceTimersByTime(HELD_CLICK_LIMIT_MS);
    expect(clicks).toHaveLength(1);
    tab.click();
    vi.advanceTimersByTime(HELD_CLICK_LIMIT_MS);
    expect(clicks).toHaveLength(2);
  });

  it(`is carried out up to ${HELD_CLICK_LIMIT_MS} ms after the click, and not after`, () => {
    const [late, inTime] = [element('more'), element('tab')];
    const lateClicks = clicksOn(late);
    late.click();
    vi.advanceTimersByTime(HELD_CLICK_LIMIT_MS - HELD_CLICK_POLL_MS);
    hydrate(late);
    vi.advanceTimersByTime(HELD_CLICK_POLL_MS);
    expect(lateClicks).toHaveLength(2);

    const inTimeClicks = clicksOn(inTime);
    inTime.click();
    vi.advanceTimersByTime(HELD_CLICK_LIMIT_MS + HELD_CLICK_POLL_MS);
    hydrate(inTime);
    vi.advanceTimersByTime(HELD_CLICK_LIMIT_MS);
    expect(inTimeClicks).toHaveLength(1);
  });

  it('a double click is carried out once, and a later click elsewhere replaces a held one', () => {
    const [more, tab] = [element('more'), element('tab')];
    const moreClicks = clicksOn(more);
    more.click();
    more.click();
    vi.advanceTimersByTime(HELD_CLICK_POLL_MS);
    hydrate(more);
    vi.advanceTimersByTime(HELD_CLICK_POLL_MS * 2);
    expect(moreClicks).toHaveLength(3);

    const tabClicks = clicksOn(tab);
    tab.click();
    vi.advanceTimersByTime(HELD_CLICK_POLL_MS);
    document.querySelector('main')!.click();
    hydrate(tab);
    vi.advanceTimersByTime(HELD_CLICK_LIMIT_MS);
    expect(tabClicks).toHaveLength(1);
  });

  it('not a link or what is in one (the browser follows it), a form’s submit button (sending is the visitor’s to do again), nor a control gone from the page', () => {
    const [link, send, more] = [element('link'), element('send'), element('more')];
    const [surface, innerLink] = [element('surface'), element('inner-link')];
    const surfaceClicks = clicksOn(surface);
    innerLink.click();
    vi.advanceTimersByTime(HELD_CLICK_POLL_MS);
    hydrate(surface);
    vi.advanceTimersByTime(HELD_CLICK_POLL_MS * 2);
    expect(surfaceClicks).toHaveLength(1);
    link.addEventListener('click', (event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    const counts = [clicksOn(link), clicksOn(send), clicksOn(more)];
    for (const node of [link, send, more]) {
      node.click();
      vi.advanceTimersByTime(HELD_CLICK_POLL_MS);
      hydrate(node);
    }
    more.remove();
    vi.advanceTimersByTime(HELD_CLICK_LIMIT_MS);
    expect(counts.map((clicks) => clicks.length)).toEqual([1, 1, 1]);
  });

  /** Clicks a link as a visitor does: whether its own action (the browser's) was prevented. */
  const clickLink = (link: Element) => !link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  it('a link to a page modal (a `#id` with no `id` on the page) in an element not yet hydrated: the browser only puts the hash in the address, so it is held and clicked again once the element has hydrated', () => {
    const link = element('rules-link');
    const clicks = clicksOn(link);
    expect(clickLink(link)).toBe(true);
    vi.advanceTimersByTime(HELD_CLICK_LIMIT_MS / 2);
    expect(clicks).toHaveLength(1);
    hydrate(element('events-text'));
    // The runtime's handler sees the click again, with its action its own to prevent.
    const replayed: boolean[] = [];
    link.addEventListener('click', (event) => replayed.push(event.defaultPrevented));
    vi.advanceTimersByTime(HELD_CLICK_POLL_MS);
    expect(clicks).toHaveLength(2);
    expect(replayed).toEqual([false]);
  });

  it('an anchor on the page, or a link in an element that has hydrated, is the browser’s and the runtime’s as it comes', () => {
    const [anchor, modalLink] = [element('menu-link'), element('rules-link')];
    const clicks = [clicksOn(anchor), clicksOn(modalLink)];
    expect(clickLink(anchor)).toBe(false);
    hydrate(element('events-text'));
    expect(clickLink(modalLink)).toBe(false);
    vi.advanceTimersByTime(HELD_CLICK_LIMIT_MS);
    expect(clicks.map((list) => list.length)).toEqual([1, 1]);
  });
});
