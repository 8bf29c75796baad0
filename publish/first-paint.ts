/**
 * Runs a published page's hydration after the browser has painted the prerendered HTML. The page
 * is complete without its script, so the visitor sees it first; the script's download and its
 * long tasks (evaluating the runtime, hydrating) come after, instead of holding up the first
 * paint, and do not share the network with the HTML's first photo and fonts before it.
 */

/** How long hydration waits for a first paint that does not come (a tab opened in the background paints nothing). Ours. */
export const FIRST_PAINT_WAIT_MS = 1000;

type PaintWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'visibilityState'>;
  performance: Pick<Performance, 'getEntriesByType'>;
  PerformanceObserver?: typeof PerformanceObserver;
};

/** Runs `run` the first time it is called, after `cleanUp` (which ends every other way of waiting), and never again. */
function once(run: () => void, cleanUp: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    cleanUp();
    run();
  };
}

/**
 * Self-contained (it reads only its arguments): `firstPaintLoader` writes its source into the
 * page's HTML, where it runs before any module does.
 */
export function afterFirstPaint(win: PaintWindow, run: () => void, waitMs: number): void {
  const Observer = win.PerformanceObserver;
  const paints = Observer?.supportedEntryTypes?.includes('paint') ?? false;
  // Nothing to wait for: a hidden tab does not paint, an old browser does not tell, or it has painted.
  if (!Observer || !paints || win.document.visibilityState === 'hidden' || win.performance.getEntriesByType('paint').length > 0) {
    run();
    return;
  }
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    win.clearTimeout(timer);
    run();
  };
  const observer = new Observer(go);
  observer.observe({ type: 'paint', buffered: true });
  const timer = win.setTimeout(go, waitMs);
}

/**
 * Self-contained too (the inline script carries its source, and gives it to the two below): whether
 * React has hydrated an element, which then carries its props under a `__reactProps$…` key.
 */
export function hasReactProps(node: Element): boolean {
  return Object.keys(node).some((key) => key.indexOf('__reactProps$') === 0);
}

/**
 * Self-contained too (the inline script carries its source): a runtime form's submit before the
 * form has hydrated (React has not given it its props) is held. Otherwise it is the browser's own:
 * a GET to the page's address with every field in the query, so the page reloads, what the visitor
 * typed is gone, and it stands in the address (an email, a phone number). A form's code comes after
 * the page's start, so a visitor quick with Enter met that. Held, nothing happens, what was typed
 * stays, and the next submit, once the form has hydrated, is the runtime's. Only the runtime's forms
 * (`.rt-form`): a form in an owner's embed keeps the browser's submit. A form whose code is there
 * but not yet hydrated is hydrated by React on this very event, and submits.
 */
function holdSubmitsUntilHydrated(doc: Pick<Document, 'addEventListener' | 'documentElement'>, hydrated: (node: Element) => boolean, failedAttribute: string): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as Element | null;
      // Not once the page's scripts have failed: no hydration is coming, and the form does what it
      // does without scripts (nothing: its method, Form01.tsx), its note saying why (showAsWithoutScripts).
      if (form?.matches?.('.rt-form') && !hydrated(form) && !doc.documentElement.hasAttribute(failedAttribute)) event.preventDefault();
    },
    true,
  );
}

/**
 * Set on the page's <html> once its scripts have failed: the entry did not load (a blocker, a
 * network that drops it, a later publish that replaced the hashed files a cached HTML names), or
 * what it loads to hydrate did not (the hydration chunk, the page's data, its parts' code).
 */
export const SCRIPTS_FAILED_ATTRIBUTE = 'data-scripts-failed';

