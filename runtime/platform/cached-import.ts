/** An import started once and remembered, for code that loads on demand. */
import { useEffect, useRef, useState } from 'react';
import { promiseState, trackPromise } from './tracked-promise';
import { wallClockAgeReached } from './time-away';

/**
 * Each failed import's failure, by its rejection's reason: when it failed (Date.now(), for the
 * cool-down below), and what lets the renders of the imports it failed import again once a part's
 * error boundary has caught it (`failedImportCaught`). A reason that is not an object (never a real
 * `import()`'s) is not kept: its import is tried again only by `preload()`.
 */
const failedImports = new WeakMap<object, { at: number; retries: (() => void)[] }>();

/**
 * After an import fails, how long a part that showed the failure waits before a re-render of it
 * (its error boundary reset by a parent's render, new data, a mode switch) imports the module
 * again. A chunk a deploy removed never comes back, and a part re-renders many times a second
 * while the owner edits or a page's stores change: without a pause, each render was another
 * request. 5 s, ours: long enough that a busy page asks a missing chunk at most once in a while,
 * short enough that a connection back from a blip is used at the next render after it. The same
 * pause holds an ask ahead of need (`preloadAhead`: the pointer over what opens the part, its
 * focus), which a visitor's hand gives many times a second over a gallery. A visitor who asks for
 * the part itself (mounts it anew: opens its modal or cart again, presses a try-again control; or
 * any `preload()`) does not wait.
 */
export const FAILED_IMPORT_COOL_DOWN_MS = 5_000;

/**
 * Whether a failure at `failedAt` (Date.now()) is still within FAILED_IMPORT_COOL_DOWN_MS. A clock
 * set back since the failure ends the cool-down (time-away.ts): read as a failure in the future, it
 * kept the part's failure shown and refused every ask ahead for as long as the clock went back.
 */
const coolingDownSince = (failedAt: number) => !wallClockAgeReached(failedAt, FAILED_IMPORT_COOL_DOWN_MS);

/** Whether `error` is why an on-demand import failed (a chunk that did not come), not a part that broke. */
export function isFailedImport(error: unknown): boolean {
  return typeof error === 'object' && error !== null && failedImports.has(error);
}

/**
 * Whether `error` is a failed import's whose failure is less than the cool-down old: a part's
 * error boundary that shows it keeps showing it through its re-renders, rather than render the
 * part again, which imports the module again (FAILED_IMPORT_COOL_DOWN_MS).
 */
export function failedImportCoolingDown(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = failedImports.get(error);
  return failure !== undefined && coolingDownSince(failure.at);
}

/**
 * Told by a part's error boundary that it has caught `error` and shows the failure in the part's
 * place: if that is a failed import's, the next render that reads the import (the part shown again:
 * mounted anew, or its boundary given new data or a new mode) starts a new one. Renders before that
 * (React may render a failed part again before its boundary takes over) read the failure as it is,
 * so a part never suspends on a new import at every try.
 */
export function failedImportCaught(error: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  for (const retry of failedImports.get(error)?.retries ?? []) retry();
}

/**
 * The one import of code that loads on demand (lazy parts, site/lazy-part.tsx; the cart's overlay,
 * the page modal's dialog, the options modal, admin's contrast measuring, a video background's box,
 * the request helper, the script loader): started once and remembered. A failed import is not kept
 * for good: the next `preload()` (a page loading, a later ask for the code, a later mount of a quiet
 * part) imports again. A render imports again only once the failure has reached the part's error
 * boundary (`failedImportCaught`); until then it reads the failed import, so the boundary shows the
 * failure instead of the part suspending on a new import at every try. The boundary then gives the
 * part another render (another import) only once the failure is FAILED_IMPORT_COOL_DOWN_MS old
 * (`failedImportCoolingDown`); a part mounted anew (the visitor opens it again) imports at once. An
 * ask ahead of need (`preloadAhead`: a hover, a focus) imports again only once the failure is that
 * old too: a visitor whose network dropped would otherwise send a request per movement of the
 * pointer over a gallery. (DOMPurify and the full list
 * of colour names load through `safety`'s own once-only loads, safety/server-data-checks.ts: `safety`
 * may not import `platform`.) Whether a browser fetches a failed chunk again is its own: those that
 * keep a module's failed fetch (whatwg/html#10327 lets them go) fail the new import at once.
 */
export function cachedImport<Loaded>(load: () => Promise<Loaded>) {
  let loaded: Loaded | null = null;
  let last: Promise<Loaded> | null = null;
  /** The last import failed and its failure has been shown: a render may import again. */
  let renderMayRetry = false;
  /** The last import when it failed, and when (Date.now()); null while none has, or one is on its way. */
  let failed: { attempt: Promise<Loaded>; at: number } | null = null;
  const preload = () => {
    if (!last || promiseState(last) === 'rejected') {
      renderMayRetry = false;
      failed = null;
      const attempt: Promise<Loaded> = trackPromise(
        load().then(
          (value) => {
            loaded = value;
            return value;
          },
          (error: unknown) => {
            if (last === attempt) failed = { attempt, at: Date.now() };
            const retryOnRender = () => {
              // This import's failure only: a newer import may be on its way already.
              if (last === attempt) renderMayRetry = true;
            };
            if (typeof error === 'object' && error !== null) {
              failedImports.set(error, { at: Date.now(), retries: [...(failedImports.get(error)?.retries ?? []), retryOnRender] });
            }
            throw error;
          },
        ),
      );
      last = attempt;
    }
    return last;
  };
  const forRender = () => (last && promiseState(last) === 'rejected' && !renderMayRetry ? last : preload());
  /** For a visitor reaching for the part (a hover, a focus): the import, but not again within the cool-down of a failed one. */
  const preloadAhead = () => (failed && coolingDownSince(failed.at) ? failed.attempt : preload());
  return { preload, preloadAhead, forRender, loaded: () => loaded };
}

type CachedImport<Loaded> = ReturnType<typeof cachedImport<Loaded>>;

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
