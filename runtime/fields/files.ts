/**
 * File upload fields (spec 001 §3 "Upload file object", §4 "File upload", §5 "Files", §9): the
 * accept list, the size limit from the field's data-size, the file id (a hash of the name and
 * the first 4 MiB, so the same file chosen twice is skipped), and the upload statuses.
 */
import type { Language } from '../platform/i18n';
import { numberFormat } from '../platform/intl-formats';

/** Spec 001 §9: the file hash reads the first 4 MiB. */
export const FILE_HASH_BYTES = 4 * 1024 * 1024;
/** Spec 001 §5: data-size counts in decimal units; a bare number is megabytes. */
export const SIZE_UNITS = { kb: 1000, mb: 1000 * 1000 } as const;
export const DEFAULT_SIZE_UNIT = 'mb';
export type SizeUnit = keyof typeof SIZE_UNITS;
/** The units as Intl.NumberFormat names them, which writes them in the page's language ("2 MB", "2 МБ"). */
const SIZE_UNIT_NAMES = { kb: 'kilobyte', mb: 'megabyte' } as const satisfies Record<SizeUnit, string>;

/** A size limit as the owner wrote it: the figure and its unit ("1.5mb" is 1.5 mb). */
export interface SizeLimit {
  amount: number;
  unit: SizeUnit;
}

/** Spec 001 §3: the upload statuses and their numbers. */
export const UPLOAD_STATUS = { notStarted: 0, inProgress: 1, done: 2, error: 3, abort: 4 } as const;
export type UploadStatus = keyof typeof UPLOAD_STATUS;

export const FILE_MESSAGES = { accept: 'form::error_file_accept', size: 'form::error_file_size', failed: 'form::error_file' } as const;

export interface FileProblem {
  key: (typeof FILE_MESSAGES)[keyof typeof FILE_MESSAGES];
  params: { name: string };
  /** The limit a too large file exceeds: a figure and a unit, which the field words in the page's language (sizeLimitText). */
  limit?: SizeLimit;
}

/** The field's data-size as written: "500kb", "2mb", "2" (megabytes), "1,5 MB"; null when absent, unreadable or not above zero. */
export function readSizeLimit(dataSize: string | number | undefined | null): SizeLimit | null {
  if (dataSize === undefined || dataSize === null) return null;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(kb|mb)?\s*$/i.exec(String(dataSize));
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  return amount > 0 ? { amount, unit: (match[2]?.toLowerCase() ?? DEFAULT_SIZE_UNIT) as SizeUnit } : null;
}

/** The limit in bytes (spec 001 §5: decimal units). */
export function sizeLimitBytes(limit: SizeLimit): number {
  return Math.round(limit.amount * SIZE_UNITS[limit.unit]);
}

/** The limit as the message names it, in the page's language: the owner's figure and unit ("1.5 MB", "1,5 МБ", "500 kB"). */
export function sizeLimitText(limit: SizeLimit, language: Language): string {
  return numberFormat(language, { style: 'unit', unit: SIZE_UNIT_NAMES[limit.unit], unitDisplay: 'short' }).format(limit.amount);
}

/** The extension of a file name, lower case; "" when it has none ("README", ".env"). */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The accept list as extensions ("jpg, .PNG pdf" → jpg, png, pdf); empty accepts everything. */
export function acceptedExtensions(accept: string | readonly string[] | undefined): string[] {
  const list = typeof accept === 'string' ? accept.split(/[\s,;]+/) : (accept ?? []);
  return list.map((entry) => entry.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
}

/**
 * What is wrong with a chosen file, or null. The name decides the type (the browser's MIME type
 * is a guess from the same name); a file with no extension is refused by any accept list.
 */
export function fileProblem(file: { name: string; size: number }, field: { accept?: string | readonly string[]; dataSize?: string | number }): FileProblem | null {
  const accepted = acceptedExtensions(field.accept);
  if (accepted.length > 0 && !accepted.includes(fileExtension(file.name))) return { key: FILE_MESSAGES.accept, params: { name: file.name } };
  const limit = readSizeLimit(field.dataSize);
  if (limit && file.size > sizeLimitBytes(limit)) return { key: FILE_MESSAGES.size, params: { name: file.name }, limit };
  return null;
}

/**
 * Spec 001 §3: a file's id is a hash of its name and its first 4 MiB (SHA-256, hex). Through Web
 * Crypto where there is one; a page served over plain http has none (`crypto.subtle` is for secure
 * contexts only), and hashes the same bytes in plain JavaScript, to the same id.
 */
export async function fileId(file: Blob & { name: string }, subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<string> {
  const name = new TextEncoder().encode(file.name);
  const head = new Uint8Array(await file.slice(0, FILE_HASH_BYTES).arrayBuffer());
  const bytes = new Uint8Array(name.length + head.length);
  bytes.set(name);
  bytes.set(head, name.length);
  // The plain-JavaScript hash loads only where it is needed: a page on https never fetches it.
  const digest = subtle ? new Uint8Array(await subtle.digest('SHA-256', bytes)) : (await import('../platform/sha256')).sha256(bytes);
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
