/**
 * The preview frame: runs the published runtime on a scenario's page, inside an iframe whose
 * width is the chosen viewport. It starts in the mode and flags of its address, on the custom page
 * the address carries if any (so a custom page's first render is its own, never the scenario's);
 * after that, mode, flags and a custom page come from the shell by message, so a switch re-renders the same tree
 * without a reload. It also works alone:
 * frame.html?scenario=landing&mode=admin&flags=bot, with only some sections of the scenario's page
 * (sections=catalogue,gear), and with a custom page (page= or saved=).
 */
import { Component, StrictMode, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Site, loadPage, createBrowserServices, createSiteStores, releaseSite, preloadPageFonts, preloadPageParts, type PageLoadResult } from '../../runtime';
import type { Mode, ResolvedContext, RuntimeFlags } from '../../runtime/core/policies';
import { realClock } from '../../runtime/core/clock';
import { findScenario, type ScenarioContent } from '../../scenarios';
import { loadSandbox } from '../lazy-sandbox';
import { createFakeScriptLoader } from '../../sandbox/fake-players';
import { fakeCaptchaBehaviour, setFakeCaptcha } from '../../sandbox/fake-captcha';
import { isMessage, PROTOCOL_TAG, type CartLine, type ClockCommand, type FrameToShell, type ShellToFrame, type StateCommand } from '../protocol';
import type { BrowserSandbox } from '../../sandbox/browser';
import type { CartItemData } from '../../runtime/cart/cart-item';
import { stockStatus, type EcommerceSettings } from '../../runtime/cart/stock';
import { PageProblems } from './PageProblems';
import { EditorChip } from './EditorChip';
import { applyEditorAction, editorTargets, type EditorAction } from '../editor-actions';
import { applyFaultRules, usedUpFaults } from '../fault-rules';
import { frameLocation } from './frame-location';
import { createLocationService } from '../../runtime/platform/location';
import type { FaultRule } from '../../sandbox/faults';
import { DEFAULT_STATE, decodePageText, flagsParam, onlySections, parseRuntimeQuery, setCustomPageParams } from '../url-state';
import { clockParam, createSteppableClock, parseClockParam, type SteppableClock } from './steppable-clock';
import { isRecord } from '../../runtime/safety/is-record';
import type { Language } from '../../runtime/platform/i18n';
import { storageArea } from '../../runtime/platform/storage';
import { customPageParams, savedPage } from '../saved-pages';
import { withDemoBills } from '../../scenarios/pay-bills';
import { clearSiteStorage, siteKeyFor, siteStoragePrefix, writeSiteStorage } from '../site-state';
import { watchSiteState } from './state-report';
import { checkAccessibility, highlightElement } from './axe-check';
import { parseCrashParam } from '../url-state';
import { cartStoreOf } from '../../runtime/cart/cart-store';
import { catalogueStoreOf } from '../../runtime/catalogue/catalogue-store';
import { promoStoreOf } from '../../runtime/checkout/promo-store';
import { shippingStoreOf } from '../../runtime/checkout/shipping-store';

const query = parseRuntimeQuery(location.search);
// `clock=paused` or `clock=x2`: the site's timers run on a clock the shell's Clock panel holds (issue 16.2).
const heldClockStart = parseClockParam(new URLSearchParams(location.search).get('clock'));
const heldClock = heldClockStart ? createSteppableClock(heldClockStart) : null;
const scenario = findScenario(query.scenario ?? DEFAULT_STATE.scenario);
// `crash=render` or `crash=boot`: the harness's way to show (and test) its error boundary. Read here,
// in the harness's frame only; the published runtime knows nothing of it.
const crash = parseCrashParam(new URLSearchParams(location.search).get('crash'));
// Set by start() before the first render.
let content: ScenarioContent = { page: null, seed: { projectId: '', products: [], categories: [] } };

function post(message: FrameToShell) {
  if (window.parent !== window) window.parent.postMessage({ ...message, tag: PROTOCOL_TAG }, location.origin);
}

/** The shell's Policies panel shows the policies of the context the site resolved. */
const postContext = (context: ResolvedContext) => post({ type: 'context', context });

interface PageState {
  pageText: string | null;
  /** The page shown: the scenario's or the custom text's, after the harness's editor actions. */
  rawPage: unknown;
}
type PageEvent = { type: 'text'; pageText: string | null } | { type: 'edit'; action: EditorAction };

function parsePageText(pageText: string | null): unknown {
  if (pageText === null) return content.page;
  try {
    return JSON.parse(pageText) as unknown;
  } catch {
    return pageText; // loadPage reports it as unreadable
  }
}

