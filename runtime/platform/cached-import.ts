/** An import started once and remembered, for code that loads on demand. */
import { useEffect, useRef, useState } from 'react';
import { promiseState, trackPromise } from './tracked-promise';

/**
 * The one import of code that loads on demand (lazy parts, site/lazy-part.tsx; the cart's overlay,
 * the page modal's dialog, the options modal, admin's contrast measuring, a video background's box,
 * the request helper, the script loader): started once and remembered. After a failure the next
 * `preload()` (a page loading, a later mount of a quiet part) imports again, but a render never
 * does: it reads the failed import, so its error boundary shows the failure instead of the part
 * suspending on a new import at every try. (DOMPurify and the full list of colour names load
 * through `safety`'s own once-only loads, safety/server-data-checks.ts: `safety` may not import
 * `platform`.)
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

export type CachedImport<Loaded> = ReturnType<typeof cachedImport<Loaded>>;

/**
 * The loaded code while something needs it (an open cart, a page modal asked open), null until it
 * is there. Needed and not loaded, it loads; if it cannot, `failed.report` says so and, while the
 * component is still there, `failed.undo` takes back what asked for it (closes the cart or modal),
 * so the next ask tries the code again rather than finding it "open" with nothing shown.
 */
export function useCodeWhileNeeded<Loaded>(code: CachedImport<Loaded>, needed: boolean, failed: { report(error: unknown): void; undo(): void }): Loaded | null {
  const [loaded, setLoaded] = useState(() => code.loaded());
  // The newest callbacks, without restarting a load in progress when a render makes new ones.
  const onFailure = useRef(failed);
  useEffect(() => {
    onFailure.current = failed;
  });
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    code.preload().then(
      (value) => live && setLoaded(() => value),
      (error: unknown) => {
        onFailure.current.report(error);
        if (live) onFailure.current.undo();
      },
    );
    return () => {
      live = false;
    };
  }, [code, needed, loaded]);
  return loaded;
}
