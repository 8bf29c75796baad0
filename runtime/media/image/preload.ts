/**
 * Loads an image file before it is shown (spec 000 §8: "a failed image preload stops loading").
 * The file is fetched through an off-document `Image`; only when it has loaded does the page put
 * it in an <img>, which then comes from the memory cache. A failure therefore never reaches the
 * page as a broken-image icon.
 */

/** The part of `HTMLImageElement` a preload needs; a constructor is injectable for unit tests. */
export interface PreloadTarget {
  onload: ((this: GlobalEventHandlers, event: Event) => unknown) | null;
  onerror: OnErrorEventHandler;
  decoding: 'async' | 'sync' | 'auto';
  src: string;
}
export type PreloadImageConstructor = new () => PreloadTarget;

function defaultImageConstructor(): PreloadImageConstructor | undefined {
  return typeof Image === 'undefined' ? undefined : Image;
}

/**
 * Starts loading `url` and calls `done(true)` once it has loaded, or `done(false)` if it failed
 * (or if there is no way to load images here, e.g. on the server). Returns a cancel function; after
 * it, `done` is never called.
 */
export function preloadImage(url: string, done: (ok: boolean) => void, ImageCtor: PreloadImageConstructor | undefined = defaultImageConstructor()): () => void {
  let active = true;
  const finish = (ok: boolean) => {
    if (!active) return;
    active = false;
    done(ok);
  };
  if (!ImageCtor) {
    queueMicrotask(() => finish(false));
    return () => {
      active = false;
    };
  }
  const image = new ImageCtor();
  image.decoding = 'async';
  image.onload = () => finish(true);
  image.onerror = () => finish(false);
  image.src = url;
  return () => {
    active = false;
    image.onload = null;
    image.onerror = null;
  };
}
