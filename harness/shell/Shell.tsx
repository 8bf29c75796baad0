/**
 * The sandbox shell: scenario picker, mode / viewport / flag switches (ShellBar), the page in an
 * iframe sized to the viewport, and the panels (panels/, one component per panel) for policies,
 * page problems, requests, events and the editor's actions. Its whole state is in the address
 * bar (url-state.ts, use-shell-state.ts); the frame talks to it by message (use-frame-channel.ts).
 */
import { useMemo, useState } from 'react';
import { viewportForWidth } from '../../runtime/core/policies';
import { findScenario } from '../../scenarios';
import { PAGE_IN_ADDRESS_MAX_CHARS, savePage } from '../saved-pages';
import { encodePageText, presetFor, type ShellState } from '../url-state';
import { OpenPageDialog } from './OpenPageDialog';
import { PanelArea } from './panels/PanelArea';
import { ShellBar } from './ShellBar';
import { useCustomPage } from './use-custom-page';
import { useFrameChannel } from './use-frame-channel';
import { useShellState } from './use-shell-state';

/** A pasted page goes in the address when it fits there, else it is saved in this browser under a short id. */
function customPageState(text: string): Pick<ShellState, 'page' | 'saved'> {
  const encoded = encodePageText(text);
  if (encoded.length <= PAGE_IN_ADDRESS_MAX_CHARS) return { page: encoded, saved: undefined };
  const id = savePage(window.localStorage, text);
  // Storage refused it (full or blocked): the address is then the only place left.
  return id === null ? { page: encoded, saved: undefined } : { page: undefined, saved: id };
}

export function Shell() {
  const [state, setState] = useShellState();
  const [dialogOpen, setDialogOpen] = useState(false);
  const custom = useCustomPage(state);
  const { frame, report, sendEditorAction } = useFrameChannel(state, custom.text);
  const preset = presetFor(state.viewport);
  const scenario = findScenario(state.scenario);
  const usingCustom = Boolean(state.page || state.saved || state.src);
  // The frame reloads only when the scenario changes (a new site with its own backend seed).
  const frameSrc = useMemo(() => `frame.html?scenario=${encodeURIComponent(state.scenario)}`, [state.scenario]);

  return (
    <div className="shell">
      <ShellBar state={state} setState={setState} onOpenPage={() => setDialogOpen(true)} />

      <div className="shell__body">
        <main className="shell__stage">
          <div className="shell__caption">
            {usingCustom ? <>Custom page{custom.source && <> (from <span className="shell__source">{custom.source}</span>)</>}</> : scenario.title} · <strong>{state.mode}</strong> · {preset.width}px ({viewportForWidth(preset.width)})
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

        <PanelArea state={state} report={report} onChoose={(panel) => setState((current) => ({ ...current, panel }))} onEditorAction={sendEditorAction} />
      </div>

      {dialogOpen && (
        <OpenPageDialog
          onClose={() => setDialogOpen(false)}
          onOpenText={(text) => {
            setDialogOpen(false);
            setState((current) => ({ ...current, ...customPageState(text), src: undefined }));
          }}
          onOpenUrl={(src) => {
            setDialogOpen(false);
            setState((current) => ({ ...current, src, page: undefined, saved: undefined }));
          }}
        />
      )}
    </div>
  );
}
