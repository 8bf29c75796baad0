/**
 * The sandbox shell: scenario picker, mode / viewport / flag switches, the page in an iframe
 * sized to the viewport, and panels for policies, page problems, requests and events.
 * Its whole state is in the address bar (url-state.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describePolicies, FLAG_NAMES, MODES, type Mode, type RuntimeFlags } from '../../runtime/core/policies';
import type { PageIssue } from '../../runtime/page/parse-page';
import { viewportForWidth } from '../../runtime/core/policies';
import { safeUrl } from '../../runtime/safety/url-safety';
import { SCENARIOS, SCENARIO_IDS, findScenario } from '../../scenarios';
import { isMessage, PROTOCOL_TAG, type FrameToShell, type RequestLogEntry, type ShellToFrame } from '../protocol';
import { decodePageText, encodePageText, PANELS, parseShellState, presetFor, serializeShellState, VIEWPORT_PRESETS, type Panel, type ShellState } from '../url-state';
import { OpenPageDialog } from './OpenPageDialog';
import { EditorPanel } from './EditorPanel';
import type { EditorAction, EditorTargets } from '../editor-actions';

const FLAG_LABELS: Record<keyof RuntimeFlags, string> = {
  screenshot: 'Screenshot',
  criticalCss: 'Critical CSS',
  bot: 'Bot',
  slowNetwork: 'Slow network',
  reducedMotion: 'Reduced motion',
};
const PANEL_LABELS: Record<Panel, string> = { policies: 'Policies', problems: 'Problems', requests: 'Requests', events: 'Events', editor: 'Editor' };
const MAX_EVENTS = 200;

interface FrameEvent {
  name: string;
  payload: unknown;
  time: number;
}

function useShellState() {
  const [state, setState] = useState<ShellState>(() => parseShellState(location.search, SCENARIO_IDS));
  useEffect(() => {
    const next = serializeShellState(state);
    if (next !== location.search) history.replaceState(null, '', next);
  }, [state]);
  useEffect(() => {
    const onPop = () => setState(parseShellState(location.search, SCENARIO_IDS));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return [state, setState] as const;
}

/** The custom page text, from the URL (pasted or picked) or fetched from a URL. */
function useCustomPage(state: ShellState): { text: string | null; error: string | null; loading: boolean } {
  const [fetched, setFetched] = useState<{ src: string; text: string | null; error: string | null } | null>(null);
  const url = state.src ? safeUrl(state.src) : null;
  useEffect(() => {
    if (!state.src || state.page || url === null) return;
    const src = state.src;
    let cancelled = false;
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`the server answered ${response.status}`);
        return response.text();
      })
      .then((text) => !cancelled && setFetched({ src, text, error: null }))
      .catch((error: unknown) => !cancelled && setFetched({ src, text: null, error: `Could not load ${src}: ${error instanceof Error ? error.message : String(error)}` }));
    return () => {
      cancelled = true;
    };
  }, [state.src, state.page, url]);
  if (state.page) {
    const text = decodePageText(state.page);
    return text === null ? { text: null, error: 'The page in the address is damaged (not base64 UTF-8).', loading: false } : { text, error: null, loading: false };
  }
  if (state.src) {
    if (url === null) return { text: null, error: 'That address is not an http(s) or relative URL.', loading: false };
    if (fetched?.src !== state.src) return { text: null, error: null, loading: true };
    return { text: fetched.text, error: fetched.error, loading: false };
  }
  return { text: null, error: null, loading: false };
}

