/**
 * Everything the shell shows lives in its URL, so a copied link reproduces the case.
 * One query parser (`parseRuntimeQuery`) reads mode, viewport, flags and scenario for the shell,
 * the frame and the gallery. Pure functions, unit tested.
 */
import { FLAG_NAMES, MODES, NO_FLAGS, VIEWPORTS, type Mode, type RuntimeFlags, type Viewport } from '../runtime/core/policies';
import { findPayLink } from '../scenarios/pay-bills';
import { parseFaults, serializeFaults } from './fault-rules';
import { PUBLISHED_FOLDER_NAME, publishedFolderAddress } from './published-folders';
import { clockParam, parseClockParam } from './frame/steppable-clock';

/** What the three pages read from a query string, each keeping what it understands. */
interface RuntimeQuery {
  /** Null when absent. */
  scenario: string | null;
  mode: Mode;
  /** As written (a shell preset id, or `mobile` / `desktop`); null when absent. */
  viewport: string | null;
  flags: RuntimeFlags;
  /** `sections=a,b`: only these sections of the scenario's page (null: all of them). */
  sections: string[] | null;
}

/** The mode when the query names none (or an unknown one). */
const DEFAULT_MODE: Mode = 'preview';

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Reads `?scenario=…&mode=…&viewport=…&flags=bot,screenshot`: unknown modes and flags are ignored. */
export function parseRuntimeQuery(search: string | URLSearchParams): RuntimeQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const named = (params.get('flags') ?? '').split(',');
  const flags = { ...NO_FLAGS };
  for (const name of FLAG_NAMES) flags[name] = named.includes(name);
  return { scenario: params.get('scenario'), mode: pick(params.get('mode'), MODES, DEFAULT_MODE), viewport: params.get('viewport'), flags, sections: sectionIds(params.get('sections')) };
}

function sectionIds(value: string | null): string[] | null {
  const ids = (value ?? '').split(',').filter((id) => id !== '');
  return ids.length ? ids : null;
}

/**
 * The scenario's page with only the named sections, in the page's order (QA looks at one part of a
 * long page; a browser test opens the smallest page that shows its behaviour). Settings, widgets and
 * the published products stay as they are. Null keeps every section; a page that is not a page
 * object is returned untouched (the loader reports it).
 */
export function onlySections(page: unknown, ids: readonly string[] | null): unknown {
  if (ids === null || typeof page !== 'object' || page === null || !('sections' in page) || !Array.isArray(page.sections)) return page;
  const sections = page.sections.filter((section: unknown) => typeof section === 'object' && section !== null && 'id' in section && ids.includes(String(section.id)));
  return { ...page, sections };
}

/** The flags as the query writes them (`bot,slowNetwork`), or null when none is on. */
export function flagsParam(flags: RuntimeFlags): string | null {
  const on = FLAG_NAMES.filter((name) => flags[name]);
  return on.length ? on.join(',') : null;
}

/** A runtime viewport the query fixes (`mobile` or `desktop`), for the gallery; otherwise it follows the width. */
export function fixedViewport(query: RuntimeQuery): Viewport | undefined {
  return (VIEWPORTS as readonly string[]).includes(query.viewport ?? '') ? (query.viewport as Viewport) : undefined;
}

interface ViewportPreset {
  id: string;
  label: string;
  width: number;
  height: number;
}

/** Frame sizes: the first two are the mobile 375 px and desktop 1280 px. */
export const VIEWPORT_PRESETS: readonly ViewportPreset[] = [
  { id: 'mobile', label: 'Mobile 375', width: 375, height: 812 },
  { id: 'desktop', label: 'Desktop 1280', width: 1280, height: 800 },
  { id: 'mobile-l', label: 'Mobile L 414', width: 414, height: 896 },
  { id: 'tablet', label: 'Tablet 768', width: 768, height: 1024 },
  { id: 'wide', label: 'Wide 1440', width: 1440, height: 900 },
];

export const PANELS = ['policies', 'problems', 'requests', 'faults', 'leads', 'orders', 'cart', 'state', 'clock', 'events', 'editor', 'accessibility'] as const;
/** How the stage shows the frame: scaled down to fit the stage (never cut off), or at a fixed zoom. The frame's own width never changes. */
export const ZOOMS = ['fit', '100', '75', '50'] as const;
export type Zoom = (typeof ZOOMS)[number];
export type Panel = (typeof PANELS)[number];

/** How the frame is made to crash, to see (and test) its error boundary: while rendering, or before it starts. */
const CRASHES = ['render', 'boot'] as const;
export type Crash = (typeof CRASHES)[number];

/** `crash=render` or `crash=boot`; anything else is no crash. */
export function parseCrashParam(value: string | null): Crash | undefined {
  return (CRASHES as readonly string[]).includes(value ?? '') ? (value as Crash) : undefined;
}

/** The stage shows one page (`single`), or the same page in a grid of modes × viewports (`matrix`). */
const VIEWS = ['single', 'matrix'] as const;
export type View = (typeof VIEWS)[number];

