/**
 * The browser's storage areas as the harness reads them. A browser may refuse them: with cookies
 * blocked for the site, Chrome throws a SecurityError from the `localStorage` getter itself. The
 * runtime then keeps its storage in memory (runtime/core/services.ts), and the harness must go on
 * without one too, or QA could not open the sandbox to see that very case.
 */
export type StorageArea = 'localStorage' | 'sessionStorage';

/** The window's storage area, or null where the browser refuses it (reading it throws then). */
export function browserStorage(win: Window, area: StorageArea): Storage | null {
  try {
    return win[area];
  } catch {
    return null;
  }
}
