/**
 * What server data a page did not carry prepared needs before it renders: the products a load
 * brings. DOMPurify for their markup (a published page's own texts, its embedded products'
 * included, were sanitised when it was published and need none), and on a published page the full
 * list of named colours for their options' colours (its own are listed in its data:
 * safety/named-colours.ts). Code that stores such data awaits this first, so it is checked as it
 * renders, and both load only on a page that needs them. The full runtime (runtime/index.ts)
 * installs DOMPurify up front, as an editor renders texts nobody prepared.
 *
 * Until DOMPurify is there, markup shows escaped, never as HTML: a failed load costs looks, not
 * safety. A failed load of the colours is not reported: such a colour shows as the part's default.
 */
import { loadAllNamedColours } from './named-colours';

let sanitizer: Promise<void> | null = null;
let loaded = false;

/** Rejects when DOMPurify could not load; the colours' load never rejects. Either is tried again by the next caller after a failure. */
export function loadServerDataChecks(): Promise<void> {
  if (!sanitizer) {
    const started = import('./purify').then(({ installDomPurify }) => installDomPurify());
    started.catch(() => {
      if (sanitizer === started) sanitizer = null;
    });
    sanitizer = started;
  }
  // The colours' load is once-only on its own (named-colours.ts).
  return Promise.all([sanitizer, loadAllNamedColours()]).then(() => {
    loaded = true;
  });
}

/** Whether the checks have loaded (a load of them has fulfilled): data stored now renders checked, with nothing to await. */
export function serverDataChecksLoaded(): boolean {
  return loaded;
}
