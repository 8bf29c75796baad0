/**
 * The shop scenario's catalogue for `npm run bench` (scripts/bench-browser.mjs, catalogueBench):
 * the runtime's <Site> on the shop page as published (first pages embedded), the sandbox answering
 * the products endpoint from the same seed with no delay, and `window.__bench` to mount the page,
 * switch its mode and time a variant change or a load-more. No harness shell, no StrictMode.
 *
 * Timings run from the action (root.render, a click, a mode change), taken at the start of a
 * frame (in an animation-frame callback, so the figures do not include a random wait for the next
 * frame to begin), to:
 * - commit: the last React commit before the expected DOM change was seen;
 * - paint: the end of the frame that shows the change (a task queued from that frame's
 *   animation-frame stage runs once it is painted; the other browser benchmarks read it so too).
 *   A change made within the action's own frame is painted by that frame.
 *
 * Cards re-rendered: React renders of ProductCard, read from React's own commits. React DOM
 * reports every commit to `__REACT_DEVTOOLS_GLOBAL_HOOK__` (production builds too); the inline
 * script of catalogue-page.html installs a minimal one. In each committed tree a fiber whose
 * component ran in that render has React's PerformedWork flag, and the flag is bubbled into its
 * ancestors' subtreeFlags, so the walk goes down only where something rendered (cheap; the
 * fibers of skipped subtrees keep stale flags, and are never visited). A card is the component
 * fiber that renders the card's <article class="rt-card"> and has the ProductCard props
 * (sectionId, product): matched by shape, not by name (minified) nor by importing ProductCard
 * (which would change how the runtime splits and loads the catalogue's code). No runtime hook.
 * Alongside, a MutationObserver lists the cards whose DOM changed (what a visitor can see change).
 */
import { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserServices, createSiteStores, loadPage, preloadPageFonts, Site, type PageLoadResult } from '../runtime';
import type { Mode } from '../runtime/core/policies';
import type { ProductCardProps } from '../runtime/catalogue';
import { shop as scenario } from '../scenarios/content/shop';
import { startBrowserSandbox } from '../sandbox/browser';
import { imageOriginals, videoOriginals } from '../scenarios/image-originals';
import { createFakeScriptLoader } from '../sandbox/fake-players';

// ---------------------------------------------------------------------------------------------
// React's commits, as the DevTools hook receives them.

/** The few fields of a React fiber the walk reads (React internals; subtreeFlags since React 18). */
interface Fiber {
  type: unknown;
  flags: number;
  subtreeFlags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  memoizedProps: unknown;
}
interface FiberRoot {
  current: Fiber;
}

/** React's PerformedWork flag: the component's function ran in this render and its output was used. */
const PERFORMED_WORK = 1;

/**
 * A ProductCard fiber: a component (its type a function) whose first host element is the card's
 * article, below any fibers that render no element of their own (the card's context provider).
 */
function cardProps(fiber: Fiber): ProductCardProps | null {
  if (typeof fiber.type !== 'function') return null;
  let host = fiber.child;
  while (host && typeof host.type !== 'string') host = host.child;
  if (host?.type !== 'article') return null;
  const article = host.memoizedProps as { className?: unknown } | null;
  const props = fiber.memoizedProps as Partial<ProductCardProps> | null;
  if (typeof article?.className !== 'string' || !/\brt-card\b/.test(article.className)) return null;
  return typeof props?.sectionId === 'string' && typeof props.product?.id === 'string' ? (props as ProductCardProps) : null;
}

interface CommitRecord {
  at: number;
  /** Cards that rendered in this commit: `section/product`. */
  rendered: string[];
  /** Of those, the ones mounted by it. */
  mounted: string[];
  /** Time the walk itself took (included in the paint figures). */
  walkMs: number;
}

declare global {
  interface Window {
    __benchCommit?: (root: FiberRoot) => void;
    __bench?: typeof bench;
  }
}

let commits: CommitRecord[] = [];
/** Off while a mount is timed: every card mounts then, and walking the whole new tree would add to the time. */
let countCards = true;

