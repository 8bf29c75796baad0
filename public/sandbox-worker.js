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

/** True for a request to one of the sandbox's own paths on this origin. */
function toSandboxPath(url, workerOrigin) {
  const { origin, pathname } = new URL(url);
  return origin === workerOrigin && SANDBOX_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** True for a request of the app's own files, which no sandbox handler answers. */
function goesStraightToNetwork(method, url, workerOrigin) {
  if (method !== 'GET' || toSandboxPath(url, workerOrigin)) return false;
  const { origin, pathname } = new URL(url);
  if (origin !== workerOrigin) return false;
  return STATIC_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || STATIC_EXTENSIONS.test(pathname);
}

/**
 * What a page says when it stops its sandbox and stays (sandbox/browser.ts `stop`): MSW's page
 * script says CLIENT_CLOSED for that as for a page that leaves, and the worker would then hold the
 * page's next sandbox requests LEAVING_WAIT_MS before sending them to the network. MSW posts its
 * word a moment after the page's own (once a promise has settled), and says nothing more at the
 * page's unload once stopped: a page stopped is not taken for a leaving one until it mocks again.
 */
const SANDBOX_STOPPED_MESSAGE = 'SANDBOX_STOPPED';

/** How often a request of a page that is leaving asks whether the page has gone, and for how long at most. */
const LEAVING_CHECK_MS = 50;
const LEAVING_WAIT_MS = 5000;

/**
 * The answer to a sandbox request a page sends after it said it was leaving (MSW's page script
 * says so at `beforeunload`; MSW then mocks nothing more for it). MSW passed such a request to the
 * real server, which has none of the sandbox's paths: a list that had asked ahead for its next page
 * as the page scrolled, then a navigation, logged a 404 in the leaving page's console (a rare
 * failure of the browser suite). Held here instead until the page has gone, then a network error
 * that no page reads. A page still there after LEAVING_WAIT_MS did not leave (a link that only
 * downloads fires `beforeunload` too): its request goes to the network, as MSW sent it.
 * `isGone` and `wait` are the worker's (clients.get, setTimeout); a unit test gives its own.
 */
async function answerForLeavingPage(isGone, wait, network) {
  for (let waited = 0; waited < LEAVING_WAIT_MS; waited += LEAVING_CHECK_MS) {
    if (await isGone()) return Response.error();
    await wait(LEAVING_CHECK_MS);
  }
  return network();
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

/** Where the worker writes down its pages (keptPages): a Cache Storage entry of its own origin. */
const KEPT_PAGES_CACHE = 'sandbox-worker-pages';
const KEPT_PAGES_KEY = '/__sandbox/worker-pages';

/**
 * What the worker asks a page it knows nothing of in this life (sandbox/browser.ts answers it, with
 * SANDBOX_PAGE_STATES over the port it is given): the written-down pages below may be gone (the
 * browser's "clear site data", or a write the worker's stop cut short), and a mocking page's
 * request then went to the real server, as after any lost record.
 */
const SANDBOX_STATE_QUERY = 'SANDBOX_STATE_QUERY';
/** The page's answers: its sandbox answers its requests, it said it was leaving, or neither. */
const SANDBOX_PAGE_STATES = ['mocking', 'leaving', 'stopped'];
/**
 * How long a page has to answer on its main thread, which hydration or a long task may hold.
 * A page without the sandbox's script never answers: it waits this once a life of the worker,
 * and only for a request to a sandbox path, which no such page sends but by mistake.
 */
const STATE_QUERY_TIMEOUT_MS = 2000;

/**
 * Asks the page (a Client) what it is, through a port of its own: one of SANDBOX_PAGE_STATES, or
 * null when it did not answer within STATE_QUERY_TIMEOUT_MS. `wait` is the worker's setTimeout.
 */
function askPageState(client, wait = setTimeout) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const settle = (state) => {
      channel.port1.close();
      resolve(state);
    };
    channel.port1.onmessage = ({ data }) => settle(SANDBOX_PAGE_STATES.includes(data) ? data : null);
    wait(() => settle(null), STATE_QUERY_TIMEOUT_MS);
    client.postMessage(SANDBOX_STATE_QUERY, [channel.port2]);
  });
}

