import { useEffect, useRef, useState } from 'react';
import { PUBLISHED_FOLDERS_PREFIX, type PublishedFolderList } from '../published-folders';

type FolderListState = { state: 'loading' } | { state: 'failed' } | ({ state: 'loaded' } & PublishedFolderList);

/** The folders `npm run publish` wrote into out/, as the harness's server lists them (harness/published-pages.ts). */
function usePublishedFolders(): FolderListState {
  const [list, setList] = useState<FolderListState>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(PUBLISHED_FOLDERS_PREFIX, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<PublishedFolderList>) : Promise.reject(new Error(String(response.status)))))
      .then((answer) => setList({ state: 'loaded', ...answer }))
      .catch(() => {
        if (!controller.signal.aborted) setList({ state: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return list;
}

/** Open your own page JSON: paste it, pick a file, or give a URL to it; or a folder `npm run publish` wrote, as a visitor gets it. */
export function OpenPageDialog({ onClose, onOpenText, onOpenUrl, onOpenFolder }: { onClose(): void; onOpenText(text: string): void; onOpenUrl(url: string): void; onOpenFolder(name: string): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const folders = usePublishedFolders();
  const [chosenFolder, setChosenFolder] = useState('');
  const folder = chosenFolder || (folders.state === 'loaded' ? (folders.folders[0]?.name ?? '') : '');

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog ref={dialog} className="shell__dialog" onClose={onClose} aria-label="Open a page">
      <h2>Open a page</h2>
      <p className="shell__hint">
        The page is checked against <code>scenarios/page.schema.json</code>. Broken parts show as error boxes in admin and are left out for visitors;
        the Problems panel lists every issue.
      </p>
      <label className="shell__stack">
        <span>Paste JSON</span>
        <textarea aria-label="Page JSON" rows={12} value={text} onChange={(e) => setText(e.target.value)} placeholder='{"sections": [ … ]}' spellCheck={false} />
      </label>
      <div className="shell__row">
        <button className="is-primary" disabled={!text.trim()} onClick={() => onOpenText(text)}>
          Show pasted page
        </button>
        <label className="shell__file">
          or pick a file{' '}
          <input
            type="file"
            accept="application/json,.json"
            aria-label="Page JSON file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              file.text().then(onOpenText, () => setFileError(`Could not read ${file.name}`));
            }}
          />
        </label>
      </div>
      {fileError && <p role="alert">{fileError}</p>}
      <label className="shell__stack">
        <span>…or load it from a URL</span>
        <input type="url" aria-label="Page JSON URL" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://example.com/page.json or /pages/x.json" />
      </label>
      <div className="shell__row">
        <button disabled={!url.trim()} onClick={() => onOpenUrl(url.trim())}>
          Load from URL
        </button>
      </div>
      <h3>Open a published folder</h3>
      {folders.state === 'loading' && <p className="shell__hint">Looking for published folders…</p>}
      {folders.state === 'failed' && <p role="alert">This server does not list published folders (it is not the harness’s own server).</p>}
      {folders.state === 'loaded' && folders.folders.length === 0 && (
        <p className="shell__hint">
          No published folder in <code>{folders.dir}/</code> yet. Write one with <code>npm run publish -- landing {folders.dir}/landing</code> (a scenario id or a page JSON file); it shows
          here in run mode, exactly as visitors get it.
        </p>
      )}
      {folders.state === 'loaded' && folders.folders.length > 0 && (
        <>
          <p className="shell__hint">
            What <code>npm run publish</code> wrote into <code>{folders.dir}/</code>: the prerendered page hydrated by the visitor’s script, in run mode, without the sandbox.
          </p>
          <div className="shell__row">
            <label className="shell__field">
              <span>Published folder</span>
              <select aria-label="Published folder" value={folder} onChange={(e) => setChosenFolder(e.target.value)}>
                {folders.folders.map((entry) => (
                  <option key={entry.name} value={entry.name}>
                    {folders.dir}/{entry.name} — {entry.title}
                  </option>
                ))}
              </select>
            </label>
            <button disabled={!folder} onClick={() => onOpenFolder(folder)}>
              Show published folder
            </button>
          </div>
        </>
      )}
      <div className="shell__row">
        {/* Closed as Escape closes it, so the browser gives the focus back to "Open page…"; the close event then calls onClose. */}
        <button onClick={() => dialog.current?.close()}>Cancel</button>
      </div>
    </dialog>
  );
}
