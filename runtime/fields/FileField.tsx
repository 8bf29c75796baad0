/**
 * A file upload field (spec 001 §3, §4 "File upload", §5 "Files", §7, §8): the visitor chooses
 * files; each is checked (accept list, size limit), given its id (a hash of the name and the first
 * 4 MiB, so the same file twice is skipped) and uploaded at once through the site's upload service,
 * its bar following the bytes sent.
 * Each row shows its status, with cancel while uploading, retry after a failure or a cancel, and
 * remove. Controlled: the owner (form01) keeps the entries (uploads.ts) and learns from them what
 * to send and whether the form must wait.
 */
import { useEffect, useEffectEvent, useId, useRef, useState, type ChangeEvent } from 'react';
import { useRuntimeBasics } from '../core/runtime-context';
import { acceptedExtensions, FILE_MESSAGES, fileId, fileProblem, sizeLimitText, type FileProblem } from './files';
import { FieldFrame } from './FieldFrame';
import { useListFocus } from '../parts/list-focus';
import { uploadFile } from './upload-transfer';
import type { UploadEntry, UploadEvent } from './uploads';
import './file.css';

export interface FileFieldProps {
  name: string;
  label: string;
  /** The accept list ("jpg, png, pdf"); empty or absent accepts every file. */
  accept?: string | undefined;
  /** The field's data-size ("500kb", "2mb", "2"); absent means no limit. */
  dataSize?: string | number | undefined;
  multiple?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  entries: readonly UploadEntry[];
  onEvent(event: UploadEvent): void;
  /** The form's message for the field (required, loading). */
  error?: string | undefined;
}