window.__benchCommit = (root) => {
  const at = performance.now();
  if (!countCards) {
    commits.push({ at, rendered: [], mounted: [], walkMs: 0 });
    return;
  }
  const rendered: string[] = [];
  const mounted: string[] = [];
  const stack: Fiber[] = [root.current];
  while (stack.length) {
    const fiber = stack.pop()!;
    const props = fiber.flags & PERFORMED_WORK ? cardProps(fiber) : null;
    if (props) {
      const card = `${props.sectionId}/${props.product.id}`;
      rendered.push(card);
      if (fiber.alternate === null) mounted.push(card);
    }
    if (fiber.subtreeFlags & PERFORMED_WORK) for (let child = fiber.child; child; child = child.sibling) stack.push(child);
  }
  commits.push({ at, rendered, mounted, walkMs: performance.now() - at });
};

// ---------------------------------------------------------------------------------------------
// Waiting for the DOM and the next paint.

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** When `done()` is first true (checked now and after every DOM mutation); NaN after a timeout. */
function when(done: () => boolean, timeoutMs = 5000): Promise<number> {
  return new Promise((resolve) => {
    if (done()) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (!done()) return;
      finish(performance.now());
    });
    const timer = setTimeout(() => finish(NaN), timeoutMs);
    const finish = (at: number) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(at);
    };
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** The time after the next frame is produced: a task queued from the next animation frame. */
const afterPaint = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));
/**
 * Whether the cards shown after the first `before` that are on the screen have their contents drawn:
 * a card whose content `content-visibility: auto` still skips paints as an empty box (catalogue.css).
 */
function newCardsDrawn(list: Element, before: number): boolean {
  const onScreen = [...list.querySelectorAll('.rt-card:not(.rt-catalogue__page[hidden] *)')].slice(before).filter((card) => {
    const { top, bottom } = card.getBoundingClientRect();
    return bottom > 0 && top < window.innerHeight;
  });
  return onScreen.length > 0 && onScreen.every((card) => card.querySelector('*')?.checkVisibility({ contentVisibilityAuto: true }) ?? false);
}

/** The end of the first frame that starts (its animation frame callbacks) with `drawn` holding; NaN after 5 s. */
const firstFrameDrawing = (drawn: () => boolean, start: number) =>
  new Promise<number>((resolve) => {
    const frame = () => (drawn() ? setTimeout(() => resolve(performance.now())) : performance.now() - start > 5000 ? resolve(NaN) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  });

/** The time when the tasks queued so far have run (after the current frame, when called inside one). */
const nextTask = () => new Promise<number>((resolve) => setTimeout(() => resolve(performance.now())));

const cardKey = (card: Element) => `${card.closest('[data-section-id]')?.getAttribute('data-section-id') ?? '?'}/${card.getAttribute('data-product-id') ?? '?'}`;

/** The cards whose DOM changed (inside them, or the card element itself) while watched; added cards apart. */
function watchCardDom(target: Element) {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((list) => records.push(...list));
  observer.observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
  return () => {
    records.push(...observer.takeRecords());
    observer.disconnect();
    const added = new Set<string>();
    const changed = new Set<string>();
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) for (const card of [node, ...node.querySelectorAll('.rt-card')].filter((el) => el.matches('.rt-card'))) added.add(cardKey(card));
      }
      const element = record.target instanceof Element ? record.target : record.target.parentElement;
      const card = element?.closest('.rt-card');
      if (card) changed.add(cardKey(card));
    }
    return { added: [...added], changed: [...changed].filter((key) => !added.has(key)) };
  };
}

interface Measure {
  /** Action → last commit before the change was seen (ms). */
  commit: number;
  /** Action → the frame showing the change (ms). */
  paint: number;
  start: number;
  commits: number;
  /** ProductCard renders by React, mounts included (unique cards). */
  cardsRendered: string[];
  cardsMounted: string[];
  /** Existing cards whose DOM changed; cards added to the DOM. */
  cardsDomChanged: string[];
  cardsDomAdded: string[];
  walkMs: number;
}

/**
 * Runs `act` at the start of a frame, waits for `done`, then for the frame that paints it (with `drawn`,
 * the first frame that starts with `drawn` holding), then `settleMs` more to catch follow-up
 * commits (counted in the renders, not in the times).
 */