/** The matrix's rows and columns: the modes and viewport presets it shows (all three modes, mobile and desktop by default). */
export interface MatrixChoice {
  modes: Mode[];
  viewports: string[];
}
export const DEFAULT_MATRIX: MatrixChoice = { modes: [...MODES], viewports: ['mobile', 'desktop'] };

/** Reads `modes=admin,run` and `viewports=mobile,tablet`: unknown entries are dropped; none left gives the default. */
function parseMatrixChoice(params: URLSearchParams): MatrixChoice {
  const listed = <T extends string>(value: string | null, allowed: readonly T[]) => [...new Set((value ?? '').split(','))].filter((entry): entry is T => (allowed as readonly string[]).includes(entry));
  // Kept in the order of the modes and presets, whatever order the address wrote them in.
  const modes = MODES.filter((mode) => listed(params.get('modes'), MODES).includes(mode));
  const presetIds = VIEWPORT_PRESETS.map((preset) => preset.id);
  const viewports = presetIds.filter((id) => listed(params.get('viewports'), presetIds).includes(id));
  return { modes: modes.length ? modes : DEFAULT_MATRIX.modes, viewports: viewports.length ? viewports : DEFAULT_MATRIX.viewports };
}

export interface ShellState {
  scenario: string;
  /** A `scenario=` that names none (a mistyped or stale link): the shell says it shows the default one instead. Not kept in the address. */
  unknownScenario?: string;
  view: View;
  matrix: MatrixChoice;
  mode: Mode;
  viewport: string;
  flags: RuntimeFlags;
  panel: Panel;
  zoom: Zoom;
  /** A page JSON the user pasted or picked, kept in the URL (base64url of UTF-8). */
  page?: string;
  /** A pasted page too long for the address, saved in this browser under this id (saved-pages.ts). */
  saved?: string;
  /** A URL to load the page JSON from. */
  src?: string;
  /** Only these sections of the scenario's page, as written in the address (`sections=a,b`). */
  sections?: string;
  /** Sandbox faults set from the Faults panel, as the address writes them (fault-rules.ts). */
  faults?: string;
  /** Entries of a hand-edited `faults=` that were not understood (shown in the Faults panel, not kept). */
  ignoredFaults?: string[];
  /** A pay link the frame opens with (scenarios/pay-bills.ts PAY_LINKS id): its query goes into the frame's address. */
  pay?: string;
  /** The frame's clock is held by the Clock panel: `paused` or `x2` (steppable-clock.ts); absent for the real clock. */
  clock?: string;
  /** The frame is made to crash (`crash=render` or `crash=boot`), to try its error boundary. */
  crash?: Crash;
  /** Run mode shows the scenario as `npm run publish` writes it (`published=1`), not the sandboxed frame. */
  published?: true;
  /** Run mode shows a folder `npm run publish` wrote into out/ (`folder=landing`), by its name there. */
  folder?: string;
}

export const DEFAULT_STATE: ShellState = {
  scenario: 'landing',
  view: 'single',
  matrix: DEFAULT_MATRIX,
  mode: DEFAULT_MODE,
  viewport: 'desktop',
  flags: NO_FLAGS,
  panel: 'policies',
  zoom: 'fit',
};

/** The frame's scale on the stage: at most 1 when fitting (a frame is never cut off), else the chosen zoom. */
export function stageScale(zoom: Zoom, frameWidth: number, stageWidth: number): number {
  if (zoom !== 'fit') return Number(zoom) / 100;
  if (stageWidth <= 0) return 1;
  return Math.min(1, stageWidth / frameWidth);
}

export function presetFor(id: string): ViewportPreset {
  return VIEWPORT_PRESETS.find((preset) => preset.id === id) ?? VIEWPORT_PRESETS[1]!;
}

