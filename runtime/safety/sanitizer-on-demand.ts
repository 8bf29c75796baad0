/**
 * DOMPurify for owner text a page did not carry prepared: the products a load brings (a published
 * page's own texts, its embedded products' included, were sanitised when it was published and
 * need none). Code that stores such text awaits this first, so the text is sanitised when it
 * renders and DOMPurify loads only on a page that needs it. The full runtime (runtime/index.ts)
 * installs DOMPurify up front, as an editor renders texts nobody prepared.
 *
 * Until it is there, markup shows escaped, never as HTML: a failed load costs looks, not safety.
 */
let loading: Promise<void> | null = null;

export function loadMarkupSanitizer(): Promise<void> {
  if (!loading) {
    const started = import('./purify').then(({ installDomPurify }) => installDomPurify());
    // A failed load is tried again by the next caller.
    started.catch(() => {
      if (loading === started) loading = null;
    });
    loading = started;
  }
  return loading;
}
