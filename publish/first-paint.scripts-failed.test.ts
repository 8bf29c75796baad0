// @vitest-environment jsdom
// own process: after other files in a shared worker its failed entry once left the page unmarked (a single-worker run in another order; what earlier files leave on the shared document and modules, not found).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRIPTS_FAILED_ATTRIBUTE, showAsWithoutScripts } from './first-paint';
import { runFirstPaintLoader } from './first-paint-loader.test-support';

/**
 * A published page whose scripts do not come though JavaScript is on (a blocker, a flaky network, a
 * later publish that replaced the hashed files a cached HTML names): run from the loader's own
 * text in a document whose scripting is on, as the page runs it, so its <noscript> content is text.
 */
describe('a page whose scripts failed shows as without scripts', () => {
  let cleanUp: (() => void)[] = [];
  let headBefore = '';
  beforeEach(() => {
    vi.useFakeTimers();
    headBefore = document.head.innerHTML;
    document.head.insertAdjacentHTML('beforeend', '<noscript><style>.rt-tabs__bar { display: none; }</style></noscript>');
    document.body.innerHTML = `
      <div data-published-viewport="desktop">
        <div class="rt-image"><noscript><picture><source media="(max-width: 767px)" srcset="data:,"><img class="rt-image__img" src="/img/latte-art_800_q70.jpg" alt="Latte art" loading="lazy"></picture></noscript></div>
        <form class="rt-form" method="dialog">
          <input name="name">
          <button type="submit" id="send">Send</button>
          <noscript><p class="rt-form__no-script" data-when-scripts-off="">Turned off</p><p class="rt-form__no-script" data-when-scripts-failed="" hidden>Did not load</p></noscript>
        </form>
        <button type="button" id="more">Show more</button>
        <div data-element-id="embed"><noscript><script>window.embedRan = true</script><p>Embed</p></noscript></div>
      </div>`;
    // The loader's listeners, taken off after each test (each test runs the loader again).
    cleanUp = runFirstPaintLoader();
  });
  // The next test file may run in this same document (Vitest's shared workers).
  afterEach(() => {
    cleanUp.forEach((remove) => remove());
    vi.useRealTimers();
    document.head.innerHTML = headBefore;
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(SCRIPTS_FAILED_ATTRIBUTE);
    Reflect.deleteProperty(window, 'embedRan');
  });

  /** The entry's script element fails to load, as the browser reports it. */
  const entryFails = () => document.head.querySelector('script[src="./assets/index-abc.js"]')!.dispatchEvent(new Event('error'));
  /** Whether the script prevented the browser's own submit of the form. */
  const submitHeld = () => {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('an entry that does not load: the page is marked, and each <noscript>’s content takes its place (the head’s style that hides the controls needing scripts, the photos a script would load)', () => {
    expect(document.querySelectorAll('noscript')).toHaveLength(4);
    expect(document.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(false);
    entryFails();
    expect(document.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(true);
    expect(document.querySelectorAll('noscript')).toHaveLength(0);
    expect(document.head.querySelector('style:last-of-type')?.textContent).toBe('.rt-tabs__bar { display: none; }');
    const photo = document.querySelector('.rt-image > picture > img.rt-image__img');
    expect(photo?.getAttribute('src')).toBe('/img/latte-art_800_q70.jpg');
    expect(photo?.getAttribute('loading')).toBe('lazy');
  });

  it('a form’s note says the page’s scripts did not load, not that they are turned off', () => {
    entryFails();
    const notes = [...document.querySelectorAll('form .rt-form__no-script')];
    expect(notes.map((note) => [note.textContent, note.hasAttribute('hidden')])).toEqual([['Did not load', false]]);
  });

  it('a runtime form’s submit is held while its hydration may come, and let go once the scripts failed: the form does what it does without scripts, its note saying why', () => {
    expect(submitHeld()).toBe(true);
    entryFails();
    expect(submitHeld()).toBe(false);
  });

  it('a click on a control is no longer held for a hydration that will not come', () => {
    entryFails();
    const more = document.getElementById('more')!;
    const clicks: number[] = [];
    more.addEventListener('click', () => clicks.push(Date.now()));
    // As if React had hydrated it after all: a held click would now be carried out.
    more.click();
    Object.assign(more, { __reactProps$test: {} });
    vi.advanceTimersByTime(1000);
    expect(clicks).toHaveLength(1);
  });

  it('a script in a <noscript> does not run, as without scripts', () => {
    entryFails();
    expect(document.querySelector('[data-element-id="embed"] p')?.textContent).toBe('Embed');
    expect(Reflect.get(window, 'embedRan')).toBeUndefined();
  });

  it('once: what failed later (the hydration chunk, the page’s data: entry-client.tsx) finds the page shown so already', () => {
    entryFails();
    const shown = document.body.innerHTML;
    showAsWithoutScripts(document, SCRIPTS_FAILED_ATTRIBUTE);
    entryFails();
    expect(document.body.innerHTML).toBe(shown);
  });

  it('an entry that fails while the page is still parsing waits for the whole page: the <noscript>s parsed later are read too', () => {
    const later = document.implementation.createHTMLDocument('');
    later.body.innerHTML = '<noscript><p id="first">First</p></noscript>';
    let state: DocumentReadyState = 'loading';
    Object.defineProperty(later, 'readyState', { get: () => state });
    showAsWithoutScripts(later, SCRIPTS_FAILED_ATTRIBUTE);
    expect(later.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(false);
    later.body.insertAdjacentHTML('beforeend', '<noscript><p id="second">Second</p></noscript>');
    state = 'interactive';
    later.dispatchEvent(new Event('DOMContentLoaded'));
    expect(later.documentElement.hasAttribute(SCRIPTS_FAILED_ATTRIBUTE)).toBe(true);
    expect(later.querySelectorAll('noscript')).toHaveLength(0);
    expect([...later.querySelectorAll('p')].map((paragraph) => paragraph.id)).toEqual(['first', 'second']);
  });
});