/** A new page text starts over; an editor action edits the page being shown (the site and its stores stay). */
function pageReducer(state: PageState, event: PageEvent): PageState {
  if (event.type === 'text') return event.pageText === state.pageText ? state : { pageText: event.pageText, rawPage: parsePageText(event.pageText) };
  return { ...state, rawPage: applyEditorAction(state.rawPage, event.action) };
}

/**
 * A custom page in the frame's own address, for the frame opened alone: `page=` (base64url, as the
 * shell writes it) or `saved=` (a long pasted page saved in this browser). Text that is not a page
 * (damaged base64, an id this browser does not have) is shown as an unreadable page, never as the scenario.
 */
function pageTextInAddress(): string | null {
  const params = new URLSearchParams(location.search);
  const page = params.get('page');
  if (page) return decodePageText(page) ?? `damaged page in the address: ${page.slice(0, 40)}`;
  const saved = params.get('saved');
  if (saved) return savedPage(storageArea(window, 'localStorage'), saved) ?? `the pasted page "${saved}" is not saved in this browser`;
  return null;
}

/**
 * The State panel's reset and load: the storage the runtime wrote for the site is cleared (a saved
 * state's written in its place) and the frame reloads, so every store starts from it as a visitor's
 * next visit would. Only what the site keeps across a reload can be loaded this way (in a browser
 * that refuses storage, nothing: the runtime kept it in memory, and the reload starts it empty).
 */
function runStateCommand(command: StateCommand, prefix: string) {
  for (const [area, entries] of [
    [storageArea(window, 'localStorage'), command.kind === 'load' ? command.storage.local : {}],
    [storageArea(window, 'sessionStorage'), command.kind === 'load' ? command.storage.session : {}],
  ] as const) {
    if (area === null) continue;
    clearSiteStorage(area, prefix);
    writeSiteStorage(area, prefix, entries);
  }
  location.reload();
}

function runClockCommand(clock: SteppableClock, command: ClockCommand) {
  if (command.kind === 'pause') clock.pause();
  else if (command.kind === 'resume') clock.resume();
  else if (command.kind === 'step') clock.step(command.ms);
  else if (command.kind === 'next') clock.stepToNext();
  else clock.setRate(command.rate);
  keepClockInAddress(clock);
}

/**
 * The frame's own address keeps the clock as it is now: a reload (the State panel, a crash's
 * Reload) starts it paused, or at its speed, as QA left it.
 */
function keepClockInAddress(clock: SteppableClock) {
  const address = new URL(location.href);
  address.searchParams.set('clock', clockParam(clock.state()));
  if (address.href !== location.href) history.replaceState(history.state, '', address);
}

/**
 * The frame's own address keeps the mode, flags and page the shell last sent: a reload (the State
 * panel, the Clock panel, a crash's Reload) renders that page in them from its first render, as the
 * shell's address for the frame had them when it loaded (a page that went back to the scenario's
 * by message never comes back as the custom page it left, nor the other way round).
 */
function keepContextInAddress(mode: Mode, flags: RuntimeFlags, pageText: string | null) {
  const address = new URL(location.href);
  address.searchParams.set('mode', mode);
  const named = flagsParam(flags);
  if (named) address.searchParams.set('flags', named);
  else address.searchParams.delete('flags');
  // The text in the address already (an unreadable one too: it is the page the frame shows) is left as it is.
  if (pageText !== pageTextInAddress()) setCustomPageParams(address.searchParams, customPageParams(storageArea(window, 'localStorage'), pageText));
  if (address.href !== location.href) history.replaceState(history.state, '', address);
}

/** The held clock's state to the shell: after changes (at most every 200 ms), and each second while it runs (the due times move). */
function postClockState(clock: SteppableClock) {
  const CLOCK_POST_MS = 200;
  let due: ReturnType<typeof setTimeout> | null = null;
  const postNow = () => {
    due = null;
    post({ type: 'clock', state: clock.state() });
  };
  clock.onChange(() => {
    due ??= setTimeout(postNow, CLOCK_POST_MS);
  });
  setInterval(() => {
    if (!clock.state().paused) postNow();
  }, 1000);
  postNow();
}
/** Whether the held clock's state goes to the shell yet (postClockState runs once, from the frame's first listening render). */
let clockPosted = false;

