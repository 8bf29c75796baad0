/**
 * The State panel's data (issue 16.4): the site's stores as plain JSON, and the storage the
 * runtime wrote for the site, as the frame reports them; and the saved state QA exports and loads
 * back. Pure functions, unit tested; the frame reads the live objects (frame/state-report.ts).
 */
import { isRecord } from '../runtime/safety/is-record';
import { savedPageId } from './saved-pages';

/** Plain JSON, as it crosses postMessage and goes into an exported state. */
export type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

/** The storage the runtime wrote under the site's prefix, by key without the prefix (`cart`, `promocode`…), values read as JSON. */
export interface SiteStorage {
  local: Record<string, Plain>;
  session: Record<string, Plain>;
}

/** What the State panel shows: one entry per store (cart, chosen options, forms, captcha, pay…), and the site's storage. */
export interface SiteStateReport {
  /** The storage prefix of the site shown (`site:shop:scenario:`), so QA can find the keys in devtools. */
  prefix: string;
  stores: Record<string, Plain>;
  storage: SiteStorage;
}

/** An exported state: what the site keeps across a reload (its storage) is loaded back; the stores are there to read. */
interface SavedState {
  kind: typeof SAVED_STATE_KIND;
  version: 1;
  scenario: string;
  storage: SiteStorage;
  stores: Record<string, Plain>;
}

const SAVED_STATE_KIND = 'site-runtime-state';

/**
 * The runtime's storage prefix for a site (runtime/core/services.ts, createBrowserServices writes
 * `site:<siteKey>:`). Kept here rather than exported by the runtime: only the harness needs to
 * list and clear a site's keys.
 */
export const siteStoragePrefix = (siteKey: string) => `site:${siteKey}:`;

/**
 * The runtime's site key for what the frame shows: the scenario's page (`shop:scenario`), or a custom
 * page keyed by its text, with the id saved-pages.ts gives it (`shop:custom:p1x2y3z`). Each pasted
 * page keeps its own cart and form drafts (one key for them all made a second page inherit the
 * first's), and the same page opened again finds its own.
 */
export function siteKeyFor(scenarioId: string, pageText: string | null): string {
  return pageText === null ? `${scenarioId}:scenario` : `${scenarioId}:custom:${savedPageId(pageText)}`;
}

/** How deep toPlain goes: the stores are shallow; deeper is a cycle or not worth reading. */
const MAX_DEPTH = 12;

/**
 * A store's state as plain JSON: its actions (functions) dropped, Maps as objects, Sets as arrays,
 * anything else JSON cannot carry named in a string, so postMessage and JSON.stringify never fail.
 */
export function toPlain(value: unknown, depth = 0, seen: Set<object> = new Set()): Plain | undefined {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'function' || typeof value === 'symbol' || value === undefined) return undefined;
  if (typeof value === 'bigint') return `${value}n`;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  try {
    if (Array.isArray(value) || value instanceof Set) return [...value].map((entry) => toPlain(entry, depth + 1, seen) ?? null);
    if (value instanceof Map) return toPlainRecord(Object.fromEntries([...value].map(([key, entry]) => [String(key), entry])), depth, seen);
    if (value instanceof Date) return value.toISOString();
    return toPlainRecord(value as Record<string, unknown>, depth, seen);
  } finally {
    seen.delete(value);
  }
}

function toPlainRecord(record: Record<string, unknown>, depth: number, seen: Set<object>): { [key: string]: Plain } {
  const plain: { [key: string]: Plain } = {};
  for (const [key, entry] of Object.entries(record)) {
    const converted = toPlain(entry, depth + 1, seen);
    if (converted !== undefined) plain[key] = converted;
  }
  return plain;
}

/** The keys of the site in one storage area, without the prefix; a value that is not JSON is kept as its text. */
export function readSiteStorage(storage: Pick<Storage, 'length' | 'key' | 'getItem'>, prefix: string): Record<string, Plain> {
  const entries: Record<string, Plain> = {};
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key === null || !key.startsWith(prefix)) continue;
    const text = storage.getItem(key) ?? '';
    try {
      entries[key.slice(prefix.length)] = toPlain(JSON.parse(text)) ?? null;
    } catch {
      entries[key.slice(prefix.length)] = text;
    }
  }
  return Object.fromEntries(Object.entries(entries).sort(([a], [b]) => a.localeCompare(b)));
}

/** Removes every key of the site from one storage area (and nothing else: the harness's own keys stay). */
export function clearSiteStorage(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>, prefix: string): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null && key.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Writes a saved state's entries for the site, as the runtime's storage service would (JSON under the prefix). */
export function writeSiteStorage(storage: Pick<Storage, 'setItem'>, prefix: string, entries: Record<string, Plain>): void {
  for (const [key, value] of Object.entries(entries)) storage.setItem(prefix + key, JSON.stringify(value));
}

export function savedState(scenario: string, report: Pick<SiteStateReport, 'stores' | 'storage'>): SavedState {
  return { kind: SAVED_STATE_KIND, version: 1, scenario, storage: report.storage, stores: report.stores };
}

/** Reads a pasted state: the state, or what is wrong with the text. Only its storage is loaded, so only that must be right. */
export function parseSavedState(text: string): SavedState | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'This is not JSON. Paste a state the Export button gave.';
  }
  if (!isRecord(value) || value.kind !== SAVED_STATE_KIND) return `This is not an exported state (its "kind" is not "${SAVED_STATE_KIND}").`;
  if (value.version !== 1) return 'This state was exported by another version of the harness (version 1 is read).';
  const storage = value.storage;
  if (!isRecord(storage) || !isRecord(storage.local) || !isRecord(storage.session)) return 'The state has no "storage" with "local" and "session" entries.';
  return {
    kind: SAVED_STATE_KIND,
    version: 1,
    scenario: typeof value.scenario === 'string' ? value.scenario : '',
    storage: { local: plainRecord(storage.local), session: plainRecord(storage.session) },
    stores: isRecord(value.stores) ? plainRecord(value.stores) : {},
  };
}

function plainRecord(record: Record<string, unknown>): Record<string, Plain> {
  const plain = toPlain(record);
  return isRecord(plain) ? (plain as Record<string, Plain>) : {};
}
