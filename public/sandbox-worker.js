/**
 * The sandbox's service worker: MSW's own worker (mockServiceWorker.js, generated, not edited),
 * with a routing rule in front of it and one change to what it does when a page closes (below).
 * The app's own code, styles and fonts go straight to the network. MSW's worker sends every
 * request a page makes to that page and waits for its answer, so each chunk of a story or a block
 * cost a round trip through the page's main thread. That happened
 * even though no handler of the sandbox ever answers one: about 40–150 ms a chunk, on every
 * mount. The sandbox's own paths (API, /img/, /video/, the probe) still reach MSW, and so does
 * any other path the runtime calls, so the Network panel still logs a wrong path.
 */

/** Paths the sandbox answers or may answer: never taken past MSW, whatever their extension. */
const SANDBOX_PREFIXES = ['/api/', '/mod/', '/img/', '/video/', '/__sandbox/'];
/** Vite's output folder (a build), and the dev server's module paths. */
const STATIC_PREFIXES = ['/assets/', '/@', '/node_modules/'];
/** The extensions of the code, styles and fonts that the dev server and a build serve. */
const STATIC_EXTENSION_NAMES = ['js', 'mjs', 'jsx', 'ts', 'mts', 'tsx', 'css', 'woff', 'woff2'];
const STATIC_EXTENSIONS = new RegExp(`\\.(?:${STATIC_EXTENSION_NAMES.join('|')})$`);

/** True for a request of the app's own files, which no sandbox handler answers. */
function goesStraightToNetwork(method, url, workerOrigin) {
  if (method !== 'GET') return false;
  const { origin, pathname } = new URL(url);
  if (origin !== workerOrigin) return false;
  if (SANDBOX_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  return STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || STATIC_EXTENSIONS.test(pathname);
}

/**
 * The scenarios as `npm run publish` writes them, which the harness serves at these paths (its
 * "As published" view, "Open page…"): a visitor's page, with no sandbox in it.
 */
const PUBLISHED_PAGE_PREFIXES = ['/published/', '/published-folders/'];

/**
 * True for a request a published page sends (its referrer is that page). This worker's scope is
 * the whole origin, so it controls those pages too once the harness has registered it. MSW's
 * pass-through sent such a request as the worker's own, with the worker's script as its Referer:
 * the harness's server, which tells a published scenario's API requests by their Referer, could
 * not answer it (a shop's load-more got a 404). Left to the browser, it goes out as the page's.
 */
function fromPublishedPage(referrer, workerOrigin) {
  if (!URL.canParse(referrer)) return false;
  const { origin, pathname } = new URL(referrer);
  return origin === workerOrigin && PUBLISHED_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The same rule for the browser's own router (the Service Worker static routing API, Chromium 123
 * and later), set when the worker installs: a request it sends to the network never wakes the
 * worker at all, where the fetch listener below has to start the worker and hear each request
 * first. Page loads (navigations) go to the network too: MSW's worker lets them through anyway.
 * First match wins, so the sandbox's paths come first and keep the worker.
 */
function staticRoutes() {
  const toWorker = SANDBOX_PREFIXES.map((prefix) => ({ condition: { urlPattern: `${prefix}*` }, source: 'fetch-event' }));
  const staticPatterns = [...STATIC_PREFIXES.map((prefix) => `${prefix}*`), ...STATIC_EXTENSION_NAMES.map((extension) => `/*.${extension}`)];
  const toNetwork = staticPatterns.map((urlPattern) => ({ condition: { urlPattern, requestMethod: 'GET' }, source: 'network' }));
  return [...toWorker, { condition: { requestMode: 'navigate' }, source: 'network' }, ...toNetwork];
}

// Unit tests read goesStraightToNetwork from this file's text; only a worker registers.
if (typeof importScripts === 'function') {
  self.addEventListener('install', (event) => {
    // A browser without the router still has the fetch listener below.
    if (typeof event.addRoutes === 'function') event.waitUntil(event.addRoutes(staticRoutes()).catch((error) => console.warn('[sandbox] static routes refused:', error)));
  });
  // Added before MSW's listener: a request stopped here is not answered by the worker, so the
  // browser fetches it as if no worker were there.
  self.addEventListener('fetch', (event) => {
    const { method, url, referrer } = event.request;
    if (goesStraightToNetwork(method, url, self.location.origin) || fromPublishedPage(referrer, self.location.origin)) event.stopImmediatePropagation();
  });
  // MSW's worker unregisters itself when its last page closes. Here that is every page load that
  // follows another (a test's next page, a reload of the frame): the next page then starts without
  // a worker, or with one about to go, and registers and starts it all over (some 230 ms of the
  // browser's CPU a page). The worker stays registered instead: it passes every request through
  // until a page of the sandbox starts mocking again, and only the sandbox's own paths reach it.
  self.addEventListener('message', (event) => {
    if (event.data !== 'CLIENT_CLOSED') return;
    event.stopImmediatePropagation();
    // MSW's own set of the pages it mocks for: a top-level constant of its script, which a classic
    // worker's scripts share.
    // eslint-disable-next-line no-undef -- declared by mockServiceWorker.js, imported below
    if (event.source) activeClientIds.delete(event.source.id);
  });
  importScripts('/mockServiceWorker.js');
}
