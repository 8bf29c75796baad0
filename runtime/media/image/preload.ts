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
  /** The browser's fetch priority: 'high' for the image above the fold, the page's largest paint. */
  fetchPriority?: string;
  src: string;
}

interface PreloadOptions {
  /** 'high' for an image above the fold (its first section's): an off-document image is otherwise fetched at low priority. */
  priority?: 'high' | 'auto';
  /** The image constructor; `null` where there is none (the server). By default the page's `Image`. */
  ImageCtor?: PreloadImageConstructor | null;
}
type PreloadImageConstructor = new () => PreloadTarget;

function defaultImageConstructor(): PreloadImageConstructor | null {
  return typeof Image === 'undefined' ? null : Image;
}

/**
 * Starts loading `url` and calls `done(true)` once it has loaded, or `done(false)` if it failed
 * (or if there is no way to load images here, e.g. on the server). Returns a cancel function; after
 * it, `done` is never called.
 */
export function preloadImage(url: string, done: (ok: boolean) => void, { priority = 'auto', ImageCtor = defaultImageConstructor() }: PreloadOptions = {}): () => void {
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
  if (priority === 'high') image.fetchPriority = 'high';
  image.onload = () => finish(true);
  image.onerror = () => finish(false);
  image.src = url;
  return () => {
    active = false;
    image.onload = null;
    image.onerror = null;
  };
}