function Frame() {
  const [mode, setMode] = useState<Mode>(query.mode);
  const [flags, setFlags] = useState<RuntimeFlags>(query.flags);
  const [{ pageText, rawPage }, dispatchPage] = useReducer(pageReducer, null, () => {
    const pageText = pageTextInAddress();
    return { pageText, rawPage: parsePageText(pageText) };
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || !isMessage<ShellToFrame>(event.data)) return;
      const message = event.data;
      if (message.type === 'sandbox-change' || message.type === 'lead-rules' || message.type === 'site-state' || message.type === 'axe') return;
      if (message.type === 'clock') {
        if (heldClock) runClockCommand(heldClock, message.command);
        return;
      }
      if (message.type === 'faults') {
        applyFaultRules(sandboxOf(window).faults, faultsSent, message.rules, message.rearm);
        faultsSent = message.rules;
        postUsedFaults();
        return;
      }
      if (message.type === 'editor-action') {
        if (message.action.kind !== 'jump-to-slide' && message.action.kind !== 'open-modal' && message.action.kind !== 'cart') dispatchPage({ type: 'edit', action: message.action });
        return;
      }
      setMode(message.mode);
      setFlags(message.flags);
      keepContextInAddress(message.mode, message.flags, message.pageText);
      dispatchPage({ type: 'text', pageText: message.pageText });
    };
    window.addEventListener('message', onMessage);
    post({ type: 'ready' });
    // The clock's state goes to the shell only now the frame listens: the shell shows its controls
    // on it, and a Pause pressed before the listener was lost (the page started before the frame rendered).
    if (heldClock && !clockPosted) {
      clockPosted = true;
      postClockState(heldClock);
    } else if (heldClock) post({ type: 'clock', state: heldClock.state() });
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The history entries the runtime adds as the visitor opens dialogs (Back closes them: the cart,
  // a page modal, the pay query's own entry) carry the frame's address as it was then. Back or
  // Forward onto one written before a switch of mode, flags or clock would leave the old ones in the
  // address, which a reload (the State panel, a crash's Reload) would bring back under the shell's.
  useEffect(() => {
    const keep = () => {
      keepContextInAddress(mode, flags, pageText);
      if (heldClock) keepClockInAddress(heldClock);
    };
    window.addEventListener('popstate', keep);
    return () => window.removeEventListener('popstate', keep);
  }, [mode, flags, pageText]);

  const loaded: PageLoadResult = useMemo(() => loadPage(rawPage), [rawPage]);
  // The sandbox checks orders by the shop's settings of the page shown (its preorders), as the
  // platform does: this page's, and a page's the shell sends later over the same sandbox.
  useEffect(() => {
    if (loaded.ok) sandboxOf(window).setEcommerce(loaded.settings.ecommerce);
  }, [loaded]);
  // A new page is a new site: fresh services and stores. Mode and flags keep them.
  const site = useMemo(
    () => {
      // The sandbox cannot reach the video providers: their player scripts are stood in by fakes with the same surface.
      // The clock QA holds, where the address asks for it, runs the fake players' load timeouts too.
      const clock = heldClock ?? realClock;
      // The runtime sees the visitor's query alone: the frame's parameters stay (frame-location.ts).
      // Each page keeps its own storage (its cart): the scenario's page, or a custom one by its text.
      const services = createBrowserServices(window, siteKeyFor(scenario.id, pageText), { scripts: createFakeScriptLoader(window, { timers: clock }), clock, location: frameLocation(createLocationService(window)) });
      return { services, stores: createSiteStores(services.storage, services.clock, services.sessionStorage) };
    },
    [pageText],
  );
  // The site a page change replaced lets go of what it held (observers, listeners, a cart's
  // pending removal), once the new one is shown. Not in an effect's cleanup: StrictMode runs that
  // on the site still shown.
  const shownSite = useRef<typeof site | null>(null);
  useEffect(() => {
    const previous = shownSite.current;
    shownSite.current = site;
    if (previous && previous !== site) releaseSite(previous.services, previous.stores);
  }, [site]);
  // Everything the page emits is shown in the shell's Events panel.
  useEffect(() => site.services.events.onAny((name, payload) => post({ type: 'event', name, payload, time: Date.now() })), [site]);

  const targets = useMemo(() => editorTargets(rawPage), [rawPage]);
  useEffect(() => {
    post({ type: 'page-status', fatal: !loaded.ok, issues: loaded.issues, targets });
  }, [loaded, targets]);

  // Jumping to a slide talks to the slider through the site's event bus; a modal opens through the site's dialog service.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || !isMessage<ShellToFrame>(event.data) || event.data.type !== 'editor-action') return;
      const { action } = event.data;
      if (action.kind === 'jump-to-slide') site.services.events.emit('editor:jump-to-slide', { elementId: action.elementId, index: action.index });
      if (action.kind === 'open-modal') site.stores.modals.getState().open(action.modalId);
      if (action.kind === 'cart') site.services.events.emit('editor:cart', { open: action.open });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [site]);
  // The shell's Cart panel: the visitor's cart as it changes, and QA's changes to the sandbox's shop.
  useEffect(() => {
    const sandbox = sandboxOf(window);
    const postCart = () => {
      const { items, settings, open } = cartStoreOf(site.stores).getState();
      post({ type: 'cart', lines: items.map((item) => cartLine(item, settings)), open: open.kind === 'open', changed: Object.fromEntries(sandbox.catalogue.list()) });
    };
    postCart();
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || !isMessage<ShellToFrame>(event.data) || event.data.type !== 'sandbox-change') return;
      try {
        sandbox.catalogue.change(event.data.variantId, event.data.change);
      } catch (error) {
        console.warn('sandbox: change refused', error);
      }
      postCart();
    };
    window.addEventListener('message', onMessage);
    const unsubscribe = cartStoreOf(site.stores).subscribe(postCart);
    return () => {
      unsubscribe();
      window.removeEventListener('message', onMessage);
    };
  }, [site]);
  // The State panel: the site's stores and storage as they change; its reset and load.
  useEffect(() => {
    const prefix = siteStoragePrefix(siteKeyFor(scenario.id, pageText));
    const stop = watchSiteState(window, site, prefix, (state) => post({ type: 'site-state', state }));
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || !isMessage<ShellToFrame>(event.data) || event.data.type !== 'site-state') return;
      stop();
      runStateCommand(event.data.command, prefix);
    };
    window.addEventListener('message', onMessage);
    return () => {
      stop();
      window.removeEventListener('message', onMessage);
    };
  }, [site, pageText]);
  // A handle for the browser tests and for poking around in devtools.
  // The shop's stores are made on first use (runtime/core/site-stores.ts): the handle names them too.
  useEffect(() => {
    const { stores } = site;
    const shop = {
      get cart() {
        return cartStoreOf(stores);
      },
      get catalogue() {
        return catalogueStoreOf(stores);
      },
      get promotions() {
        return promoStoreOf(stores);
      },
      get shipping() {
        return shippingStoreOf(stores);
      },
    };
    Object.assign(window, { __site: { ...site, stores: Object.assign(Object.create(shop) as typeof shop, stores) } });
  }, [site]);

  if (!loaded.ok) return <PageProblems issues={loaded.issues} />;
  return (
    <>
      <Site page={loaded} mode={mode} flags={flags} services={site.services} stores={site.stores} onContext={postContext} />
      {mode === 'admin' && targets.bundles.length > 0 && <EditorChip />}
      {crash === 'render' && <CrashOnRender />}
    </>
  );
}