export function Shell() {
  const [state, setState] = useShellState();
  const frame = useRef<HTMLIFrameElement>(null);
  const [issues, setIssues] = useState<{ fatal: boolean; list: PageIssue[] }>({ fatal: false, list: [] });
  const [targets, setTargets] = useState<EditorTargets>({ bundles: [], sliders: [], modals: [] });
  const [requests, setRequests] = useState<RequestLogEntry[]>([]);
  const [events, setEvents] = useState<FrameEvent[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const custom = useCustomPage(state);
  const preset = presetFor(state.viewport);
  const scenario = findScenario(state.scenario);

  // The frame reloads only when the scenario changes (a new site with its own backend seed);
  // what the panels showed belonged to the old site.
  const frameSrc = useMemo(() => `frame.html?scenario=${encodeURIComponent(state.scenario)}`, [state.scenario]);
  const [shownScenario, setShownScenario] = useState(state.scenario);
  if (shownScenario !== state.scenario) {
    setShownScenario(state.scenario);
    setIssues({ fatal: false, list: [] });
    setTargets({ bundles: [], sliders: [], modals: [] });
    setRequests([]);
    setEvents([]);
  }

  const sendRender = useCallback(() => {
    const message: ShellToFrame = { type: 'render', mode: state.mode, flags: state.flags, pageText: custom.text };
    frame.current?.contentWindow?.postMessage({ ...message, tag: PROTOCOL_TAG }, location.origin);
  }, [state.mode, state.flags, custom.text]);

  useEffect(sendRender, [sendRender]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow || !isMessage<FrameToShell>(event.data)) return;
      const message = event.data;
      if (message.type === 'ready') sendRender();
      else if (message.type === 'page-status') {
        setIssues({ fatal: message.fatal, list: message.issues });
        setTargets(message.targets);
      }
      else if (message.type === 'requests') setRequests(message.entries);
      else if (message.type === 'event') setEvents((list) => [{ name: message.name, payload: message.payload, time: message.time }, ...list].slice(0, MAX_EVENTS));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [sendRender]);

  const sendEditorAction = (action: EditorAction) => {
    const message: ShellToFrame = { type: 'editor-action', action };
    frame.current?.contentWindow?.postMessage({ ...message, tag: PROTOCOL_TAG }, location.origin);
  };
  const update = (patch: Partial<ShellState>) => setState((current) => ({ ...current, ...patch }));
  const setFlag = (name: keyof RuntimeFlags, on: boolean) => setState((current) => ({ ...current, flags: { ...current.flags, [name]: on } }));
  const usingCustom = Boolean(state.page || state.src);
  const policyRows = describePolicies({ mode: state.mode, viewport: viewportForWidth(preset.width), flags: state.flags });

  return (
    <div className="shell">
      <header className="shell__bar">
        <div className="shell__brand">
          <span className="shell__logo" aria-hidden>◧</span> Site runtime sandbox
        </div>
        <label className="shell__field">
          <span>Scenario</span>
          <select
            aria-label="Scenario"
            value={state.scenario}
            onChange={(e) => setState((current) => ({ ...current, scenario: e.target.value, page: undefined, src: undefined }))}
          >
            {SCENARIOS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </label>
        <div className="shell__segmented" role="radiogroup" aria-label="Mode">
          {MODES.map((mode: Mode) => (
            <button key={mode} role="radio" aria-checked={state.mode === mode} className={state.mode === mode ? 'is-on' : ''} onClick={() => update({ mode })}>
              {mode}
            </button>
          ))}
        </div>
        <div className="shell__segmented" role="radiogroup" aria-label="Viewport">
          {VIEWPORT_PRESETS.map((p) => (
            <button key={p.id} role="radio" aria-checked={state.viewport === p.id} className={state.viewport === p.id ? 'is-on' : ''} onClick={() => update({ viewport: p.id })} title={`${p.width} × ${p.height}`}>
              {p.label}
            </button>
          ))}
        </div>
        <fieldset className="shell__flags" aria-label="Flags">
          {FLAG_NAMES.map((name) => (
            <label key={name} className="shell__flag">
              <input type="checkbox" checked={state.flags[name]} onChange={(e) => setFlag(name, e.target.checked)} /> {FLAG_LABELS[name]}
            </label>
          ))}
        </fieldset>
        <div className="shell__actions">
          <button onClick={() => setDialogOpen(true)}>Open page JSON…</button>
          {usingCustom && <button onClick={() => setState((current) => ({ ...current, page: undefined, src: undefined }))}>Back to scenario</button>}
          <button
            onClick={() => {
              void navigator.clipboard?.writeText(location.href).then(() => setCopied(true));
              setTimeout(() => setCopied(false), 1500);
            }}
          >
            {copied ? 'Link copied' : 'Copy link'}
          </button>
        </div>
      </header>

      <div className="shell__body">
        <main className="shell__stage">
          <div className="shell__caption">
            {usingCustom ? 'Custom page' : scenario.title} · <strong>{state.mode}</strong> · {preset.width}px ({viewportForWidth(preset.width)})
            {custom.loading && ' · loading page…'}
          </div>
          {custom.error && (
            <div className="shell__alert" role="alert">
              {custom.error}
            </div>
          )}
          <div className="shell__device" style={{ width: preset.width }}>
            <iframe ref={frame} id="preview" title="Page preview" src={frameSrc} style={{ width: preset.width, height: preset.height }} />
          </div>
        </main>

        <aside className="shell__panel">
          <div className="shell__tabs" role="tablist">
            {PANELS.map((panel) => (
              <button key={panel} role="tab" aria-selected={state.panel === panel} className={state.panel === panel ? 'is-on' : ''} onClick={() => update({ panel })}>
                {PANEL_LABELS[panel]}
                {panel === 'problems' && issues.list.length > 0 && <span className="shell__count">{issues.list.length}</span>}
                {panel === 'requests' && requests.length > 0 && <span className="shell__count shell__count--muted">{requests.length}</span>}
              </button>
            ))}
          </div>
          <div className="shell__panel-body" role="tabpanel" aria-label={PANEL_LABELS[state.panel]}>
            {state.panel === 'policies' && (
              <table className="shell__table">
                <thead>
                  <tr>
                    <th>Policy</th>
                    <th>Now</th>
                  </tr>
                </thead>
                <tbody>
                  {policyRows.map((row) => (
                    <tr key={row.id} data-policy={row.id}>
                      <td title={row.source}>{row.title}</td>
                      <td>{row.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {state.panel === 'problems' &&
              (issues.list.length === 0 ? (
                <p className="shell__empty">No problems: the page is valid.</p>
              ) : (
                <>
                  <p className="shell__hint">{issues.fatal ? 'The page cannot be read:' : 'These parts are left out for visitors and shown as error boxes in admin:'}</p>
                  <ul className="shell__issues">
                    {issues.list.map((issue, index) => (
                      <li key={index}>
                        <code>{issue.path}</code> {issue.message}
                      </li>
                    ))}
                  </ul>
                </>
              ))}
            {state.panel === 'requests' &&
              (requests.length === 0 ? (
                <p className="shell__empty">No requests yet.</p>
              ) : (
                <table className="shell__table shell__table--mono">
                  <tbody>
                    {[...requests].reverse().map((entry) => (
                      <tr key={entry.id}>
                        <td>{entry.method}</td>
                        <td className="shell__url" title={entry.url}>
                          {entry.url}
                        </td>
                        <td>{entry.status ?? '…'}</td>
                        <td>{entry.bytes !== undefined ? `${Math.round(entry.bytes / 1024)} KB` : ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ))}
            {state.panel === 'editor' && <EditorPanel targets={targets} enabled={state.mode === 'admin'} onAction={sendEditorAction} />}
            {state.panel === 'events' &&
              (events.length === 0 ? (
                <p className="shell__empty">No events yet. Click a button on the page.</p>
              ) : (
                <ul className="shell__events">
                  {events.map((event, index) => (
                    <li key={index}>
                      <strong>{event.name}</strong> <code>{JSON.stringify(event.payload)}</code>
                    </li>
                  ))}
                </ul>
              ))}
          </div>
        </aside>
      </div>

      {dialogOpen && (
        <OpenPageDialog
          onClose={() => setDialogOpen(false)}
          onOpenText={(text) => {
            setDialogOpen(false);
            setState((current) => ({ ...current, page: encodePageText(text), src: undefined }));
          }}
          onOpenUrl={(src) => {
            setDialogOpen(false);
            setState((current) => ({ ...current, src, page: undefined }));
          }}
        />
      )}
    </div>
  );
}
