/**
 * What a form01 in a page modal keeps while the modal is closed (parts/modal/page-modal-keeps.ts):
 * the values typed and the files chosen, each with its upload, so the form opens again as it was
 * left. A lead that went through forgets both (Form01.tsx).
 */
import type { UploadEntry } from '../fields';
import type { FieldValue } from './validation';

/** A form's uploads by file field id (read through `own`: an id may be a name of Object.prototype). */
export type KeptUploads = Readonly<Record<string, readonly UploadEntry[]>>;

export interface KeptForm {
  values: Readonly<Record<string, FieldValue>>;
  uploads: KeptUploads;
}

/**
 * The uploads a form opened again starts with. A stored file keeps its address (it is sent as it
 * is), a failed or cancelled one its file, to retry. A file field's transfers end with it, so one
 * the close caught on its way is to upload again, from its start: not started (the field starts it
 * as it mounts). One without its file in memory cannot be uploaded, and is left out: the form would
 * wait for it for ever.
 */
export function resumedUploads(kept: KeptUploads | undefined): Record<string, readonly UploadEntry[]> {
  if (!kept) return {};
  // Built from entries: a field id may be "__proto__" (safety/own-records.ts).
  return Object.fromEntries(
    Object.entries(kept).map(([fieldId, entries]) => [
      fieldId,
      entries.flatMap((entry): UploadEntry[] => {
        if (entry.status !== 'inProgress' && entry.status !== 'notStarted') return [entry];
        return entry.file ? [{ ...entry, status: 'notStarted', progress: 0 }] : [];
      }),
    ]),
  );
}
