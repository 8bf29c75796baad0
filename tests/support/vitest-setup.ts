/**
 * Unit tests run as the full runtime does: where the test has a DOM (the jsdom environment), owner
 * markup is sanitised by DOMPurify (runtime/safety/text.ts); without one it is escaped. Every
 * language's messages are installed (runtime/platform/i18n.ts).
 */
import { afterAll, vi } from 'vitest';
import { installDomPurify } from '../../runtime/safety/purify';
import { installMessages } from '../../runtime/platform/i18n';
import { MESSAGES } from '../../runtime/platform/messages';

installDomPurify();
installMessages(MESSAGES);

// Test files share a worker process (vite.config.ts): a file that left fake timers on could
// hand them to the next one.
afterAll(() => void vi.useRealTimers());
