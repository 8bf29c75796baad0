/** An import started once and remembered, for code that loads on demand. */
import { promiseState, trackPromise } from './tracked-promise';

/**
 * The one import of a part's code (lazy parts, site/lazy-part.tsx; the cart's overlay): started
 * once and remembered. After a failure the next `preload()` (a page loading, a later mount of a quiet part) imports again, but a render never
 * does: it reads the failed import, so its error boundary shows the failure instead of the part
 * suspending on a new import at every try.
 */
export function cachedImport<Loaded>(load: () => Promise<Loaded>) {
  let loaded: Loaded | null = null;
  let last: Promise<Loaded> | null = null;
  const preload = () => {
    if (!last || promiseState(last) === 'rejected') {
      last = trackPromise(
        load().then((value) => {
          loaded = value;
          return value;
        }),
      );
    }
    return last;
  };
  const forRender = () => (last && promiseState(last) === 'rejected' ? last : preload());
  return { preload, forRender, loaded: () => loaded };
}