/**
 * The pages mocking and leaving, written down as they change and read back once in the worker's
 * next life. The browser stops a worker it finds idle, or one it needs the memory of, and starts
 * it again for the next request with its sets empty: every request of a page that had been
 * mocking then went to the real server (a payment's bill got the preview server's 404, a rare
 * failure of the browser suite). What a page says in this life wins over what was written.
 * A page neither heard in this life nor written down is asked (`learn`, askPageState), once.
 * `leavingClientIds` is the worker's set; MSW's own set is filled by `restore` and `learn` too.
 */
function keptPages(leavingClientIds, store = typeof caches === 'undefined' ? null : caches, clients = self.clients, ask = askPageState) {
  const mockingClientIds = new Set();
  /** The pages that said in this life what they are (mocking, or no longer). */
  const heard = new Set();
  /** The pages this life knows otherwise: read back from the last, or asked (`asking`, by id). */
  const known = new Set();
  const asking = new Map();
  let restoring = null;
  let restored = false;
  let writing = Promise.resolve();
  /**
   * Writes the pages still there, after the writes before it (event.waitUntil keeps the worker
   * for it), and after what the last life wrote is read back: written before, it would leave out
   * the pages still only there.
   */
  const writeDown = (event) => {
    if (!store) return;
    writing = writing
      .then(restore)
      .then(async () => {
        const there = async (ids) => (await Promise.all([...ids].map(async (id) => ((await clients.get(id)) ? id : null)))).filter(Boolean);
        const record = { mocking: await there(mockingClientIds), leaving: await there(leavingClientIds) };
        await (await store.open(KEPT_PAGES_CACHE)).put(KEPT_PAGES_KEY, new Response(JSON.stringify(record)));
      })
      .catch(() => undefined);
    try {
      event?.waitUntil?.(writing);
    } catch {
      // An event whose time is over (its answer given) cannot keep the worker: the write goes on regardless.
    }
  };
  /** A page known to mock without its word in this life: in the worker's set and MSW's. */
  const markMocking = (id) => {
    mockingClientIds.add(id);
    // eslint-disable-next-line no-undef -- declared by mockServiceWorker.js, imported below
    activeClientIds.add(id);
  };
  const restore = () =>
    (restoring ??= (async () => {
      const written = store ? await (await store.open(KEPT_PAGES_CACHE)).match(KEPT_PAGES_KEY) : undefined;
      const record = written ? await written.json() : { mocking: [], leaving: [] };
      const back = async (ids, mark) => {
        for (const id of ids) {
          if (!heard.has(id) && (await clients.get(id))) {
            known.add(id);
            mark(id);
          }
        }
      };
      await back(record.mocking, markMocking);
      await back(record.leaving, (id) => leavingClientIds.add(id));
    })()
      .catch(() => undefined)
      .finally(() => {
        restored = true;
      }));
  /** True once this life knows what the page is (it need not be asked). */
  const knows = (id) => restored && (heard.has(id) || known.has(id));
  /** Asks the page what it is, once a life, and takes its answer (a page that answers nothing does not mock). */
  const askOnce = (id, event) => {
    if (!asking.has(id)) {
      const asked = (async () => {
        const client = await clients.get(id);
        return client ? ask(client) : null;
      })()
        .catch(() => null)
        .then((state) => {
          known.add(id);
          // Said in this life meanwhile: that wins.
          if (heard.has(id)) return;
          if (state === 'mocking') markMocking(id);
          else if (state === 'leaving') leavingClientIds.add(id);
          else return;
          writeDown(event);
        });
      asking.set(id, asked);
    }
    return asking.get(id);
  };
  return {
    restore,
    restored: () => restored,
    knows,
    /**
     * Settles once this life knows what the page is: read back, or asked. `event` keeps the
     * worker for the write.
     */
    learn: (id, event) => restore().then(() => (knows(id) ? undefined : askOnce(id, event))),
    mocking(id, event) {
      heard.add(id);
      mockingClientIds.add(id);
      writeDown(event);
    },
    /** A page that no longer mocks: it is leaving, or it stopped its sandbox and stays (whether it leaves is `leavingClientIds`'s). */
    notMocking(id, event) {
      heard.add(id);
      mockingClientIds.delete(id);
      writeDown(event);
    },
  };
}