/** Throws while rendering, outside every part's own boundary (`crash=render`): what a bug in the site's frame would do. */
function CrashOnRender(): ReactNode {
  throw new Error('A render error no part of the page caught (crash=render in the address)');
}

/**
 * What a crashed frame shows in place of a blank page: the error and a Reload button; the shell
 * hears of it too and offers its own Reload. A class, as React has no hook that catches a render error.
 */
class FrameBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    post({ type: 'crash', message: error.message });
  }

  override render() {
    return this.state.error ? <FrameCrash message={this.state.error.message} /> : this.props.children;
  }
}

function FrameCrash({ message }: { message: string }) {
  return (
    <main className="frame-crash">
      <div role="alert">
        <h1>The page crashed</h1>
        <pre>{message}</pre>
      </div>
      <button type="button" onClick={() => location.reload()}>
        Reload
      </button>
    </main>
  );
}

const sandboxOf = (frame: Window) => (frame as Window & { __sandbox: BrowserSandbox }).__sandbox;

/** The fault rules last put in the sandbox (harness/fault-rules.ts applyFaultRules). */
let faultsSent: readonly FaultRule[] = [];
/** The used-up "once" faults as last told to the shell, so a request that used none sends nothing. */
let usedFaultsPosted = '[]';
/** Tells the shell which "once" faults the sandbox has used up (the Faults panel marks them). */
function postUsedFaults() {
  const matches = usedUpFaults(sandboxOf(window).faults.list(), faultsSent);
  if (JSON.stringify(matches) === usedFaultsPosted) return;
  usedFaultsPosted = JSON.stringify(matches);
  post({ type: 'faults-used', matches });
}