export function encodePageText(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodePageText(encoded: string): string | null {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function parseShellState(search: string, scenarioIds: readonly string[]): ShellState {
  const params = new URLSearchParams(search);
  const query = parseRuntimeQuery(params);
  const state: ShellState = {
    scenario: pick(query.scenario, scenarioIds, scenarioIds.includes(DEFAULT_STATE.scenario) ? DEFAULT_STATE.scenario : (scenarioIds[0] ?? '')),
    mode: query.mode,
    viewport: presetFor(query.viewport ?? DEFAULT_STATE.viewport).id,
    flags: query.flags,
    view: pick(params.get('view'), VIEWS, DEFAULT_STATE.view),
    matrix: parseMatrixChoice(params),
    panel: pick(params.get('panel'), PANELS, DEFAULT_STATE.panel),
    zoom: pick(params.get('zoom'), ZOOMS, DEFAULT_STATE.zoom),
  };
  if (query.scenario && !scenarioIds.includes(query.scenario)) state.unknownScenario = query.scenario;
  const page = params.get('page');
  const saved = params.get('saved');
  const src = params.get('src');
  if (page) state.page = page;
  if (saved) state.saved = saved;
  if (src) state.src = src;
  if (query.sections) state.sections = query.sections.join(',');
  const faults = parseFaults(params.get('faults'));
  if (faults.faults.length) state.faults = serializeFaults(faults.faults);
  if (faults.ignored.length) state.ignoredFaults = faults.ignored;
  const pay = params.get('pay');
  if (findPayLink(pay)) state.pay = pay!;
  const clock = parseClockParam(params.get('clock'));
  if (clock) state.clock = clockParam(clock);
  const crash = parseCrashParam(params.get('crash'));
  if (crash) state.crash = crash;
  if (params.get('published') === '1') state.published = true;
  const folder = params.get('folder');
  if (folder && PUBLISHED_FOLDER_NAME.test(folder)) state.folder = folder;
  return state;
}

/**
 * The address of the published page the stage shows instead of the frame, or null: only in run mode
 * (a visitor's page has no admin or preview), in the single view; an opened published folder, else
 * a scenario's whole page (a published page is the scenario's page as it is: no pasted page, no
 * chosen sections), with the pay link's query.
 */
export function publishedAddress(state: Pick<ShellState, 'published' | 'folder' | 'mode' | 'view' | 'scenario' | 'page' | 'saved' | 'src' | 'sections' | 'pay'>): string | null {
  if (state.mode !== 'run' || state.view !== 'single') return null;
  // The pay link's query opens its bill, as in the frame.
  const payLink = findPayLink(state.pay);
  const payQuery = payLink ? `?${payLink.query}` : '';
  if (state.folder) return `${publishedFolderAddress(state.folder)}${payQuery}`;
  if (!state.published || state.page || state.saved || state.src || state.sections) return null;
  return `/published/${encodeURIComponent(state.scenario)}/${payQuery}`;
}

/**
 * The frame's address for the shell's state: the scenario, the mode and flags it starts in, the
 * custom page it shows (`page=` or `saved=`, as saved-pages.ts customPageParams places it), its
 * sections, a held clock's start, a crash asked for and the pay link's query. The mode, flags and
 * page are there so the page's first render is already theirs (the mode's policies hold from the
 * first commit, where every part's effects run, and a custom page's first render is never the
 * scenario's); a switch after that goes by message, without a reload.
 */
export function frameAddress(state: Pick<ShellState, 'scenario' | 'mode' | 'flags' | 'page' | 'saved' | 'sections' | 'pay' | 'clock' | 'crash'>): string {
  const params = new URLSearchParams({ scenario: state.scenario, mode: state.mode });
  const flags = flagsParam(state.flags);
  if (flags) params.set('flags', flags);
  setCustomPageParams(params, state);
  if (state.sections) params.set('sections', state.sections);
  if (state.clock) params.set('clock', state.clock);
  if (state.crash) params.set('crash', state.crash);
  const payLink = findPayLink(state.pay);
  const payQuery = payLink ? `&${payLink.query}` : '';
  return `frame.html?${params.toString()}${payQuery}`;
}

/**
 * Puts a custom page in an address's parameters in place of the one there: the page itself
 * (`page=`) or, for a long one, the id it is saved under (`saved=`), as saved-pages.ts
 * customPageParams places it; neither for the scenario's own page (null).
 */
export function setCustomPageParams(params: URLSearchParams, custom: Pick<ShellState, 'page' | 'saved'> | null): void {
  params.delete('page');
  params.delete('saved');
  if (custom?.page) params.set('page', custom.page);
  else if (custom?.saved) params.set('saved', custom.saved);
}

export function serializeShellState(state: ShellState): string {
  const params = new URLSearchParams();
  params.set('scenario', state.scenario);
  params.set('mode', state.mode);
  params.set('viewport', state.viewport);
  const flags = flagsParam(state.flags);
  if (flags) params.set('flags', flags);
  if (state.view !== DEFAULT_STATE.view) params.set('view', state.view);
  if (state.view === 'matrix') {
    if (state.matrix.modes.join(',') !== DEFAULT_MATRIX.modes.join(',')) params.set('modes', state.matrix.modes.join(','));
    if (state.matrix.viewports.join(',') !== DEFAULT_MATRIX.viewports.join(',')) params.set('viewports', state.matrix.viewports.join(','));
  }
  if (state.panel !== DEFAULT_STATE.panel) params.set('panel', state.panel);
  if (state.zoom !== DEFAULT_STATE.zoom) params.set('zoom', state.zoom);
  if (state.page) params.set('page', state.page);
  if (state.saved) params.set('saved', state.saved);
  if (state.src) params.set('src', state.src);
  if (state.sections) params.set('sections', state.sections);
  if (state.faults) params.set('faults', state.faults);
  if (state.pay) params.set('pay', state.pay);
  if (state.clock) params.set('clock', state.clock);
  if (state.crash) params.set('crash', state.crash);
  if (state.published) params.set('published', '1');
  if (state.folder) params.set('folder', state.folder);
  return `?${params.toString()}`;
}
