/**
 * Handing a test's page on to the next test of the same context (tests/support/fixtures.ts).
 * A new page took about 170 ms longer to be ready than a page that only navigates (a new tab, its
 * renderer and Playwright's set-up of it: 270 ms against 100 ms a gallery load, for the same CPU),
 * and the suite opens over 500. So a page is handed on when what the test did to it can be undone;
 * otherwise it is closed and the next test gets a new one, as before.
 *
 * What is undone: the listeners and routes added during the test, the DevTools sessions it opened
 * on the page and left attached (with what they set: a network emulation, a CPU throttle), its
 * document (the page goes to about:blank), its history (back to that one entry, as a new tab has),
 * the mouse's place, and a viewport or emulated media the test set (back to the context's). Storage, session storage
 * included, the fixture empties after every test for each origin visited (Storage.clearDataForOrigin
 * clears a tab's session storage with the origin's local storage).
 */
import type { BrowserContext, BrowserContextOptions, CDPSession, Frame, Page } from '@playwright/test';

/** What a test did to its page that matters for handing it on. */
interface PageUse {
  /** A call whose effect the fixture cannot undo: the page is closed after the test. */
  unreusable: string | null;
  viewportChanged: boolean;
  mediaChanged: boolean;
  /** The listeners added to the page during the test (the test's, its fixtures', a wait's). */
  listeners: { event: string; listener: () => unknown }[];
  /** The DevTools sessions opened on the page and not detached yet (watchDevToolsSessions). */
  sessions: Set<CDPSession>;
}

/**
 * Page methods whose effect outlives a document and is not undone here (an init script runs in
 * every later document, a binding stays on the window, a header goes with every request), and
 * input left pressed. Tests rarely call them; such a page is closed.
 */
const LASTING_PAGE_METHODS = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'addLocatorHandler', 'routeFromHAR', 'routeWebSocket'] as const;
const PRESSING_METHODS = [
  ['keyboard', 'down'],
  ['mouse', 'down'],
] as const;

/** Each page's record of the test now using it (a page is watched once, then reused). */
const uses = new WeakMap<Page, PageUse>();

const freshUse = (): PageUse => ({ unreusable: null, viewportChanged: false, mediaChanged: false, listeners: [], sessions: new Set() });

/** The page's ways to add a listener, each noted so the listener can be removed after the test. */
const LISTENER_ADDERS = ['on', 'once', 'addListener', 'prependListener'] as const;

/** Replaces `owner[name]` with a function that notes the call (with its arguments), then makes it. */
export function noteCalls<T extends object>(owner: T, name: keyof T & string, note: (...args: unknown[]) => void): void {
  const method = (owner[name] as (...args: unknown[]) => unknown).bind(owner);
  Object.assign(owner, {
    [name]: (...args: unknown[]) => {
      note(...args);
      return method(...args);
    },
  });
}

/** The http(s) origin of an address, or null (about:blank, data:, a malformed address). */
function webOrigin(url: string): string | null {
  const address = URL.canParse(url) ? new URL(url) : null;
  return address?.protocol === 'http:' || address?.protocol === 'https:' ? address.origin : null;
}

/**
 * Starts watching a new page: which of its calls decide whether it can be handed on. A listener
 * added before this (the fixture's own, noteOrigins) stays through every test.
 */
export function watchPage(page: Page): void {
  uses.set(page, freshUse());
  const use = () => uses.get(page)!;
  for (const name of LASTING_PAGE_METHODS) noteCalls(page, name, () => void (use().unreusable ??= name));
  for (const [device, name] of PRESSING_METHODS) noteCalls(page[device], name, () => void (use().unreusable ??= `${device}.${name}`));
  for (const name of LISTENER_ADDERS) noteCalls(page, name, (event, listener) => void use().listeners.push({ event: String(event), listener: listener as () => unknown }));
  noteCalls(page, 'setViewportSize', () => void (use().viewportChanged = true));
  noteCalls(page, 'emulateMedia', () => void (use().mediaChanged = true));
}

/**
 * Notes each DevTools session the context opens on a watched page (`context.newCDPSession`, on the
 * page or one of its frames) until it is detached. What a session sets lasts as long as the session
 * does, through any navigation: a test that emulated a network or throttled the CPU and forgot to
 * detach left the next test of the page offline or slowed (a page.goto failed with
 * ERR_INTERNET_DISCONNECTED). readyForNextTest detaches what is left.
 */
export function watchDevToolsSessions(context: BrowserContext): void {
  const open = context.newCDPSession.bind(context);
  Object.assign(context, {
    newCDPSession: async (target: Page | Frame): Promise<CDPSession> => {
      const session = await open(target);
      const sessions = uses.get('mainFrame' in target ? target : target.page())?.sessions;
      if (sessions) {
        sessions.add(session);
        noteCalls(session, 'detach', () => void sessions.delete(session));
      }
      return session;
    },
  });
}

/** Notes the origin of every document a frame of the page shows, for the whole life of the page. */
export function noteOrigins(page: Page, onOrigin: (origin: string) => void): void {
  page.on('framenavigated', (frame) => {
    const origin = webOrigin(frame.url());
    if (origin) onOrigin(origin);
  });
}

/** A blank page that does not load within this is a page in trouble: it is closed instead. */
const BLANK_PAGE_TIMEOUT_MS = 5_000;

/** Playwright's own defaults for the emulated media a context does not set. */
const MEDIA_DEFAULTS = { colorScheme: 'light', reducedMotion: 'no-preference', forcedColors: 'none', contrast: 'no-preference' } as const;

/**
 * Undoes what the test did to its page, so the next test of the context can start on it as on a
 * new one. False when it cannot be (a lasting call, a closed page): close it instead.
 */
export async function readyForNextTest(page: Page, options: BrowserContextOptions): Promise<boolean> {
  const use = uses.get(page);
  if (!use || use.unreusable || page.isClosed()) return false;
  if (use.viewportChanged && !options.viewport) return false;
  // Only the listeners added during the test: Playwright keeps its own on the page.
  // (Typed through one event's overload: Playwright's typings list each event with its own listener.)
  for (const { event, listener } of use.listeners) page.removeListener(event as 'close', listener);
  // With the sessions goes what they set; one the page's own end detached already is left as it is.
  await Promise.all([...use.sessions].map((session) => session.detach().catch(() => undefined)));
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('about:blank', { timeout: BLANK_PAGE_TIMEOUT_MS });
  const session = await page.context().newCDPSession(page);
  await session.send('Page.resetNavigationHistory');
  await session.detach();
  // Off the page, as Playwright's own reuse puts it: nothing of the next document starts hovered.
  await page.mouse.move(-1, -1);
  if (use.viewportChanged && options.viewport) await page.setViewportSize(options.viewport);
  if (use.mediaChanged) {
    // The context's value where it sets one (null included: no emulation), else Playwright's default.
    const contextMedia = <Key extends keyof typeof MEDIA_DEFAULTS>(key: Key) => (options[key] === undefined ? MEDIA_DEFAULTS[key] : options[key]);
    await page.emulateMedia({ media: null, colorScheme: contextMedia('colorScheme'), reducedMotion: contextMedia('reducedMotion'), forcedColors: contextMedia('forcedColors'), contrast: contextMedia('contrast') });
  }
  uses.set(page, freshUse());
  return true;
}