function cartLine(item: CartItemData, settings: EcommerceSettings): CartLine {
  return {
    id: item.id,
    productId: item.productId,
    variantId: item.variantId,
    title: item.title,
    options: item.optionsInfo.map((option) => option.name).join(', '),
    count: item.count,
    price: item.price,
    quantity: item.quantity,
    status: stockStatus(item, settings),
  };
}

function pageLanguage(page: unknown): Language | undefined {
  const language = isRecord(page) && isRecord(page.settings) ? page.settings.language : undefined;
  return language === 'ru' || language === 'en' ? language : undefined;
}

/** How long the frame waits for the page's faces before it renders anyway. */
const PAGE_FONTS_WAIT_MS = 1000;

function pageFontsReady(language: string | undefined): Promise<unknown> {
  const sample = language === 'ru' ? 'Ж' : 'A';
  const faces = ['400 1em "Inter Variable"', '600 1em "Playfair Display Variable"'].map((font) => document.fonts.load(font, sample));
  return Promise.race([Promise.allSettled(faces), new Promise((done) => setTimeout(done, PAGE_FONTS_WAIT_MS))]);
}

async function start() {
  preloadPageFonts(document);
  // The scenario's page and seed, and the mock backend's code, load side by side; the page renders
  // once the sandbox listens, so the Requests panel sees its very first request.
  const [scenarioContent, startSandbox] = await Promise.all([scenario.load(), loadSandbox()]);
  if (crash === 'boot') throw new Error('The frame failed to start (crash=boot in the address)');
  content = { ...scenarioContent, page: onlySections(scenarioContent.page, query.sections) };
  // The page of the first render: a custom one when the address carries it (the shell puts it
  // there), else the scenario's. Its faces and its parts' code are the ones waited for below.
  const firstPage = parsePageText(pageTextInAddress());
  // The page's faces (the cyrillic ones for a page in Russian) ahead of its first render: with
  // `font-display: optional` a face still on its way when text is first laid out is skipped for
  // the whole page view, and frames loading side by side (the matrix) then drew one page in two
  // fonts. So the frame waits for them (a little, beside the sandbox's start) before it renders.
  const language = pageLanguage(firstPage);
  preloadPageFonts(document, language);
  // And for the code of its on-demand parts: the page is whole at its first render. A section whose
  // code came a moment later showed its placeholder, and React reveals what resolved soon after a
  // placeholder only on a 300 ms timer, which a test's paused clock held for good (no cards showed).
  const firstLoad = loadPage(firstPage);
  const [sandbox] = await Promise.all([startSandbox(withDemoBills(content.seed)), pageFontsReady(language), firstLoad.ok ? preloadPageParts(firstLoad) : undefined]);
  sandbox.log.subscribe(() => {
    post({ type: 'requests', entries: sandbox.log.entries() });
    postUsedFaults();
  });
  const postLeads = () => {
    const { shippingGone, captcha } = sandbox.leads.rules();
    post({ type: 'leads', leads: [...sandbox.leads.list()], rules: { shippingGone, captcha, captchaBehaviour: fakeCaptchaBehaviour(window) } });
  };
  sandbox.leads.subscribe(postLeads);
  // The Leads and Orders panels' rules: the shop drops (or gets back) its shipping methods, the
  // server asks for a captcha, the fake captcha answers as QA chose.
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== location.origin || !isMessage<ShellToFrame>(event.data) || event.data.type !== 'lead-rules') return;
    const { shippingGone, captcha, captchaBehaviour } = event.data.rules;
    sandbox.leads.setRules({ ...(shippingGone === undefined ? {} : { shippingGone }), ...(captcha === undefined ? {} : { captcha }) });
    if (captchaBehaviour) setFakeCaptcha(window, captchaBehaviour);
    postLeads();
  });
  Object.assign(window, { __sandbox: sandbox });
  createRoot(document.getElementById('site')!).render(
    <StrictMode>
      <FrameBoundary>
        <Frame />
      </FrameBoundary>
    </StrictMode>,
  );
}

// The Accessibility panel: axe-core over this document (loaded at the first run), and the element a violation names.
window.addEventListener('message', (event: MessageEvent) => {
  if (event.origin !== location.origin || !isMessage<ShellToFrame>(event.data) || event.data.type !== 'axe') return;
  const { command } = event.data;
  if (command.kind === 'highlight') highlightElement(document, command.selector);
  else void checkAccessibility(document).then((outcome) => post({ type: 'axe', outcome }));
});

// A frame that cannot start (its scenario, the sandbox or the page's code failing to load) shows why, never a blank page.
start().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error('The harness frame failed to start:', error);
  post({ type: 'crash', message });
  createRoot(document.getElementById('site')!).render(<FrameCrash message={message} />);
});
