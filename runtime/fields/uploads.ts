/**
 * A file field's uploads (spec 001 §3 "Upload file object", §4 "File upload", 002 §5): one entry
 * per chosen file, keyed by its id (files.ts), moving notStarted → inProgress → done | error |
 * abort, with progress; a file whose id is already listed is skipped; a failed or aborted upload
 * can be retried, any can be removed. The form waits (its loading message) while one is in
 * progress. A pure reducer: the field component runs the transfers and feeds it their events.
 */
import { UPLOAD_STATUS, type FileProblem, type UploadStatus } from './files';

export interface UploadEntry {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0…1 of the bytes sent. */
  progress: number;
  /** The server's address of the stored file, once done. */
  uri: string | null;
  problem: FileProblem | null;
  /**
   * The chosen file, in memory: what a retry sends, and what the field takes back with its entry
   * (a form in a page modal keeps its entries while the modal is closed). Absent from an entry made
   * without one (a story's).
   */
  file?: File;
}

export type UploadEvent =
  | { type: 'chosen'; id: string; name: string; size: number; file?: File }
  | { type: 'started'; id: string }
  | { type: 'progress'; id: string; progress: number }
  | { type: 'done'; id: string; uri: string }
  | { type: 'failed'; id: string; problem: FileProblem }
  | { type: 'aborted'; id: string }
  | { type: 'removed'; id: string }
  | { type: 'reset' };

export const NO_UPLOADS: readonly UploadEntry[] = [];

const update = (entries: readonly UploadEntry[], id: string, change: (entry: UploadEntry) => UploadEntry | null) =>
  entries.flatMap((entry) => {
    if (entry.id !== id) return [entry];
    const next = change(entry);
    return next ? [next] : [];
  });

export function uploadsReducer(entries: readonly UploadEntry[], event: UploadEvent): readonly UploadEntry[] {
  switch (event.type) {
    case 'chosen':
      // The same file twice (same name and first 4 MiB) is skipped; a failed or aborted one is retried instead.
      if (entries.some((entry) => entry.id === event.id)) return entries;
      return [...entries, { id: event.id, name: event.name, size: event.size, status: 'notStarted', progress: 0, uri: null, problem: null, ...(event.file ? { file: event.file } : {}) }];
    case 'started':
      return update(entries, event.id, (entry) => (entry.status === 'done' ? entry : { ...entry, status: 'inProgress', progress: 0, problem: null }));
    case 'progress':
      return update(entries, event.id, (entry) => (entry.status === 'inProgress' ? { ...entry, progress: Math.min(1, Math.max(entry.progress, event.progress)) } : entry));
    case 'done':
      return update(entries, event.id, (entry) => (entry.status === 'inProgress' ? { ...entry, status: 'done', progress: 1, uri: event.uri } : entry));
    case 'failed':
      return update(entries, event.id, (entry) => (entry.status === 'inProgress' || entry.status === 'notStarted' ? { ...entry, status: 'error', problem: event.problem } : entry));
    case 'aborted':
      return update(entries, event.id, (entry) => (entry.status === 'inProgress' ? { ...entry, status: 'abort' } : entry));
    case 'removed':
      return update(entries, event.id, () => null);
    case 'reset':
      return NO_UPLOADS;
  }
}

/** Spec 002 §5: while a file is loading, the form shows the loading message and does not send. */
export const isUploading = (entries: readonly UploadEntry[]) => entries.some((entry) => entry.status === 'inProgress' || entry.status === 'notStarted');

/** What the form sends for the field: the stored files' addresses. */
export const uploadedUris = (entries: readonly UploadEntry[]) => entries.filter((entry) => entry.status === 'done' && entry.uri).map((entry) => entry.uri!);

/** The numeric status the spec's upload file object carries. */
export const statusNumber = (entry: UploadEntry) => UPLOAD_STATUS[entry.status];
