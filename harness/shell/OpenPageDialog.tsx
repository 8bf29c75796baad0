import { useEffect, useRef, useState } from 'react';

/** Open your own page JSON: paste it, pick a file, or give a URL to it. */
export function OpenPageDialog({ onClose, onOpenText, onOpenUrl }: { onClose(): void; onOpenText(text: string): void; onOpenUrl(url: string): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog ref={dialog} className="shell__dialog" onClose={onClose} aria-label="Open page JSON">
      <h2>Open a page JSON</h2>
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
        <button onClick={onClose}>Cancel</button>
      </div>
    </dialog>
  );
}
