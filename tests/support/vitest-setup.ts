/**
 * Unit tests run as the full runtime does: where the test has a DOM (the jsdom environment), owner
 * markup is sanitised by DOMPurify (runtime/safety/text.ts); without one it is escaped. Every
 * language's messages are installed (runtime/platform/i18n.ts).
 */
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { installDomPurify } from '../../runtime/safety/purify';
import { installMessages } from '../../runtime/platform/i18n';
import { MESSAGES } from '../../runtime/platform/messages';

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

/**
 * How long Testing Library's `waitFor` and `findBy…` wait before they fail. Its own second was too
 * short for a part whose code loads on demand while `npm test` runs the unit tests at the lowest
 * priority beside the browser tests (the anchors widget's dots once took longer); a wait ends as
 * soon as what it waits for is there, so only a failing one takes longer.
 */
const ASYNC_UTIL_TIMEOUT_MS = 10_000;
// After the file's own imports (see afterEach below for why not here).
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
});

// Test files share a worker process (vite.config.ts): a file that left fake timers on could
// hand them to the next one.
afterAll(() => void vi.useRealTimers());

// And the same worker's document: a file that rendered and did not unmount left its page in the
// next file's document (two "Send" buttons where one was asked for). Testing Library unmounts on
// its own only where `afterEach` is a global, which it is not here; a file's own cleanup may stay.
// Imported once a test has run, not here: a render-count test loads React DOM after its DevTools
// hook (runtime/site/react-renders.test-support.ts).
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