/**
 * Self-contained too (the inline script carries its source, for an entry that does not load;
 * entry-client.tsx calls it for what fails after): a page whose scripts failed is shown as a
 * browser without scripts shows it. Its <noscript> content was read as text, since scripting is on:
 * the head's style that shows every tab's panel and hides the controls only a script answers
 * (runtime/site/no-script.ts), the photos a script would have loaded, a form's note. Each takes
 * its <noscript>'s place. Otherwise the visitor met a tab bar that cannot switch and its other
 * panels hidden for good, controls that do nothing, blurred previews, and a form whose Send did
 * nothing and said nothing. What such content says of scripts turned off (`data-when-scripts-off`)
 * makes way for what it says of scripts that failed (`data-when-scripts-failed`, hidden until now).
 * Marks the page with `failedAttribute`, once: the held submits and clicks then let go.
 */
export function showAsWithoutScripts(doc: Document, failedAttribute: string): void {
  // An entry that failed while the page was still parsing (the loader adds it at once in a hidden
  // tab): the <noscript>s not yet parsed would stay unread for good.
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', () => showAsWithoutScripts(doc, failedAttribute), { once: true });
    return;
  }
  const root = doc.documentElement;
  if (root.hasAttribute(failedAttribute)) return;
  root.setAttribute(failedAttribute, '');
  const noscripts = doc.querySelectorAll('noscript');
  for (let index = 0; index < noscripts.length; index += 1) {
    const noscript = noscripts[index]!;
    // Parsed as the browser would without scripts (a template runs no script it holds).
    const content = doc.createElement('template');
    content.innerHTML = noscript.textContent ?? '';
    content.content.querySelectorAll('[data-when-scripts-off]').forEach((said) => said.remove());
    content.content.querySelectorAll('[data-when-scripts-failed]').forEach((said) => said.removeAttribute('hidden'));
    noscript.replaceWith(content.content);
  }
}

/**
 * How long after a visitor's click on a part whose code had not come that click is still carried
 * out once the part has hydrated. Ours: on a slow phone a part hydrates a second or two after the
 * page shows; a click answered later than this would come as a surprise, after the visitor has
 * moved on.
 */
export const HELD_CLICK_LIMIT_MS = 5000;
/** How often a held click looks whether its part has hydrated. Ours: 50 ms more goes unnoticed. */
export const HELD_CLICK_POLL_MS = 50;

/**
 * Self-contained too (the inline script carries its source): a click on a runtime control (a
 * button, a card's action surface) whose part has not hydrated is carried out once it has. Until a
 * part's code has come React cannot hydrate it, and it drops the click: it stops the event and
 * never replays it (react-dom's dispatchEvent), so a visitor quick to press a tab, "Show more" or
 * "Add to cart" saw nothing happen and had to press again; before the page's script had come at
 * all, the click found no handler. A click React hydrated its part for and handled is not held
 * (the control has React's props right after it). Only the visitor's last click, and only within
 * `limitMs`: a double click is carried out once, and a later click elsewhere replaces it. Not a
 * form's submit button (a form's submit is held, and sending is the visitor's to do again:
 * holdSubmitsUntilHydrated). Not a link, nor what is in one: the browser follows it; save a link
 * to `#id` with no `id` on the page, a page modal's (the runtime opens it), in an element not yet
 * hydrated: the browser would only put the hash in the address, so the link is held, its own
 * action prevented, and clicked again once its element (`[data-element-id]`) has hydrated.
 */
