/**
 * The request log of the sandbox: what the harness shows as "network". It is fed by MSW's
 * life-cycle events (see `attachLog`) rather than by the handlers, so requests nobody handles
 * (a runtime calling a wrong path) are logged too, with the status the real network gave.
 */
import { isCommonAssetRequest } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { IMAGE_PATH_PREFIX } from '../runtime/platform/api-paths.ts';

/** A long harness session must not grow without bound; the oldest entries go first. */
export const LOG_CAP = 500;

/** The request a page makes to learn that the sandbox answers it (sandbox/browser.ts); not API traffic. */
export const SANDBOX_PROBE_PATH = '/__sandbox/probe';

export interface LogEntry {
  /** MSW's request id. */
  id: string;
  /** Epoch ms when the request started. */
  time: number;
  method: string;
  /** Path and query, without the origin. */
  url: string;
  /** null while pending (a timeout fault never answers); 0 for a network error. */
  status: number | null;
  durationMs: number | null;
  bytes?: number;
  note?: string;
}

export interface RequestLog {
  /**
   * The same array until the next change, then a new one, so `useSyncExternalStore` can compare
   * by reference. Typed mutable for the harness's message protocol; do not mutate it.
   */
  entries(): LogEntry[];
  subscribe(listener: (entries: LogEntry[]) => void): () => void;
  clear(): void;
}

/** The sandbox's side of the log: handlers annotate, life-cycle events start and finish. */
export interface WritableLog extends RequestLog {
  start(id: string, method: string, url: string): void;
  finish(id: string, status: number, bytes?: number): void;
  annotate(id: string, note: string): void;
}

export function createLog(): WritableLog {
  let list: LogEntry[] = [];
  const startedAt = new Map<string, number>();
  // A handler may annotate before the start event is seen (events are emitted asynchronously).
  const pendingNotes = new Map<string, string>();
  const listeners = new Set<(entries: LogEntry[]) => void>();

  const commit = (next: LogEntry[]) => {
    list = next.length > LOG_CAP ? next.slice(next.length - LOG_CAP) : next;
    for (const listener of listeners) listener(list);
  };
  const update = (id: string, patch: (entry: LogEntry) => LogEntry) => {
    const index = list.findIndex((entry) => entry.id === id);
    if (index < 0) return false;
    const next = list.slice();
    next[index] = patch(list[index] as LogEntry);
    commit(next);
    return true;
  };
  const joinNote = (a: string | undefined, b: string) => (a ? `${a}; ${b}` : b);

  return {
    entries: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      startedAt.clear();
      pendingNotes.clear();
      commit([]);
    },
    start(id, method, url) {
      if (list.some((entry) => entry.id === id)) return;
      startedAt.set(id, performance.now());
      const note = pendingNotes.get(id);
      pendingNotes.delete(id);
      const entry: LogEntry = { id, time: Date.now(), method, url, status: null, durationMs: null };
      commit([...list, note ? { ...entry, note } : entry]);
    },
    finish(id, status, bytes) {
      const began = startedAt.get(id);
      startedAt.delete(id);
      update(id, (entry) => ({
        ...entry,
        status,
        durationMs: began === undefined ? null : Math.round(performance.now() - began),
        ...(bytes === undefined ? {} : { bytes }),
      }));
    },
    annotate(id, note) {
      if (!update(id, (entry) => ({ ...entry, note: joinNote(entry.note, note) }))) {
        pendingNotes.set(id, joinNote(pendingNotes.get(id), note));
      }
    },
  };
}

/** `worker.events` and `server.events` have this same type in MSW 2. */
export type LifecycleEvents = SetupWorker['events'];

/**
 * Dev-server traffic (Vite modules, styles, fonts) is not API traffic and would flood the log;
 * images under /img/ are sandbox answers and stay. Requests made with `bypass()` are the
 * sandbox's own fetches of originals. The start-up probe is the sandbox talking to itself.
 */
function isLogged(request: Request): boolean {
  if (request.headers.get('accept')?.includes('msw/passthrough')) return false;
  if (new URL(request.url).pathname === SANDBOX_PROBE_PATH) return false;
  return !isCommonAssetRequest(request) || new URL(request.url).pathname.startsWith(IMAGE_PATH_PREFIX);
}

async function byteCount(response: Response, readBody: boolean): Promise<number | undefined> {
  const length = response.headers.get('content-length');
  if (length !== null && /^\d+$/.test(length)) return Number(length);
  // Only mocked bodies are read: a bypassed one may be a never-ending stream (HMR, SSE).
  if (!readBody || response.type === 'error' || response.bodyUsed) return undefined;
  try {
    return (await response.clone().arrayBuffer()).byteLength;
  } catch {
    return undefined;
  }
}

/** Feeds `log` from an MSW worker or server; returns the function that detaches it. */
export function attachLog(log: WritableLog, events: LifecycleEvents): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const pathOf = (request: Request) => {
    const url = new URL(request.url);
    return url.pathname + url.search;
  };
  events.on(
    'request:start',
    ({ request, requestId }) => {
      if (isLogged(request)) log.start(requestId, request.method, pathOf(request));
    },
    { signal },
  );
  const onResponse = (mocked: boolean) => async ({ request, requestId, response }: { request: Request; requestId: string; response: Response }) => {
    if (!isLogged(request)) return;
    // 'request:unhandled' never fires here: the catch-all fault handler "matches" everything.
    // The service worker reports a mocked network error (offline fault) as a bypass.
    const failed = response.type === 'error';
    // A resized image passed on to the harness server has its own note (images.ts).
    if (!mocked && !failed && !new URL(request.url).pathname.startsWith(IMAGE_PATH_PREFIX)) log.annotate(requestId, 'not answered by the sandbox: sent to the network');
    const bytes = await byteCount(response, mocked);
    log.finish(requestId, failed ? 0 : response.status, bytes);
  };
  events.on('response:mocked', onResponse(true), { signal });
  events.on('response:bypass', onResponse(false), { signal });
  return () => controller.abort();
}
