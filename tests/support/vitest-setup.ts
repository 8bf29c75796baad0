/**
 * Unit tests run as the full runtime does: where the test has a DOM (the jsdom environment), owner
 * markup is sanitised by DOMPurify (runtime/safety/text.ts); without one it is escaped. Every
 * language's messages are installed (runtime/platform/i18n.ts).
 */
import { afterAll, afterEach, vi } from 'vitest';
import { installDomPurify } from '../../runtime/safety/purify';
import { installMessages } from '../../runtime/platform/i18n';
import { MESSAGES } from '../../runtime/platform/messages';

installDomPurify();
installMessages(MESSAGES);

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