function replayClicksOnceHydrated(doc: Pick<Document, 'addEventListener' | 'getElementById' | 'documentElement'>, win: Pick<Window, 'setTimeout'>, hydrated: (node: Element) => boolean, now: () => number, limitMs: number, pollMs: number, failedAttribute: string): void {
  /** The element a link to a page modal is in, when the link is one and that element has not hydrated. */
  const modalLinkPart = (link: Element) => {
    let id = '';
    try {
      id = decodeURIComponent((link.getAttribute('href') ?? '').slice(1));
    } catch {
      return null;
    }
    const part = link.closest('[data-element-id]');
    return id && !doc.getElementById(id) && part && !hydrated(part) ? part : null;
  };
  let latest = 0;
  doc.addEventListener(
    'click',
    (event) => {
      // No hydration is coming: a click is the browser's, as without scripts.
      if (doc.documentElement.hasAttribute(failedAttribute)) return;
      latest += 1;
      const click = latest;
      const at = now();
      const target = event.target as Element | null;
      /** Clicks `control` once `part` has hydrated, if no later click came and it is still in time. */
      const replay = (control: HTMLElement, part: Element) => {
        const look = () => {
          if (click !== latest || !control.isConnected || now() - at > limitMs) return;
          if (hydrated(part)) control.click();
          else win.setTimeout(look, pollMs);
        };
        win.setTimeout(look, pollMs);
      };
      const link = target?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
      if (link) {
        const part = link.getAttribute('href')?.charAt(0) === '#' ? modalLinkPart(link) : null;
        if (!part) return;
        // Held whatever React does with this click: its own handler sees the default prevented.
        event.preventDefault();
        replay(link, part);
        return;
      }
      const control = target?.closest?.('button, [data-action]') as HTMLButtonElement | null | undefined;
      if (!control || hydrated(control) || (control.form && control.type === 'submit')) return;
      // After the click's dispatch: if React hydrated the part on it, it also handled it.
      win.setTimeout(() => {
        if (!hydrated(control)) replay(control, control);
      }, 0);
    },
    true,
  );
}

/**
 * Self-contained too (the inline script carries its source): until it hydrates, a published page
 * holds both its copies (the phone's and the desktop's, one hidden by the window's width), and both
 * carry the sections' ids. The browser aims an in-page address (`#visit`, opened or followed) at
 * the first element with the id, in the desktop copy, which a phone hides: nothing scrolled, with
 * or without the page's script. Here the address opened and in-page links aim at the element of
 * the copy shown. Once the page hydrates, the other copy is gone and the browser's own aim is right.
 */
function aimInPageLinksAtTheShownCopy(doc: Document, win: Window): void {
  const shown = (hash: string | null): Element | null => {
    let id = '';
    try {
      id = decodeURIComponent((hash ?? '').slice(1));
    } catch {
      return null;
    }
    const first = id ? doc.getElementById(id) : null;
    // No such element (a page modal's link), or the browser's aim is right.
    if (!first || first.getClientRects().length > 0) return null;
    // Compared by property, not by a selector: any id reads as itself (no escaping to get wrong).
    const all = doc.querySelectorAll('[id]');
    for (let index = 0; index < all.length; index += 1) if (all[index]!.id === id && all[index]!.getClientRects().length > 0) return all[index]!;
    return null;
  };
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
    const href = link ? link.getAttribute('href') : null;
    const element = shown(href);
    if (!element) return;
    event.preventDefault();
    if (win.location.hash !== href) win.history.pushState(null, '', href);
    element.scrollIntoView();
  });
  const aimAddress = () => {
    const element = shown(win.location.hash);
    // Unless the visitor has scrolled already.
    if (element && win.scrollY === 0) element.scrollIntoView();
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', aimAddress);
  else aimAddress();
  // The click listener stays once the page has hydrated: the other copy is gone then, and it finds
  // nothing to aim (the browser's own aim is right).
}

/**
 * The inline script a published page's HTML carries in place of its entry's `<script src>`: it
 * adds the entry (`src`, relative to the page) once the page has painted. So nothing but the HTML,
 * its fonts and its first photo is fetched before the first paint (Lighthouse's simulated phone
 * counted the entry's request before it: first paint 0.26 s after the same HTML without scripts).
 * It holds a form's submit until the form has hydrated, too (holdSubmitsUntilHydrated), and carries out
 * a click that came before its part had hydrated once it has (replayClicksOnceHydrated), and aims
 * an in-page address at the copy shown (aimInPageLinksAtTheShownCopy). An entry that fails to load
 * leaves the page shown as without scripts (showAsWithoutScripts).
 */
