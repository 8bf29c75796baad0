/**
 * The sandbox's service worker: MSW's own worker (mockServiceWorker.js, generated, not edited),
 * with one rule in front of it. The app's own code, styles and fonts go straight to the network.
 * MSW's worker sends every request a page makes to that page and waits for its answer, so each
 * chunk of a story or a block cost a round trip through the page's main thread. That happened
 * even though no handler of the sandbox ever answers one: about 40–150 ms a chunk, on every
 * mount. The sandbox's own paths (API, /img/, /video/, the probe) still reach MSW, and so does
 * any other path the runtime calls, so the Network panel still logs a wrong path.
 */

/** Paths the sandbox answers or may answer: never taken past MSW, whatever their extension. */
const SANDBOX_PREFIXES = ['/api/', '/mod/', '/img/', '/video/', '/__sandbox/'];
/** Vite's output folder (a build), and the dev server's module paths. */
const STATIC_PREFIXES = ['/assets/', '/@', '/node_modules/'];
const STATIC_EXTENSIONS = /\.(?:m?[jt]sx?|css|woff2?)$/;

/** True for a request of the app's own files, which no sandbox handler answers. */
function goesStraightToNetwork(method, url, workerOrigin) {
  if (method !== 'GET') return false;
  const { origin, pathname } = new URL(url);
  if (origin !== workerOrigin) return false;
  if (SANDBOX_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  return STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || STATIC_EXTENSIONS.test(pathname);
}

// Unit tests read goesStraightToNetwork from this file's text; only a worker registers.
if (typeof importScripts === 'function') {
  // Added before MSW's listener: a request stopped here is not answered by the worker, so the
  // browser fetches it as if no worker were there.
  self.addEventListener('fetch', (event) => {
    if (goesStraightToNetwork(event.request.method, event.request.url, self.location.origin)) event.stopImmediatePropagation();
  });
  importScripts('/mockServiceWorker.js');
}
