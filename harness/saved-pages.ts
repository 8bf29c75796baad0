/**
 * Pasted pages too long for the address. A page travels in the address as base64url (`page=`),
 * so a link reproduces it anywhere; above PAGE_IN_ADDRESS_MAX_CHARS it is saved in this browser's
 * storage under a short id (`saved=`) instead — `vite preview` answers 431 to a request line of
 * some 12 KB, and other servers stop earlier. A saved page opens only in the browser it was pasted
 * in; the shell says so when the id is not there.
 */
import { encodePageText } from './url-state';

/** The longest encoded page kept in the address (well under the 8 KB many servers allow a request line). */
export const PAGE_IN_ADDRESS_MAX_CHARS = 6000;
/** Saved pages kept; the oldest goes first. */
export const SAVED_PAGES_KEPT = 20;

const KEY_PREFIX = 'harness:saved-page:';
const INDEX_KEY = 'harness:saved-pages';

/**
 * The storage the harness uses (localStorage in the browser, the runtime's storageArea; a Map-backed
 * stand-in in tests). Null is a browser that refuses storage: nothing is saved there, nor found.
 */
export type PageStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A short id that is the same for the same text (FNV-1a, 32 bits, base 36), so saving twice keeps one copy. */
export function savedPageId(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `p${hash.toString(36)}`;
}

function readIndex(storage: PageStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(INDEX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Saves the text and returns its id; null when storage refuses it (full, or blocked). */
export function savePage(storage: PageStorage | null, text: string): string | null {
  if (storage === null) return null;
  const id = savedPageId(text);
  try {
    const older = readIndex(storage).filter((known) => known !== id);
    // A full storage makes room: the oldest saved pages go first, until the new one fits. A page
    // that does not fit even then costs none of them: they are put back.
    const removed: [string, string][] = [];
    for (;;) {
      try {
        storage.setItem(KEY_PREFIX + id, text);
        break;
      } catch (error) {
        const oldest = older.shift();
        if (oldest === undefined) {
          for (const [key, value] of removed) storage.setItem(key, value);
          throw error;
        }
        removed.push([KEY_PREFIX + oldest, storage.getItem(KEY_PREFIX + oldest) ?? '']);
        storage.removeItem(KEY_PREFIX + oldest);
      }
    }
    const index = [...older, id];
    for (const old of index.splice(0, Math.max(0, index.length - SAVED_PAGES_KEPT))) storage.removeItem(KEY_PREFIX + old);
    storage.setItem(INDEX_KEY, JSON.stringify(index));
    return id;
  } catch {
    return null;
  }
}

export function savedPage(storage: PageStorage | null, id: string): string | null {
  if (storage === null) return null;
  try {
    return storage.getItem(KEY_PREFIX + id);
  } catch {
    return null;
  }
}

/** A custom page in an address: the page itself (`page=`, base64url) or the id it is saved under in this browser (`saved=`). */
export type CustomPageParams = { page: string; saved: undefined } | { page: undefined; saved: string };

/**
 * Where a custom page goes in an address: the page itself when it fits there, else saved in this
 * browser under a short id. Storage that refuses it (full or blocked) leaves the address as the only
 * place. No text (the scenario's own page) goes nowhere: null.
 */
export function customPageParams(storage: PageStorage | null, text: string): CustomPageParams;
export function customPageParams(storage: PageStorage | null, text: string | null): CustomPageParams | null;
export function customPageParams(storage: PageStorage | null, text: string | null): CustomPageParams | null {
  if (text === null) return null;
  const encoded = encodePageText(text);
  if (encoded.length <= PAGE_IN_ADDRESS_MAX_CHARS) return { page: encoded, saved: undefined };
  const id = savePage(storage, text);
  return id === null ? { page: encoded, saved: undefined } : { page: undefined, saved: id };
}