// Unit tests read goesStraightToNetwork from this file's text; only a worker registers.
if (typeof importScripts === 'function') {
  self.addEventListener('install', (event) => {
    // A browser without the router still has the fetch listener below.
    if (typeof event.addRoutes === 'function') event.waitUntil(event.addRoutes(staticRoutes()).catch((error) => console.warn('[sandbox] static routes refused:', error)));
  });
  /** The pages that said they were leaving (CLIENT_CLOSED below), by client id, until they have gone. */
  const leavingClientIds = new Set();
  /** The pages that stopped their sandbox and stay (SANDBOX_STOPPED_MESSAGE), until they mock again. */
  const stoppedClientIds = new Set();
  const pagesKept = keptPages(leavingClientIds);
  /** A leaving page's sandbox request, held until the page has gone (answerForLeavingPage). */
  const answerLeaving = (event) => {
    const { clientId } = event;
    const request = event.request.clone();
    const isGone = async () => {
      const gone = (await self.clients.get(clientId)) === undefined;
      if (gone) leavingClientIds.delete(clientId);
      return gone;
    };
    // A page that stayed is taken for one that did not leave: its later requests go out at once.
    const network = () => {
      leavingClientIds.delete(clientId);
      return fetch(request);
    };
    return answerForLeavingPage(isGone, (ms) => new Promise((resolve) => setTimeout(resolve, ms)), network);
  };
  // Added before MSW's listener: a request stopped here is not answered by the worker, so the
  // browser fetches it as if no worker were there.
  self.addEventListener('fetch', (event) => {
    const { method, url, referrer } = event.request;
    if (goesStraightToNetwork(method, url, self.location.origin) || fromPublishedPage(referrer, self.location.origin)) {
      event.stopImmediatePropagation();
      return;
    }
    if (!toSandboxPath(url, self.location.origin)) return;
    const { clientId } = event;
    if (leavingClientIds.has(clientId)) {
      event.stopImmediatePropagation();
      event.respondWith(answerLeaving(event));
      return;
    }
    // A page this life of the worker does not know yet (keptPages): it may be one that mocks since
    // the worker's last life, read back from what was written or asked. MSW's listener, which
    // decides at once, would send its request to the real server.
    // eslint-disable-next-line no-undef -- declared by mockServiceWorker.js, imported below
    if (!pagesKept.knows(clientId) && event.request.mode !== 'navigate' && !activeClientIds.has(clientId) && typeof handleRequest === 'function') {
      event.stopImmediatePropagation();
      const requestInterceptedAt = Date.now();
      event.respondWith(
        // eslint-disable-next-line no-undef -- MSW's own answer to a request (mockServiceWorker.js)
        pagesKept.learn(clientId, event).then(() => (leavingClientIds.has(clientId) ? answerLeaving(event) : handleRequest(event, crypto.randomUUID(), requestInterceptedAt))),
      );
    }
  });
  // MSW's worker unregisters itself when its last page closes. Here that is every page load that
  // follows another (a test's next page, a reload of the frame): the next page then starts without
  // a worker, or with one about to go, and registers and starts it all over (some 230 ms of the
  // browser's CPU a page). The worker stays registered instead: it passes every request through
  // until a page of the sandbox starts mocking again, and only the sandbox's own paths reach it.
  // A page that said it was leaving has its sandbox requests held until it has gone
  // (answerForLeavingPage), unless it starts mocking again.
  self.addEventListener('message', (event) => {
    if (!event.source) return;
    const clientId = event.source.id;
    if (event.data === 'MOCK_ACTIVATE') {
      leavingClientIds.delete(clientId);
      stoppedClientIds.delete(clientId);
      pagesKept.mocking(clientId, event);
    }
    if (event.data === SANDBOX_STOPPED_MESSAGE) {
      // The page's requests go to the network at once, whichever of its two words came first.
      stoppedClientIds.add(clientId);
      leavingClientIds.delete(clientId);
      pagesKept.notMocking(clientId, event);
      return;
    }
    if (event.data !== 'CLIENT_CLOSED') return;
    event.stopImmediatePropagation();
    // MSW's own set of the pages it mocks for: a top-level constant of its script, which a classic
    // worker's scripts share.
    // eslint-disable-next-line no-undef -- declared by mockServiceWorker.js, imported below
    activeClientIds.delete(clientId);
    if (stoppedClientIds.has(clientId)) {
      pagesKept.notMocking(clientId, event);
      return;
    }
    leavingClientIds.add(clientId);
    pagesKept.notMocking(clientId, event);
  });
  importScripts('/mockServiceWorker.js');
  // Read back at once, as this life starts: only the requests that come meanwhile wait for it (the
  // one that woke the worker, mostly). Later ones are MSW's at once, as a page's own upload must be:
  // a request the worker fetches itself sends its body whole, with no upload progress.
  pagesKept.restore();
}