async function measure(act: () => void, done: () => boolean, settleMs = 250, drawn: () => boolean = () => true): Promise<Measure> {
  await afterPaint();
  commits = [];
  const stopWatching = watchCardDom(document.getElementById('site')!);
  let inActionFrame = false;
  const start = await new Promise<number>((resolve) =>
    requestAnimationFrame(() => {
      inActionFrame = true;
      setTimeout(() => (inActionFrame = false)); // runs once this frame is painted
      const at = performance.now();
      act();
      resolve(at);
    }),
  );
  const seen = await when(done);
  let painted = Number.isNaN(seen) ? NaN : inActionFrame ? await nextTask() : await afterPaint();
  if (!Number.isNaN(painted) && !drawn()) painted = await firstFrameDrawing(drawn, start);
  await sleep(settleMs);
  const dom = stopWatching();
  const log = commits;
  commits = [];
  const beforeSeen = log.filter((record) => record.at <= seen);
  return {
    commit: beforeSeen.length ? beforeSeen[beforeSeen.length - 1]!.at - start : NaN,
    paint: painted - start,
    start,
    commits: log.length,
    cardsRendered: [...new Set(log.flatMap((record) => record.rendered))],
    cardsMounted: [...new Set(log.flatMap((record) => record.mounted))],
    cardsDomChanged: dom.changed,
    cardsDomAdded: dom.added,
    walkMs: log.filter((record) => record.at <= painted).reduce((sum, record) => sum + record.walkMs, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// The site.

type RawPage = { sections: { id: string; type: string }[] } & Record<string, unknown>;
const rawPage = scenario.page as RawPage;
type LoadedOk = Extract<PageLoadResult, { ok: true }>;

/** `products`: the PRODUCTS sections only; `all`: the whole shop page; otherwise one section by id. */
function pageWith(sections: string): LoadedOk {
  const keep = (section: { id: string; type: string }) => sections === 'all' || (sections === 'products' ? section.type === 'PRODUCTS' : section.id === sections);
  const loaded = loadPage({ ...rawPage, sections: rawPage.sections.filter(keep) });
  if (!loaded.ok) throw new Error(`the shop page does not load: ${JSON.stringify(loaded.issues)}`);
  return loaded;
}

let root: Root | null = null;
let setSiteMode: ((mode: Mode) => void) | null = null;

function BenchSite({ page, initialMode }: { page: LoadedOk; initialMode: Mode }) {
  const [mode, setMode] = useState(initialMode);
  // A new mount is a new site, as a page load is: fresh services and stores.
  const [site] = useState(() => {
    const services = createBrowserServices(window, 'bench:shop', { scripts: createFakeScriptLoader(window) });
    return { services, stores: createSiteStores(services.storage, services.clock) };
  });
  useEffect(() => {
    setSiteMode = setMode;
    return () => {
      setSiteMode = null;
    };
  }, []);
  return <Site page={page} mode={mode} services={site.services} stores={site.stores} />;
}

function unmount() {
  root?.unmount();
  root = null;
}

/** The category lists of a section, in tab order (inactive tab panels are rendered, hidden). */
const sectionLists = (sectionId: string) => [...document.querySelectorAll<HTMLElement>(`[data-section-id="${sectionId}"] .rt-catalogue__list`)];

/** Shows a list: selects its tab if it is in a hidden tab panel (not timed). */
async function showList(list: HTMLElement) {
  const panel = list.closest<HTMLElement>('[role="tabpanel"]');
  if (!panel?.hidden) return;
  document.querySelector<HTMLElement>(`[role="tab"][aria-controls="${CSS.escape(panel.id)}"]`)?.click();
  await afterPaint();
}

// ---------------------------------------------------------------------------------------------
// Variant changes: a card's option value that changes the price, and the value to go back to.

type OptionKind = 'blocks' | 'radio' | 'dropdown';

interface VariantTarget {
  kind: OptionKind;
  /** The category list the card is in (its tab is selected before the timed clicks). */
  list: HTMLElement;
  card: HTMLElement;
  group: HTMLElement;
  /** Indexes of the two values clicked in turn. */
  values: [number, number];
  turn: 0 | 1;
  prices: [string, string];
}

const priceText = (card: Element) => card.querySelector('.rt-card__price')?.textContent ?? '';

function groupKind(group: Element): OptionKind | null {
  if (group.matches('.rt-option--list')) return 'dropdown';
  if (group.matches('.rt-option--radio')) return 'radio';
  if (group.querySelector('.rt-option__blocks')) return 'blocks';
  return null;
}

/** The value elements of a group: block buttons, radio inputs or dropdown options. */
function valueElements(group: Element, kind: OptionKind): HTMLElement[] {
  if (kind === 'blocks') return [...group.querySelectorAll<HTMLElement>('button[role="radio"]')];
  if (kind === 'radio') return [...group.querySelectorAll<HTMLElement>('input[type="radio"]')];
  return [...group.querySelectorAll<HTMLElement>('[role="option"]')];
}

function isChosen(element: HTMLElement, kind: OptionKind) {
  if (kind === 'blocks') return element.getAttribute('aria-checked') === 'true';
  if (kind === 'radio') return (element as HTMLInputElement).checked;
  return element.getAttribute('aria-selected') === 'true';
}

function isAvailable(element: HTMLElement, kind: OptionKind) {
  if (kind === 'blocks') return element.getAttribute('data-state') === 'available';
  if (kind === 'radio') return element.closest('label')?.getAttribute('data-state') === 'available';
  return element.getAttribute('aria-disabled') !== 'true' && !(element.textContent ?? '').includes('·'); // a tip after "·" marks a locked value
}

/** Opens a dropdown group's list (not timed: the timed click is the option's). */
async function openDropdown(group: Element) {
  const button = group.querySelector<HTMLElement>('button[aria-haspopup="listbox"]');
  if (button?.getAttribute('aria-expanded') !== 'true') button?.click();
  await afterPaint();
}

async function chooseValue(target: Pick<VariantTarget, 'group' | 'kind'>, index: number) {
  if (target.kind === 'dropdown') await openDropdown(target.group);
  valueElements(target.group, target.kind)[index]?.click();
}

/**
 * Finds, among the cards of a section's first pages (tab by tab), one card per option kind whose
 * price changes between two available values; each card is left as it was, and the first tab
 * shown again. Run before throttling.
 */
async function findVariantTargets(sectionId: string): Promise<Map<OptionKind, VariantTarget>> {
  const targets = new Map<OptionKind, VariantTarget>();
  const lists = sectionLists(sectionId);
  for (const list of lists) {
    if (targets.size === 3) break;
    await showList(list);
    for (const card of list.querySelectorAll<HTMLElement>('.rt-card:not(.rt-catalogue__page[hidden] *)')) {
      for (const group of card.querySelectorAll<HTMLElement>('.rt-option')) {
        const kind = groupKind(group);
        if (!kind || targets.has(kind)) continue;
        const values = valueElements(group, kind);
        const from = values.findIndex((value) => isChosen(value, kind));
        if (from < 0) continue;
        for (let to = 0; to < values.length && !targets.has(kind); to += 1) {
          if (to === from || !isAvailable(values[to]!, kind)) continue;
          const before = priceText(card);
          await chooseValue({ group, kind }, to);
          await afterPaint();
          const after = priceText(card);
          const back = valueElements(group, kind)[from];
          const canGoBack = back !== undefined && isAvailable(back, kind);
          await chooseValue({ group, kind }, from);
          await afterPaint();
          if (after !== before && canGoBack && priceText(card) === before) targets.set(kind, { kind, list, card, group, values: [to, from], turn: 0, prices: [after, before] });
        }
      }
    }
  }
  if (lists[0]) await showList(lists[0]);
  return targets;
}

let variantTargets = new Map<OptionKind, VariantTarget>();

// ---------------------------------------------------------------------------------------------
// The API the bench script drives.

const bench = {
  products: scenario.seed.products.length,

  /** Mounts a fresh site (new root, services and stores) and times it until every PRODUCTS section shows cards (card renders not counted). */
  async mount({ sections, mode }: { sections: string; mode: Mode }) {
    unmount();
    await sleep(50);
    const page = pageWith(sections);
    const productSections = page.sections.flatMap((part) => (part.ok && part.value.type === 'PRODUCTS' ? [part.value.id] : []));
    countCards = false;
    const measured = await measure(
      () => {
        root = createRoot(document.getElementById('site')!);
        root.render(<BenchSite page={page} initialMode={mode} />);
      },
      () => productSections.every((id) => document.querySelector(`[data-section-id="${id}"] .rt-card`) !== null),
    ).finally(() => (countCards = true));
    return { ...measured, sections: productSections, cardsInDom: document.querySelectorAll('.rt-card').length, cardsHidden: document.querySelectorAll('[hidden] .rt-card').length };
  },

  unmount,

  /** Re-renders the mounted site in another mode (no remount). */
  async switchMode(mode: Mode) {
    if (!setSiteMode) throw new Error('no site mounted');
    const set = setSiteMode;
    return measure(
      () => set(mode),
      () => document.querySelector('.rt-site')?.getAttribute('data-mode') === mode,
    );
  },

  /** Which option kinds have a card whose price a value changes; their cards and prices. */
  async prepareVariants(sectionId = 'catalogue') {
    variantTargets = await findVariantTargets(sectionId);
    return [...variantTargets.values()].map((target) => ({ kind: target.kind, card: cardKey(target.card), category: target.list.getAttribute('data-category'), prices: target.prices }));
  },

  /** Clicks the target card's other value and times it until its price text changes. */
  async variantChange(kind: OptionKind) {
    const target = variantTargets.get(kind);
    if (!target) throw new Error(`no ${kind} variant target`);
    await showList(target.list);
    const before = priceText(target.card);
    if (kind === 'dropdown') {
      await openDropdown(target.group);
      await sleep(50);
    }
    const value = valueElements(target.group, kind)[target.values[target.turn]]!;
    const measured = await measure(
      () => value.click(),
      () => priceText(target.card) !== before,
    );
    target.turn = target.turn === 0 ? 1 : 0;
    return { ...measured, from: before, to: priceText(target.card), card: cardKey(target.card) };
  },

  /**
   * Clicks the load-more button of the section's first tab and times it from the click until
   * `perPage` more cards show in its list. `pointerFirstMs`: the pointer comes over the button that
   * long before the click (a visitor's mouse), so the page may ask for the products on that intent.
   */
  async loadMore(sectionId = 'catalogue', perPage = 9, pointerFirstMs = 0) {
    const list = sectionLists(sectionId)[0];
    if (list) await showList(list);
    const button = list?.querySelector<HTMLElement>('.rt-catalogue__more-button');
    if (!list || !button) throw new Error(`no load-more button in section ${sectionId}`);
    // The cards shown: the next page's, rendered ahead on the pointer's intent, are hidden until the click.
    const count = () => list.querySelectorAll('.rt-card:not(.rt-catalogue__page[hidden] *)').length;
    const before = count();
    // The next page's request, which may go as the button nears the screen (request-ahead.ts), long before the click.
    const nextPage = String(Number(list.getAttribute('data-page') ?? '1') + 1);
    // A visitor clicks a button they see: in the middle of the window, the new cards' first row below
    // it on screen. What the scroll starts (the sliders and images come on screen) settles first.
    button.scrollIntoView({ block: 'center' });
    await afterPaint();
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
    if (pointerFirstMs > 0) {
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
      await new Promise((resolve) => setTimeout(resolve, pointerFirstMs));
      await afterPaint();
    }
    const measured = await measure(
      () => button.click(),
      () => count() >= before + perPage,
      400,
      () => newCardsDrawn(list, before),
    );
    const request = performance
      .getEntriesByType('resource')
      .findLast((entry): entry is PerformanceResourceTiming => entry.name.includes('/api/ecommerce/products') && new URL(entry.name).searchParams.get('page') === nextPage);
    return { ...measured, before, after: count(), response: request ? request.responseEnd - measured.start : NaN };
  },
};

async function start() {
  preloadPageFonts(document);
  const sandbox = await startBrowserSandbox(scenario.seed, { imageOriginals, videoOriginals });
  sandbox.faults.clear(); // the sandbox answers at once: no delay rule
  Object.assign(window, { __sandbox: sandbox });
  window.__bench = bench;
}

void start();