export function firstPaintLoader(src: string): string {
  // `<` escaped, so no address can end the element.
  const address = JSON.stringify(src).replace(/</g, '\\u003c');
  const failed = JSON.stringify(SCRIPTS_FAILED_ATTRIBUTE);
  // An entry that does not load (its module or one it imports): the page shows as without scripts.
  const showFailed = `function () { (${showAsWithoutScripts.toString()})(document, ${failed}); }`;
  const addEntry = `function () { var script = document.createElement('script'); script.type = 'module'; script.src = ${address}; script.onerror = ${showFailed}; document.head.appendChild(script); }`;
  // In a function of its own, so `hydrated` is no global of the page's.
  const holdUntilHydrated = [
    `(function (hydrated) {`,
    `(${holdSubmitsUntilHydrated.toString()})(document, hydrated, ${failed});`,
    `(${replayClicksOnceHydrated.toString()})(document, window, hydrated, function () { return Date.now(); }, ${HELD_CLICK_LIMIT_MS}, ${HELD_CLICK_POLL_MS}, ${failed});`,
    `})(${hasReactProps.toString()});`,
    `(${aimInPageLinksAtTheShownCopy.toString()})(document, window);`,
  ].join('');
  return `<script>${holdUntilHydrated}(${afterFirstPaint.toString()})(window, ${addEntry}, ${FIRST_PAINT_WAIT_MS});</script>`;
}

/**
 * How long, after the first paint, the page's script waits for the first section's photo to show:
 * the limit of a "good" largest paint. Ours.
 */
export const HERO_IMAGE_WAIT_MS = 2500;

/** Input that ends the wait at once: a visitor who acts wants the page's script, not the photo. */
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

type HeroWindow = Pick<Window, 'setTimeout' | 'clearTimeout' | 'requestAnimationFrame' | 'addEventListener' | 'removeEventListener' | 'matchMedia'> & {
  document: Pick<Document, 'visibilityState' | 'querySelectorAll'>;
  Image: new () => Pick<HTMLImageElement, 'src' | 'decode'>;
};

/** The photo the page's head preloads for this window (scripts/publish.mjs: the first section's, per viewport), if any. */
export function preloadedHeroImage(win: { document: Pick<Document, 'querySelectorAll'>; matchMedia: Window['matchMedia'] }): string | undefined {
  const links = [...win.document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  return links.find((link) => !link.media || win.matchMedia(link.media).matches)?.getAttribute('href') ?? undefined;
}

/**
 * Runs once the page's first photo has loaded, decoded and been painted, or after
 * HERO_IMAGE_WAIT_MS, or at the visitor's first input. The photo is usually the page's largest
 * paint: its download then has the network to itself instead of sharing it with the runtime's
 * chunks (measured with Lighthouse's throttled phone, 5 runs: while they shared it the largest
 * paint came a median 0.4 s later, up to a second in the worst runs). The page shows and its links work meanwhile; only its widgets wait.
 * `url` is the photo's address (preloadedHeroImage); without one, `run` runs at once.
 */
export function afterHeroImage(win: HeroWindow, url: string | undefined, run: () => void, waitMs = HERO_IMAGE_WAIT_MS): void {
  if (!url || win.document.visibilityState === 'hidden') {
    run();
    return;
  }
  const go = once(run, () => {
    win.clearTimeout(timer);
    for (const type of INPUT_EVENTS) win.removeEventListener(type, go, true);
  });
  const timer = win.setTimeout(go, waitMs);
  for (const type of INPUT_EVENTS) win.addEventListener(type, go, true);
  // The same address as the head's preload: the browser answers from that download, never a second one.
  const image = new win.Image();
  image.src = url;
  // Decoded, then two frames: the one that paints the photo has been drawn.
  image.decode().then(
    () => win.requestAnimationFrame(() => win.requestAnimationFrame(go)),
    // A photo that fails (the CSS shows its colour and preview) does not hold the page's script.
    go,
  );
}
