/**
 * Countries and states for the address (spec 001 §7): `GET /mod/metadata/?filter=country,state&language=`,
 * each list of `{ value, title }`. The answer's envelope is OUR CHOICE (the spec names only the
 * lists): `{ status: true, country: [...], state: [...] }`. It is read leniently: an entry without
 * a value or a title is left out; an answer with no country at all is unreadable.
 *
 * Loaded once per language and kept for the page's life in the shipping store (shipping-store.ts):
 * the lists do not change while a visitor fills a cart. A failed load is kept as failed (no retry
 * storm on every render): the country is then a free-text field and the address still works.
 */
import { METADATA_PATH } from '../platform/api-paths';
import type { Language } from '../platform/i18n';
import { RequestError, type RequestErrorKind, type RequestFunction } from '../platform/request';
import { isRecord } from '../safety/is-record';

export interface MetadataOption {
  value: string;
  title: string;
}

export interface Metadata {
  countries: MetadataOption[];
  /** The US states (spec 002 §5: state shows only for the US). */
  states: MetadataOption[];
}

/** Spec 001 §7: the lists asked for. */
export const METADATA_FILTER = 'country,state';

/** Ours (the spec names no timeout): a metadata call that has not answered by then has failed. */
export const METADATA_TIMEOUT_MS = 15_000;

export type MetadataStatus = { kind: 'loading' } | { kind: 'loaded'; metadata: Metadata } | { kind: 'failed'; reason: RequestErrorKind };

function readOptions(raw: unknown): MetadataOption[] {
  if (!Array.isArray(raw)) return [];
  const options: MetadataOption[] = [];
  const seen = new Set<string>();
  for (const entry of raw) {
    if (!isRecord(entry)) continue;
    const value = typeof entry.value === 'string' || typeof entry.value === 'number' ? String(entry.value).trim() : '';
    const title = typeof entry.title === 'string' ? entry.title.trim() : '';
    if (value === '' || title === '' || seen.has(value)) continue;
    seen.add(value);
    options.push({ value, title });
  }
  return options;
}

/** The lists of an answer; null when it holds no country. */
export function readMetadataAnswer(answer: unknown): Metadata | null {
  if (!isRecord(answer)) return null;
  const countries = readOptions(answer.country);
  if (countries.length === 0) return null;
  return { countries, states: readOptions(answer.state) };
}

/** One call; an unreadable answer is a RequestError of kind 'parse'. */
export async function loadMetadata(request: RequestFunction, language: Language): Promise<Metadata> {
  const answer = await request<unknown>(METADATA_PATH, { method: 'GET', data: { filter: METADATA_FILTER, language }, timeoutMs: METADATA_TIMEOUT_MS });
  const metadata = readMetadataAnswer(answer);
  if (metadata === null) throw new RequestError('parse', 'the metadata answer holds no country list', { body: answer });
  return metadata;
}

/** The title of a value in a list, for writing an address out. */
export function optionTitle(options: readonly MetadataOption[], value: string): string | undefined {
  return options.find((option) => option.value === value)?.title;
}

/**
 * The option a typed text names: its value (a code, in any case) or its title (in any case, the
 * spaces around it aside); null when it names none. A country or state typed as free text while
 * the list could not load is read so once the list is there (shipping-store.ts).
 */
export function listedValue(options: readonly MetadataOption[], text: string): string | null {
  const typed = text.trim().toLocaleLowerCase();
  if (typed === '') return null;
  const named = options.find((option) => option.value.toLocaleLowerCase() === typed) ?? options.find((option) => option.title.toLocaleLowerCase() === typed);
  return named?.value ?? null;
}
