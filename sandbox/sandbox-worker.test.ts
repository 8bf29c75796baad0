import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS, IMAGE_PATH_PREFIX, VIDEO_PATH_PREFIX, leadSendPath, payRedirectUrl } from '../runtime/platform/api-paths';
import { SANDBOX_PROBE_PATH } from './log';
import { SANDBOX_STATE_QUERY, SANDBOX_WORKER_URL, pageState } from './browser';

type Rule = (method: string, url: string, workerOrigin: string) => boolean;

/** The worker's rule, read from the file the browser registers (it runs there as a classic script). */
const workerSource = readFileSync(resolve(import.meta.dirname, '../public', SANDBOX_WORKER_URL.slice(1)), 'utf8');
const goesStraightToNetwork = new Function(`${workerSource}\nreturn goesStraightToNetwork;`)() as Rule;

/** The worker's rule for a published page's requests, read the same way. */
const fromPublishedPage = new Function(`${workerSource}\nreturn fromPublishedPage;`)() as (referrer: string, workerOrigin: string) => boolean;

interface RouterRule {
  condition: { urlPattern?: string; requestMethod?: string; requestMode?: string };
  source: 'network' | 'fetch-event';
}
/** The rules the worker gives the browser's router when it installs. */
const staticRoutes = new Function(`${workerSource}\nreturn staticRoutes;`)() as () => RouterRule[];

/**
 * Where the browser's router sends a same-origin request: the first rule whose conditions all
 * hold. The worker's patterns are paths with `*` wildcards (a URL pattern given as a string is
 * read against the worker's own address; its query is left free).
 */