export function FileField({ name, label, accept, dataSize, multiple, required, disabled, entries, onEvent, error }: FileFieldProps) {
  const { services, t, language } = useRuntimeBasics();
  const id = useId();
  // Files refused before upload (type, size): shown until the visitor chooses again.
  const [refused, setRefused] = useState<readonly FileProblem[]>([]);
  /** Choices whose files are still being read (their id hashes): the field says it is busy meanwhile. */
  const [reading, setReading] = useState(0);
  /** Counts the choices that had files to read: in a field of one file, only the latest may take the place. */
  const choices = useRef(0);
  const files = useRef(new Map<string, File>());
  const transfers = useRef(new Map<string, AbortController>());
  const emit = useRef(onEvent);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // A row's button pressed by keyboard goes with its row (remove) or its status (cancel, retry):
  // the focus goes to the row's new button, else the next row's, else the previous row's, else
  // the input that chooses files, not to the page's body.
  const keepFocus = useListFocus(list, entries.map((entry) => entry.id), () => input.current);
  const listed = useRef(entries);
  useEffect(() => {
    emit.current = onEvent;
    listed.current = entries;
  });

  // Entries the owner dropped (a form reset after a send) take their transfers and files with them.
  useEffect(() => {
    const listed = new Set(entries.map((entry) => entry.id));
    for (const [fileKey, controller] of transfers.current) {
      if (listed.has(fileKey)) continue;
      controller.abort();
      transfers.current.delete(fileKey);
    }
    for (const fileKey of files.current.keys()) if (!listed.has(fileKey)) files.current.delete(fileKey);
  }, [entries]);

  useEffect(() => {
    const running = transfers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const start = (fileKey: string) => {
    const file = files.current.get(fileKey);
    if (!file) return;
    transfers.current.get(fileKey)?.abort();
    const controller = new AbortController();
    transfers.current.set(fileKey, controller);
    emit.current({ type: 'started', id: fileKey });
    const onProgress = (sent: number) => {
      if (transfers.current.get(fileKey) === controller) emit.current({ type: 'progress', id: fileKey, progress: sent });
    };
    uploadFile(services.upload, file, { signal: controller.signal, onProgress }).then(
      (uri) => {
        if (transfers.current.get(fileKey) !== controller) return;
        transfers.current.delete(fileKey);
        emit.current({ type: 'done', id: fileKey, uri });
      },
      (reason: unknown) => {
        // A cancel already said so; a newer transfer of the same file owns the row now.
        if (controller.signal.aborted || transfers.current.get(fileKey) !== controller) return;
        transfers.current.delete(fileKey);
        services.log.warn(`file field ${name}: the upload of ${file.name} failed`, reason);
        emit.current({ type: 'failed', id: fileKey, problem: { key: FILE_MESSAGES.failed, params: { name: file.name } } });
      },
    );
  };

  const abort = (fileKey: string) => {
    transfers.current.get(fileKey)?.abort();
    transfers.current.delete(fileKey);
    emit.current({ type: 'aborted', id: fileKey });
  };

  const remove = (fileKey: string) => {
    transfers.current.get(fileKey)?.abort();
    transfers.current.delete(fileKey);
    files.current.delete(fileKey);
    emit.current({ type: 'removed', id: fileKey });
  };

  /** Takes the files chosen in the input: each checked, read for its id and uploaded; the input is cleared. */
  const takeChosen = (control: HTMLInputElement) => {
    const chosen = [...(control.files ?? [])];
    // Cleared so that choosing the same file again (after a remove) fires change again.
    control.value = '';
    const problems: FileProblem[] = [];
    const fine: File[] = [];
    for (const file of chosen) {
      const problem = fileProblem(file, { accept, dataSize });
      if (problem) problems.push(problem);
      else fine.push(file);
    }
    setRefused(problems);
    if (fine.length === 0) return;
    const choice = ++choices.current;
    setReading((count) => count + 1);
    void (async () => {
      for (const file of fine) {
        // A file the browser cannot read (gone from disk since it was chosen) gets the generic message.
        const fileKey = await fileId(file).catch((reason: unknown) => {
          services.log.warn(`file field ${name}: ${file.name} could not be read`, reason);
          setRefused((current) => [...current, { key: FILE_MESSAGES.failed, params: { name: file.name } }]);
          return null;
        });
        if (fileKey === null) continue;
        // A field of one file chosen again while this file was read: the newer choice wins, whichever head hashes first.
        if (!multiple && choice !== choices.current) continue;
        // Spec 001 §5: the same file (same hash) is skipped; chosen again after a failure or a cancel, it is retried.
        if (files.current.has(fileKey)) {
          const status = listed.current.find((entry) => entry.id === fileKey)?.status;
          if (status === 'error' || status === 'abort') start(fileKey);
          continue;
        }
        // A field of one file: the file chosen now takes the place of the one before, as in a browser's own file input.
        if (!multiple) for (const earlier of [...files.current.keys()]) remove(earlier);
        files.current.set(fileKey, file);
        emit.current({ type: 'chosen', id: fileKey, name: file.name, size: file.size, file });
        start(fileKey);
      }
    })().finally(() => setReading((count) => count - 1));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => takeChosen(event.currentTarget);

  // Entries given with their files (a form in a page modal opened again keeps its files while the
  // modal is closed): the field takes the files in as it mounts, and starts each upload the close
  // stopped (kept as not started) that no transfer of its own carries yet.
  const takeKeptFiles = useEffectEvent(() => {
    for (const entry of entries) {
      if (entry.file && !files.current.has(entry.id)) files.current.set(entry.id, entry.file);
      if (entry.status === 'notStarted' && !transfers.current.has(entry.id)) start(entry.id);
    }
  });
  useEffect(() => takeKeptFiles(), []);

  // Files chosen in a prerendered form before the field hydrated (a published page's form comes
  // with its code after the page): React leaves a file input's files as they are, and their change
  // event came before anyone listened, so the input showed a file the form never sent (and a
  // required field said it was empty). Taken as the field mounts, as a choice made now. A client
  // render starts with an empty input: nothing to take.
  const takeChosenBeforeHydration = useEffectEvent(() => {
    const control = input.current;
    if (control && (control.files?.length ?? 0) > 0) takeChosen(control);
  });
  useEffect(() => takeChosenBeforeHydration(), []);

  const messageOf = (problem: FileProblem) => t(problem.key, problem.limit ? { ...problem.params, size: sizeLimitText(problem.limit, language) } : problem.params);
  const errorId = `${id}-error`;
  const refusedId = `${id}-refused`;
  const describedBy = [error ? errorId : '', refused.length > 0 ? refusedId : ''].filter(Boolean).join(' ') || undefined;
  const extensions = acceptedExtensions(accept);
  return (
    <FieldFrame kind="file" inputId={id} label={label} required={required} error={error}>
      <input
        ref={input}
        id={id}
        name={name}
        className="rt-field__input rt-file__input"
        type="file"
        multiple={multiple}
        accept={extensions.length > 0 ? extensions.map((extension) => `.${extension}`).join(',') : undefined}
        required={required}
        disabled={disabled}
        aria-invalid={error || refused.length > 0 ? true : undefined}
        aria-describedby={describedBy}
        aria-busy={reading > 0 || undefined}
        data-file-reading={reading > 0 || undefined}
        onChange={onChange}
      />
      {/* One polite live region, in the field from its first render (a region that appears with its
          first message is missed by several screen readers): the refusals and the rows' status are said from it. */}
      <div className="rt-file__news" aria-live="polite" data-file-news="">
        {refused.length > 0 && (
          <ul id={refusedId} className="rt-field__error rt-file__refused" data-file-refused>
            {refused.map((problem, index) => (
              <li key={`${problem.params.name}-${index}`}>{messageOf(problem)}</li>
            ))}
          </ul>
        )}
        {entries.length > 0 && (
          <ul ref={list} className="rt-file__list" {...keepFocus}>
            {entries.map((entry) => (
              <li key={entry.id} className="rt-file" data-file-status={entry.status}>
                <span className="rt-file__name">{entry.name}</span>
                {entry.status === 'inProgress' || entry.status === 'notStarted' ? (
                  // The share of the bytes sent (upload-transfer.ts); indeterminate until the first progress event.
                  <progress className="rt-file__progress" aria-label={`${entry.name}: ${t('form::file_uploading')}`} {...(entry.progress > 0 ? { value: entry.progress, max: 1 } : {})} />
                ) : null}
                {/* Each status text in an element of its own: a bare text node beside another, once a
                    page translator has wrapped it, is gone from React's reach (its removal threw). */}
                <span className="rt-file__status">
                  {entry.status === 'done' && <span>{t('form::file_done')}</span>}
                  {entry.status === 'abort' && <span>{t('form::file_aborted')}</span>}
                  {entry.status === 'error' && entry.problem && <span className="rt-field__error">{messageOf(entry.problem)}</span>}
                </span>
                <span className="rt-file__actions">
                  {entry.status === 'inProgress' && (
                    <button type="button" className="rt-file__button" aria-label={t('form::file_abort', { name: entry.name })} onClick={() => abort(entry.id)}>
                      ✕
                    </button>
                  )}
                  {(entry.status === 'error' || entry.status === 'abort') && (
                    <button type="button" className="rt-file__button" aria-label={t('form::file_retry', { name: entry.name })} onClick={() => start(entry.id)}>
                      ↻
                    </button>
                  )}
                  {entry.status !== 'inProgress' && (
                    <button type="button" className="rt-file__button" aria-label={t('form::file_remove', { name: entry.name })} onClick={() => remove(entry.id)}>
                      ✕
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </FieldFrame>
  );
}
