/**
 * Starts the sandbox in a browser page (harness frame, component gallery, Ladle's provider) with
 * MSW's service worker.
 */
import { http, HttpResponse } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createSandbox, type Sandbox, type SandboxOptions, type SandboxSeed } from './sandbox.ts';
import { SANDBOX_PROBE_PATH } from './log.ts';

export interface BrowserSandbox extends Sandbox {
  stop(): void;
}

/** How many times a page starts the worker before it gives up and says so. */
export const SANDBOX_START_TRIES = 4;
const PROBE_HEADER = 'x-sandbox-probe';
/** What a page tells the worker when it stops its sandbox and stays (public/sandbox-worker.js reads the same word). */
const SANDBOX_STOPPED_MESSAGE = 'SANDBOX_STOPPED';
/** MSW's worker behind a rule that lets the app's own files skip it (public/sandbox-worker.js says why). */
export const SANDBOX_WORKER_URL = '/sandbox-worker.js';
/** What the worker asks a page it knows nothing of in its present life (public/sandbox-worker.js reads the same words). */
export const SANDBOX_STATE_QUERY = 'SANDBOX_STATE_QUERY';
export type SandboxPageState = 'mocking' | 'leaving' | 'stopped';

/** What this page is to the worker: how many of its sandboxes mock, and whether it said it was leaving. */
export interface PageSandboxes {
  started: number;
  leaving: boolean;
}

/** The answer to SANDBOX_STATE_QUERY: leaving as MSW said at `beforeunload`, else mocking while a sandbox of the page is started. */
export function pageState({ started, leaving }: PageSandboxes): SandboxPageState {
  if (leaving) return 'leaving';
  return started > 0 ? 'mocking' : 'stopped';
}

const pageSandboxes: PageSandboxes = { started: 0, leaving: false };
let answersStateQueries = false;

/**
 * Answers the worker's question over the port it sends. The browser stops the worker at will and
 * starts it with its sets empty; it reads back the pages it wrote down, and asks a page it finds
 * in neither, so a request of a page that mocks is not sent to the real server.
 */
function answerStateQueries(): void {
  if (answersStateQueries || !navigator.serviceWorker) return;
  answersStateQueries = true;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if (event.data === SANDBOX_STATE_QUERY) event.ports[0]?.postMessage(pageState(pageSandboxes));
  });
  // As MSW's page script, which says CLIENT_CLOSED to the worker then.
  window.addEventListener('beforeunload', () => void (pageSandboxes.leaving = true));
}

const probeHandler = http.get(`*${SANDBOX_PROBE_PATH}`, () => new HttpResponse(null, { status: 204, headers: { [PROBE_HEADER]: 'answered' } }));

/** True when this page's requests reach the sandbox (the probe answers with its header). */
async function reachesSandbox(): Promise<boolean> {
  try {
    const answer = await fetch(SANDBOX_PROBE_PATH, { cache: 'no-store' });
    return answer.headers.get(PROBE_HEADER) === 'answered';
  } catch {
    return false;
  }
}

async function startWorker(worker: SetupWorker): Promise<void> {
  await worker.start({ serviceWorker: { url: SANDBOX_WORKER_URL }, onUnhandledRequest: 'bypass', quiet: true });
}

export interface WorkerStart {
  start(): Promise<void>;
  stop(): void;
  reaches(): Promise<boolean>;
}

/**
 * Starts the worker until the page's requests reach it. `worker.start()` resolving does not
 * promise that: a page can be left without a controlling worker for a moment (MSW's own worker
 * unregistered itself when the previous page of the browser context closed; the sandbox's worker
 * no longer does, public/sandbox-worker.js, but a worker being replaced by a newer one does the
 * same). Its requests then go to the real network: a list asks for its products, gets the
 * harness's HTML and shows no card (a rare failure of the browser suite, before).
 * Stopping tells the worker this page has left; starting registers it again and claims the page.
 */
export async function startUntilReached(worker: WorkerStart, tries = SANDBOX_START_TRIES): Promise<void> {
  await worker.start();
  for (let attempt = 1; !(await worker.reaches()); attempt += 1) {
    if (attempt >= tries) throw new Error(`The sandbox's service worker does not answer this page's requests (started ${attempt} times); reload the page`);
    worker.stop();
    await worker.start();
  }
}

export async function startBrowserSandbox(seed: SandboxSeed, options: SandboxOptions = {}): Promise<BrowserSandbox> {
  const sandbox = createSandbox(seed, options);
  const worker = setupWorker(probeHandler, ...sandbox.handlers);
  // Attached before start, so the very first requests of the page are logged too.
  const detach = sandbox.attach(worker.events);
  answerStateQueries();
  // Counted from the start on: MSW mocks for the page from its first try's activation. A page that
  // said it was leaving and stayed (a link that only downloads) mocks again, as the worker hears.
  pageSandboxes.started += 1;
  pageSandboxes.leaving = false;
  try {
    await startUntilReached({ start: () => startWorker(worker), stop: () => worker.stop(), reaches: reachesSandbox });
  } catch (error) {
    pageSandboxes.started -= 1;
    throw error;
  }
  let stopped = false;
  return {
    ...sandbox,
    stop() {
      if (!stopped) pageSandboxes.started -= 1;
      stopped = true;
      detach();
      worker.stop();
      // MSW's stop says CLIENT_CLOSED, as a page that leaves does; this page stays, and its worker
      // would hold its next sandbox requests for a while, as a leaving page's (public/sandbox-worker.js).
      navigator.serviceWorker?.controller?.postMessage(SANDBOX_STOPPED_MESSAGE);
    },
  };
}