function routedTo(path: string, method = 'GET', mode = 'cors'): string {
  const { pathname } = new URL(path, ORIGIN);
  const matches = ({ condition }: RouterRule) =>
    (condition.requestMethod === undefined || condition.requestMethod === method) &&
    (condition.requestMode === undefined || condition.requestMode === mode) &&
    (condition.urlPattern === undefined || new RegExp(`^${condition.urlPattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(pathname));
  return staticRoutes().find(matches)?.source ?? 'fetch-event';
}

const ORIGIN = 'http://localhost:4173';
const straight = (path: string, method = 'GET', origin = ORIGIN) => goesStraightToNetwork(method, `${origin}${path}`, ORIGIN);

describe('the sandbox worker: which requests skip MSW', () => {
  it('the built app’s chunks, styles and fonts, and the dev server’s modules, go straight to the network', () => {
    for (const path of ['/assets/gallery-_uoWh8NU.js', '/assets/Slider-C5RaLTDN.css', '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', '/@vite/client', '/node_modules/.vite/deps/react.js?v=1', '/runtime/blocks/Slider.tsx?t=2', '/harness/frame/main.tsx']) {
      expect(straight(path), path).toBe(true);
    }
  });

  it('every path the sandbox answers still reaches MSW, whatever its extension', () => {
    const fixedPaths = Object.values(API_PATHS).flatMap((path) => (typeof path === 'string' ? [path] : []));
    const sandboxPaths = [...fixedPaths, leadSendPath('p1', 'g1'), payRedirectUrl('card', 7, 'h1'), `${IMAGE_PATH_PREFIX}a1_640_q80.webp`, `${VIDEO_PATH_PREFIX}clip.mp4`, SANDBOX_PROBE_PATH, '/api/some/file.js'];
    for (const path of sandboxPaths) expect(straight(path), path).toBe(false);
  });

  it('a path nobody serves still reaches MSW, so the Network panel logs a runtime calling it', () => {
    expect(straight('/wrong/endpoint/')).toBe(false);
    expect(straight('/harness/frame.html')).toBe(false);
  });

  it('only same-origin GETs skip it: a POST, or a script of another origin (a fake player’s API), does not', () => {
    expect(straight('/assets/gallery.js', 'POST')).toBe(false);
    expect(straight('/iframe_api.js', 'GET', 'https://www.youtube.com')).toBe(false);
  });
});

describe('the sandbox worker: a published page’s requests', () => {
  it('a request whose referrer is a page the harness serves as published is left to the browser, so it goes out as the page’s', () => {
    for (const page of ['/published/shop/', '/published/shop/?tab=beans', '/published-folders/landing/']) expect(fromPublishedPage(`${ORIGIN}${page}`, ORIGIN), page).toBe(true);
  });

  it('the sandbox’s own pages, another origin’s published path, and a request with no referrer still reach MSW', () => {
    for (const referrer of [`${ORIGIN}/harness/frame.html?scenario=shop`, `${ORIGIN}/harness/gallery.html`, `${ORIGIN}/`, 'https://example.com/published/shop/', '', 'about:client']) {
      expect(fromPublishedPage(referrer, ORIGIN), referrer).toBe(false);
    }
  });
});

describe('the sandbox worker: the browser router’s rules', () => {
  it('sends the same requests as the fetch rule straight to the network, and every sandbox path to the worker', () => {
    const fixedPaths = Object.values(API_PATHS).flatMap((path) => (typeof path === 'string' ? [path] : []));
    const paths = ['/assets/gallery-_uoWh8NU.js', '/assets/Slider-C5RaLTDN.css', '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', '/@vite/client', '/node_modules/.vite/deps/react.js?v=1', '/runtime/blocks/Slider.tsx?t=2', '/harness/frame/main.tsx'];
    const sandboxPaths = [...fixedPaths, leadSendPath('p1', 'g1'), payRedirectUrl('card', 7, 'h1'), `${IMAGE_PATH_PREFIX}a1_640_q80.webp`, `${VIDEO_PATH_PREFIX}clip.mp4`, SANDBOX_PROBE_PATH, '/api/some/file.js', '/wrong/endpoint/'];
    for (const path of [...paths, ...sandboxPaths]) expect(routedTo(path), path).toBe(straight(path) ? 'network' : 'fetch-event');
    expect(routedTo('/assets/gallery.js', 'POST')).toBe('fetch-event');
  });

  it('sends page loads to the network (MSW’s worker lets them through anyway), but not a sandbox path opened as a page', () => {
    expect(routedTo('/harness/frame.html?scenario=shop', 'GET', 'navigate')).toBe('network');
    expect(routedTo(`${IMAGE_PATH_PREFIX}a1_640_q80.webp`, 'GET', 'navigate')).toBe('fetch-event');
  });
});

/** The worker's answer to a sandbox request of a page that said it was leaving, read the same way. */
const answerForLeavingPage = new Function(`${workerSource}\nreturn answerForLeavingPage;`)() as (isGone: () => Promise<boolean>, wait: (ms: number) => Promise<void>, network: () => Promise<Response>) => Promise<Response>;
const LEAVING_WAIT_MS = new Function(`${workerSource}\nreturn LEAVING_WAIT_MS;`)() as number;

describe('a sandbox request of a page that said it was leaving', () => {
  const waitedFor = () => {
    let waited = 0;
    return { wait: async (ms: number) => void (waited += ms), waited: () => waited };
  };

  it('is held until the page has gone, then answered with a network error no page reads: never sent to the real server', async () => {
    const clock = waitedFor();
    let checks = 0;
    const network = vi.fn(async () => new Response(null, { status: 404 }));
    const answer = await answerForLeavingPage(async () => (checks += 1) > 3, clock.wait, network);
    expect(answer.type).toBe('error');
    expect(network).not.toHaveBeenCalled();
    expect(clock.waited()).toBeGreaterThan(0);
    expect(clock.waited()).toBeLessThan(LEAVING_WAIT_MS);
  });

  it('goes to the network, as MSW sent it, when the page is still there after the wait (a link that only downloads fires beforeunload too)', async () => {
    const clock = waitedFor();
    const network = vi.fn(async () => new Response('from the network'));
    const answer = await answerForLeavingPage(async () => false, clock.wait, network);
    expect(await answer.text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
    expect(clock.waited()).toBe(LEAVING_WAIT_MS);
  });
});

describe('the worker with a page that leaves (its listeners, MSW\u2019s script left out)', () => {
  interface FakeEvent {
    stopImmediatePropagation(): void;
  }
  /** The worker's script run against a fake worker scope: its listeners, the pages there, and the network. */
  function startWorker() {
    const listeners = new Map<string, ((event: FakeEvent) => void)[]>();
    const pages = new Set(['page-1']);
    // MSW's set of the pages it mocks for, which the worker's listeners share (a top-level constant of its script).
    const activeClientIds = new Set(['page-1']);
    const scope = {
      location: { origin: ORIGIN },
      addEventListener: (type: string, listener: (event: FakeEvent) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
      clients: { get: async (id: string) => (pages.has(id) ? { id } : undefined) },
    };
    const network = vi.fn(async () => new Response(null, { status: 404 }));
    const instantTimeout = (callback: () => void) => void Promise.resolve().then(callback);
    new Function('self', 'importScripts', 'activeClientIds', 'fetch', 'setTimeout', workerSource)(scope, () => undefined, activeClientIds, network, instantTimeout);
    /** Dispatches as the browser does: listeners in order until one stops the others. */
    const dispatch = <Event extends object>(type: string, event: Event) => {
      let stopped = false;
      const dispatched = { ...event, stopImmediatePropagation: () => void (stopped = true) };
      for (const listener of listeners.get(type) ?? []) {
        listener(dispatched);
        if (stopped) break;
      }
      return stopped;
    };
    const request = (path: string, clientId = 'page-1') => {
      let answer: Promise<Response> | undefined;
      const stopped = dispatch('fetch', { request: new Request(`${ORIGIN}${path}`), clientId, respondWith: (response: Promise<Response>) => void (answer = response) });
      return { stopped, answer };
    };
    return { pages, activeClientIds, network, request, leave: () => dispatch('message', { data: 'CLIENT_CLOSED', source: { id: 'page-1' } }) };
  }
  const nextPage = '/api/ecommerce/products/?projectId=harbor-coffee&page=2&limit=9';

  it('holds a sandbox request the page sends after it said it was leaving, and answers it with a network error once the page has gone', async () => {
    const worker = startWorker();
    worker.leave();
    expect(worker.activeClientIds.has('page-1')).toBe(false);
    const { stopped, answer } = worker.request(nextPage);
    expect(stopped).toBe(true);
    expect(answer).toBeDefined();
    worker.pages.delete('page-1');
    expect((await answer!).type).toBe('error');
    expect(worker.network).not.toHaveBeenCalled();
  });

  it('leaves a mocking page\u2019s requests to MSW, and sends a leaving page\u2019s own files straight to the network', async () => {
    const worker = startWorker();
    expect(worker.request(nextPage)).toEqual({ stopped: false, answer: undefined });
    worker.leave();
    expect(worker.request('/assets/catalogue-abc.js')).toEqual({ stopped: true, answer: undefined });
    // Another page, not leaving: MSW's to answer.
    worker.pages.add('page-2');
    expect(worker.request(nextPage, 'page-2')).toEqual({ stopped: false, answer: undefined });
  });
});

type PageState = 'mocking' | 'leaving' | 'stopped' | null;
interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}
interface KeptPages {
  restore(): Promise<void>;
  restored(): boolean;
  knows(id: string): boolean;
  learn(id: string, event?: WaitUntil): Promise<void>;
  mocking(id: string, event?: WaitUntil): void;
  notMocking(id: string, event?: WaitUntil): void;
}
/** The worker's written-down pages, read the same way; MSW's set is the global it fills. */
const keptPagesOf = (activeClientIds: Set<string>) =>
  new Function('activeClientIds', `${workerSource}\nreturn keptPages;`)(activeClientIds) as (
    leaving: Set<string>,
    store: unknown,
    clients: unknown,
    ask?: (client: { id: string }) => Promise<PageState>,
  ) => KeptPages;

interface FakeClient {
  postMessage(message: unknown, transfer: MessagePort[]): void;
}
/** The worker's question to a page, read the same way, with the timeout the test gives it. */
const askPageState = new Function(`${workerSource}\nreturn askPageState;`)() as (client: FakeClient, wait: (callback: () => void, ms: number) => void) => Promise<PageState>;
const STATE_QUERY_TIMEOUT_MS = new Function(`${workerSource}\nreturn STATE_QUERY_TIMEOUT_MS;`)() as number;

describe('the pages the worker writes down for its next life (the browser stops and starts it at will)', () => {
  /** A Cache Storage of one entry and the pages there, shared by the worker's lives. */
  function browser(pagesThere: string[]) {
    const entries = new Map<string, Response>();
    const store = { open: async () => ({ put: async (key: string, answer: Response) => void entries.set(key, answer), match: async (key: string) => entries.get(key)?.clone() }) };
    const pages = new Set(pagesThere);
    const clients = { get: async (id: string) => (pages.has(id) ? { id } : undefined) };
    /** What each page answers when it is asked, and who was asked. */
    const answers = new Map<string, PageState>();
    const asked: string[] = [];
    const ask = async ({ id }: { id: string }) => {
      asked.push(id);
      return answers.get(id) ?? null;
    };
    const life = () => {
      const active = new Set<string>();
      const leaving = new Set<string>();
      const written: Promise<unknown>[] = [];
      const kept = keptPagesOf(active)(leaving, store, clients, ask);
      const waitUntil = (promise: Promise<unknown>) => void written.push(promise);
      return { active, leaving, kept, event: { waitUntil }, written: () => Promise.all(written) };
    };
    return { pages, life, answers, asked, entries };
  }

  it('reads back, in its next life, the pages mocking and leaving that are still there, into MSW’s set and its own', async () => {
    const { pages, life } = browser(['frame-1', 'frame-2', 'story-1']);
    const first = life();
    first.kept.mocking('frame-1', first.event);
    first.kept.mocking('frame-2', first.event);
    first.kept.mocking('story-1', first.event);
    // As the worker's message listener does: its own set first, then what is written.
    first.leaving.add('story-1');
    first.kept.notMocking('story-1', first.event);
    await first.written();
    pages.delete('frame-2');

    const next = life();
    expect(next.kept.restored()).toBe(false);
    await next.kept.restore();
    expect(next.kept.restored()).toBe(true);
    expect([...next.active]).toEqual(['frame-1']);
    expect([...next.leaving]).toEqual(['story-1']);
  });

  it('lets what a page says in this life win over what was written in the last', async () => {
    const { life } = browser(['frame-1']);
    const first = life();
    first.kept.mocking('frame-1', first.event);
    await first.written();

    const next = life();
    next.kept.notMocking('frame-1', next.event);
    await next.kept.restore();
    expect(next.active.has('frame-1')).toBe(false);
  });

  it('starts empty, and still settles, when nothing was written or the store refuses', async () => {
    const { life } = browser(['frame-1']);
    const fresh = life();
    await fresh.kept.restore();
    expect(fresh.active.size).toBe(0);
    const refusing = keptPagesOf(new Set())(new Set(), { open: async () => Promise.reject(new Error('no storage')) }, { get: async () => undefined });
    await refusing.restore();
    expect(refusing.restored()).toBe(true);
  });

  it('keeps, in what the next life writes, the pages the last life wrote, even when it hears a page before it has read them back', async () => {
    const { life } = browser(['frame-1', 'frame-2']);
    const first = life();
    first.kept.mocking('frame-1', first.event);
    await first.written();

    const second = life();
    // A second page starts mocking as this life starts, before it read anything back.
    second.kept.mocking('frame-2', second.event);
    await second.written();

    const third = life();
    await third.kept.restore();
    expect([...third.active].sort()).toEqual(['frame-1', 'frame-2']);
  });

  it('asks a page it neither heard nor read back, once, and takes its answer: mocking into MSW’s set (and written down), leaving into its own, none for a page that does not answer', async () => {
    const { life, answers, asked, entries, pages } = browser(['frame-1', 'leaving-1', 'shell-1']);
    answers.set('frame-1', 'mocking');
    answers.set('leaving-1', 'leaving');
    const current = life();
    expect(current.kept.knows('frame-1')).toBe(false);
    await Promise.all([current.kept.learn('frame-1', current.event), current.kept.learn('frame-1', current.event), current.kept.learn('leaving-1'), current.kept.learn('shell-1')]);
    expect(asked).toEqual(['frame-1', 'leaving-1', 'shell-1']);
    expect(current.active.has('frame-1')).toBe(true);
    expect([...current.leaving]).toEqual(['leaving-1']);
    expect(current.active.has('shell-1')).toBe(false);
    expect(['frame-1', 'leaving-1', 'shell-1'].every((id) => current.kept.knows(id))).toBe(true);
    await current.kept.learn('shell-1');
    expect(asked).toHaveLength(3);

    await current.written();
    expect(entries.size).toBe(1);
    pages.delete('leaving-1');
    const next = life();
    await next.kept.restore();
    expect([...next.active]).toEqual(['frame-1']);
  });

  it('takes a page’s answer even when the request’s event can no longer keep the worker for the write', async () => {
    const { life, answers } = browser(['frame-1']);
    answers.set('frame-1', 'mocking');
    const current = life();
    const over = { waitUntil: () => { throw new DOMException('The event handler is already finished.', 'InvalidStateError'); } };
    await current.kept.learn('frame-1', over);
    expect(current.active.has('frame-1')).toBe(true);
  });

  it('does not ask a page heard in this life or read back from the last, and a page gone is not asked at all', async () => {
    const { life, asked } = browser(['frame-1', 'frame-2']);
    const first = life();
    first.kept.mocking('frame-1', first.event);
    await first.written();

    const next = life();
    next.kept.notMocking('frame-2', next.event);
    await Promise.all([next.kept.learn('frame-1'), next.kept.learn('frame-2'), next.kept.learn('gone-1')]);
    expect(asked).toEqual([]);
    expect(next.active.has('frame-1')).toBe(true);
    expect(next.active.has('frame-2')).toBe(false);
  });
});

describe('the worker’s question to a page it does not know', () => {
  it('is the word the page listens for, and the page’s answers are the ones the worker takes', () => {
    expect(new Function(`${workerSource}\nreturn SANDBOX_STATE_QUERY;`)()).toBe(SANDBOX_STATE_QUERY);
    const workerStates = new Function(`${workerSource}\nreturn SANDBOX_PAGE_STATES;`)() as string[];
    const pageAnswers = new Set([0, 1].flatMap((started) => [false, true].map((leaving) => pageState({ started, leaving }))));
    expect([...pageAnswers].sort()).toEqual([...workerStates].sort());
  });

  it('sends SANDBOX_STATE_QUERY with a port, and settles with what the page answers on it', async () => {
    const sent: unknown[] = [];
    const client: FakeClient = {
      postMessage(message, [port]) {
        sent.push(message);
        port?.postMessage('mocking');
      },
    };
    await expect(askPageState(client, () => undefined)).resolves.toBe('mocking');
    expect(sent).toEqual(['SANDBOX_STATE_QUERY']);
  });

  it(`settles with null after ${STATE_QUERY_TIMEOUT_MS} ms when the page does not answer (no sandbox script in it), or answers something else`, async () => {
    let timeout: { callback: () => void; ms: number } | undefined;
    const silent = askPageState({ postMessage: () => undefined }, (callback, ms) => void (timeout = { callback, ms }));
    expect(timeout?.ms).toBe(STATE_QUERY_TIMEOUT_MS);
    timeout!.callback();
    await expect(silent).resolves.toBeNull();
    const odd = askPageState({ postMessage: (_message, [port]) => port?.postMessage({ type: 'KEEPALIVE_RESPONSE' }) }, () => undefined);
    await expect(odd).resolves.toBeNull();
  });
});
