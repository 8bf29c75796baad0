/**
 * The landing address (spec 002 §3: a lead's `utmData` holds the `utm_*` parameters of the address
 * the visitor arrived with). A site writes it as it mounts where leads are sent (Site.tsx); a form
 * reads it as its lead leaves (forms/Form01.tsx). Both through the site's storage, by one key.
 *
 * OUR CHOICE (the specs say no more): an arrival whose address carries `utm_*` parameters is the
 * landing from then on, kept in the site's storage (`services.storage`: every tab, and later
 * visits), so that a lead sent after the pay modal cleared the query (spec 001 §2), from another
 * page of the site, in another tab or on another day still names the campaign the visitor came
 * by; the newest such arrival wins (a visitor who comes again by another campaign). It is kept
 * for LANDING_KEPT_MS from the arrival, the usual attribution window: a lead sent later is a new
 * visit, not the campaign's, and a campaign that wrote personal data into its parameters (an email
 * in utm_term) does not leave it for good to whoever uses the computer next. An arrival without
 * them leaves the kept one and touches no storage (opening it costs a page that stores nothing:
 * storage.ts `openedOnUse`). With none kept, a lead reads the address it is sent from.
 * Only its utm_* parameters are kept: nothing else of the address goes into a lead, and a query
 * that also carries a bill's pay_id and h (a reload in the middle of a payment) leaves no trace of
 * them in the long-lived storage.
 */
import { useEffect } from 'react';
import type { LocationService } from './location';
import type { StorageService } from './storage';
import { isRecord } from '../safety/is-record';

/** The key of the landing address's query in the site's storage. */
export const LANDING_STORAGE_KEY = 'landing';

/** Spec 002 §3: the query parameters a lead's utmData carries. */
const UTM_PREFIX = 'utm_';

/** OUR CHOICE: how long an arrival's utm_* parameters stay the landing, from the arrival (30 days). */
export const LANDING_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** What the site's storage keeps: the arrival's utm_* query and when it came (Date.now()). */
interface KeptLanding {
  query: string;
  at: number;
}

function isKeptLanding(value: unknown): value is KeptLanding {
  return isRecord(value) && typeof value.query === 'string' && typeof value.at === 'number' && Number.isFinite(value.at);
}

/** The `utm_*` parameters of an address (a full URL, a path with a query, or a bare query). */
export function utmFromUrl(url: string): Record<string, string> {
  const at = url.indexOf('?');
  const hashAt = url.indexOf('#');
  const query = at < 0 ? (url.includes('=') && !url.includes('/') ? url : '') : url.slice(at + 1, hashAt > at ? hashAt : undefined);
  const utm: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    if (name.toLowerCase().startsWith(UTM_PREFIX) && !(name in utm)) utm[name] = value;
  }
  return utm;
}

/** What landing.ts reads and writes through. */
interface LandingServices {
  storage: StorageService;
  location: LocationService;
}

/** Keeps the utm_* parameters of the address the visitor arrived with as the landing, when it has any. */
export function recordLanding({ storage, location }: LandingServices): void {
  const utm = utmFromUrl(location.search());
  if (Object.keys(utm).length > 0) storage.set(LANDING_STORAGE_KEY, { query: `?${new URLSearchParams(utm).toString()}`, at: Date.now() } satisfies KeptLanding);
}

/**
 * The landing address's query a lead reports: the one kept, while LANDING_KEPT_MS old at most,
 * else the address it is sent from. One past its time goes from the storage, as does a value of
 * no known age (an older version's bare query, another script's), or one from the future: the
 * clock was set back since, and how old it truly is nobody knows.
 */
export function landingQuery({ storage, location }: LandingServices): string {
  const kept = storage.get<unknown>(LANDING_STORAGE_KEY);
  if (isKeptLanding(kept)) {
    const age = Date.now() - kept.at;
    if (age >= 0 && age <= LANDING_KEPT_MS) return kept.query;
  }
  if (kept !== undefined) storage.remove(LANDING_STORAGE_KEY);
  return location.search();
}

/** Records the landing as the site mounts, where `record` (the formSends policy: the leads that report it are sent). */
export function useLandingRecord(record: boolean, { storage, location }: LandingServices): void {
  useEffect(() => {
    if (record) recordLanding({ storage, location });
  }, [record, storage, location]);
}
