/**
 * The site's dialog entries (dialog-entries.ts) for code that runs in every page's first script
 * (the cart button's close, the pay modal's, a link out of a page modal), without that code: a
 * dialog's entry is added only by a dialog, whose chunk loads dialog-entries.ts, and that module
 * puts its accessor here as it loads. Until then no dialog has an entry, and these callers need
 * none: nothing to go back over, nothing to wait for. (It kept 1.7 KB gzipped out of every
 * published page's first script.)
 */
import type { SiteStores } from '../../core/site-stores';
import type { DialogEntries } from './dialog-entries';

let entriesOf: ((stores: SiteStores) => DialogEntries) | null = null;

/** Called by dialog-entries.ts as it loads. */
export function provideDialogEntries(of: (stores: SiteStores) => DialogEntries): void {
  entriesOf = of;
}

/** The site's dialog entries, or null while no dialog's code has loaded (then no dialog has an entry). */
export function loadedDialogEntries(stores: SiteStores): DialogEntries | null {
  return entriesOf?.(stores) ?? null;
}
