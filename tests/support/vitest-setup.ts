/**
 * Unit tests run as the full runtime does: where the test has a DOM (the jsdom environment), owner
 * markup is sanitised by DOMPurify (runtime/safety/text.ts); without one it is escaped. Every
 * language's messages are installed (runtime/platform/i18n.ts).
 */
// First of the imports (evaluated in order, before this module's own code): React DOM takes the
// DevTools hook it finds as it loads, and the render-counting tests read commits from the one this
// module puts in place (runtime/site/render-recorder.test-support.ts).
import '../../runtime/site/render-recorder.test-support';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { installDomPurify } from '../../runtime/safety/purify';
import { installMessages } from '../../runtime/platform/i18n';
import { MESSAGES } from '../../runtime/platform/messages';
import { ASYNC_WAIT_MS } from './waits';

installDomPurify();
installMessages(MESSAGES);

// React's server renderer marks each context it renders as its own and never clears the mark; the
// client renderer, rendering the same context later, then logs "Detected multiple renderers
// concurrently rendering the same context provider" (a check for two renderers at once, which a
// page, rendered on a server and hydrated in a browser, never meets). Unit test files share a
// worker's modules, contexts included (vite.config.ts): a file that spies on console.error failed
// after one that prerendered in the same worker. Contexts carry no mark here. Patched on React's
// own exports before any module imports it: an import takes the exports as they are then.
const react = createRequire(import.meta.url)('react') as { createContext: <T>(defaultValue: T) => object };
if (!('unmarked' in react.createContext)) {
  const createContext = react.createContext;
  const unmarkedContext = <T,>(defaultValue: T) => {
    const context = createContext(defaultValue);
    for (const mark of ['_currentRenderer', '_currentRenderer2']) Object.defineProperty(context, mark, { get: () => undefined, set: () => undefined, configurable: true });
    return context;
  };
  react.createContext = Object.assign(unmarkedContext, { unmarked: true });
}

// After the file's own imports (see afterEach below for why not here).
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
});

// Test files share a worker process (vite.config.ts): a file that left fake timers on could
// hand them to the next one.
afterAll(() => void vi.useRealTimers());

/**
 * What the worker's global object and shared document held before its first file: a file leaves
 * them as it found them. Kept on the global object, since this setup runs again for each file.
 */
interface WorkerStart {
  globals: ReadonlySet<string>;
  address: string | null;
}
const WORKER_START = Symbol.for('unit-tests.worker-start');
const holder = globalThis as typeof globalThis & { [WORKER_START]?: WorkerStart };
const workerStart = (holder[WORKER_START] ??= {
  globals: new Set(Object.getOwnPropertyNames(globalThis)),
  address: typeof location === 'undefined' ? null : location.href,
});
/**
 * Globals a file may add and the next may keep: zod's registry (its package's modules, evaluated
 * once per worker, hold it) and React's act flag (set by the files that use it, each time).
 */
const KEPT_GLOBALS = /^(__zod_|IS_REACT_ACT_ENVIRONMENT$)/;

// Test files share a worker's global object: a file that stubbed a global (`vi.stubGlobal`, which
// Vitest undoes before each test, not after a file) or set one of its own (a fake captcha's
// record, a fake player) would hand it to the next file's imports and hooks. A ResizeObserver that
// never reports, left by the shell's tests, kept a later file's images from ever loading.
afterAll(() => {
  vi.unstubAllGlobals();
  for (const key of Object.getOwnPropertyNames(globalThis)) {
    if (workerStart.globals.has(key) || KEPT_GLOBALS.test(key)) continue;
    if (Object.getOwnPropertyDescriptor(globalThis, key)?.configurable) Reflect.deleteProperty(globalThis, key);
  }
});

// In jsdom, which a worker hands from one file to the next (vite.config.ts groups those files):
// - React's contexts. The server renderer sets a provider's value on the context object itself and
//   leaves the last rendered part's values there when it ends (it switches them back only at its
//   next render); the client renderer, in the same worker, reads that as the context's default. A
//   page rendered to a stream left the first section's "load images eagerly" set, and a later
//   file's client render of a lone background then did not match its server HTML. A render of
//   nothing by each of the server renderer's two builds (the string one, the stream one) sets them back.
// - The document: what a file left in it (a player's <script> in the head, a class on <html>,
//   stored items, the address it wrote) would be the next file's start. A loader test counted nine
//   scripts where it added one.
afterAll(async () => {
  if (typeof document === 'undefined') return;
  const server = await import('react-dom/server');
  server.renderToString(null);
  const stream = await server.renderToReadableStream(null);
  await stream.allReady;
  await stream.cancel();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  if (workerStart.address !== null) history.replaceState(null, '', workerStart.address);
});

// And the same worker's document: a file that rendered and did not unmount left its page in the
// next file's document (two "Send" buttons where one was asked for). Testing Library unmounts on
// its own only where `afterEach` is a global, which it is not here; a file's own cleanup may stay.
// Imported when first needed: a file in the node environment never loads Testing Library.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
