import { useState, type FormEvent } from 'react';
import type { StateCommand } from '../../protocol';
import { parseSavedState, savedState, type Plain, type SiteStateReport } from '../../site-state';

/**
 * The site's stores as they are (cart, chosen options, forms, captcha, pay, promotions, shipping,
 * modals) and the storage the runtime wrote for it, one collapsible JSON each, live (issue 16.4).
 * Reset clears that storage and reloads the page, as a new visitor would come; Export gives the
 * state as JSON, and Load writes a pasted one's storage and reloads, so a saved case comes back.
 */
export function StatePanel({ scenario, state, onCommand }: { scenario: string; state: SiteStateReport | null; onCommand(command: StateCommand): void }) {
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ problem: boolean; text: string } | null>(null);
  if (state === null) return <p className="shell__empty">Waiting for the page to report its state…</p>;

  const exportState = () => {
    const json = JSON.stringify(savedState(scenario, state), null, 2);
    setText(json);
    // The box holds it whatever the clipboard says: a browser may refuse a page its clipboard, and
    // has none at all outside a secure context (the harness opened by its LAN address).
    const inTheBox = () => setMessage({ problem: false, text: 'Exported: copy it from the box below.' });
    if (!('clipboard' in navigator)) return inTheBox();
    navigator.clipboard.writeText(json).then(() => setMessage({ problem: false, text: 'Exported: copied to the clipboard, and in the box below.' }), inTheBox);
  };
  const load = (event: FormEvent) => {
    event.preventDefault();
    const saved = parseSavedState(text);
    if (typeof saved === 'string') return setMessage({ problem: true, text: saved });
    setMessage({ problem: false, text: saved.scenario && saved.scenario !== scenario ? `Loaded (it was exported from the “${saved.scenario}” scenario).` : 'Loaded: the page reloaded from it.' });
    onCommand({ kind: 'load', storage: saved.storage });
  };
  const storageKeys = Object.keys(state.storage.local).length + Object.keys(state.storage.session).length;

  return (
    <div className="shell__state">
      <p className="shell__hint">
        Live. The runtime keeps {storageKeys === 0 ? 'nothing' : `${storageKeys} ${storageKeys === 1 ? 'key' : 'keys'}`} in this browser’s storage for this page, under <code>{state.prefix}</code>.
      </p>
      <div className="shell__row">
        <button type="button" onClick={() => onCommand({ kind: 'reset' })} title="Clears the storage the runtime wrote for this page and reloads it">
          Reset
        </button>
        <button type="button" onClick={exportState}>
          Export
        </button>
      </div>

      <h2 className="shell__state-heading">Stores</h2>
      {Object.entries(state.stores).map(([name, value]) => (
        <JsonDetails key={name} name={name} value={value} kind="store" />
      ))}
      <h2 className="shell__state-heading">Storage</h2>
      <StorageArea label="localStorage" entries={state.storage.local} />
      <StorageArea label="sessionStorage" entries={state.storage.session} />

      <form className="shell__stack" onSubmit={load} aria-label="Load a saved state">
        <label htmlFor="saved-state">Saved state (JSON from Export)</label>
        <textarea id="saved-state" rows={5} value={text} onChange={(event) => setText(event.target.value)} spellCheck={false} />
        <div className="shell__row">
          <button type="submit" disabled={text.trim() === ''}>
            Load
          </button>
          <span className="shell__hint">Writes its storage for this page and reloads it (the stores start from there).</span>
        </div>
      </form>
      {message && (
        <p role={message.problem ? 'alert' : 'status'} className={message.problem ? 'shell__cart-problem' : 'shell__hint'}>
          {message.text}
        </p>
      )}
    </div>
  );
}

function StorageArea({ label, entries }: { label: string; entries: Record<string, Plain> }) {
  const keys = Object.keys(entries);
  return (
    <div data-storage-area={label}>
      <h3 className="shell__state-area">{label}</h3>
      {keys.length === 0 ? <p className="shell__empty">Nothing.</p> : keys.map((key) => <JsonDetails key={key} name={key} value={entries[key]!} kind="storage" />)}
    </div>
  );
}

/** One store or storage key: its name and a one-line summary; opened, its JSON. */
function JsonDetails({ name, value, kind }: { name: string; value: Plain; kind: 'store' | 'storage' }) {
  return (
    <details className="shell__json" {...(kind === 'store' ? { 'data-store': name } : { 'data-storage-key': name })}>
      <summary>
        <strong>{name}</strong> <span className="shell__json-summary">{summarise(value)}</span>
      </summary>
      {/* Focusable: a long store scrolls inside its box, and a keyboard must reach that too. */}
      <pre tabIndex={0}>{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}

/** A line that says what is inside without opening it: a list's length, an object's lines or items, or the value. */
function summarise(value: Plain): string {
  if (Array.isArray(value)) return plural(value.length, 'entry', 'entries');
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const items = value.items;
  if (Array.isArray(items)) return plural(items.length, 'item', 'items');
  const keys = Object.keys(value);
  return keys.length === 0 ? 'empty' : keys.slice(0, 4).join(', ') + (keys.length > 4 ? '…' : '');
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
