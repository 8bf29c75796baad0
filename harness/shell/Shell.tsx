/**
 * The sandbox shell: scenario picker, mode / viewport / flag switches (ShellBar), the page in an
 * iframe sized to the viewport (or the same page in a grid of modes × viewports, MatrixView), and the panels (panels/, one component per panel) for policies,
 * page problems, requests, events and the editor's actions. Its whole state is in the address
 * bar (url-state.ts, use-shell-state.ts); the frame talks to it by message (use-frame-channel.ts).
 */
import { useEffect, useRef, useState, type CSSProperties, type Ref } from 'react';
import { viewportForWidth, type Mode, type RuntimeFlags } from '../../runtime/core/policies';
import { findScenario } from '../../scenarios';
import { storageArea } from '../../runtime/platform/storage';
import { customPageParams } from '../saved-pages';
import { frameAddress, presetFor, publishedAddress, stageScale, type ShellState } from '../url-state';
import { MatrixView } from './MatrixView';
import { OpenPageDialog } from './OpenPageDialog';
import { clockParam } from '../frame/steppable-clock';
import { PanelArea } from './panels/PanelArea';
import { serializeFaults } from '../fault-rules';
import { ShellBar } from './ShellBar';
import { useCustomPage } from './use-custom-page';
import { useFrameChannel } from './use-frame-channel';
import { useShellState } from './use-shell-state';

/** The stage's inner width (without its padding), kept up to date as the window or the panels change. */
function useInnerWidth() {
  const stage = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      setWidth(element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [stage, width] as const;
}

/** What a new address of the single view's frame loads: another of these is another frame. */
type FrameLoad = Pick<ShellState, 'scenario' | 'sections' | 'pay' | 'clock' | 'crash'>;

/**
 * The single view's frame. Each frame it loads starts in the mode, with the flags and on the page
 * (the scenario's or a custom one) shown then: they are in its address, so the page's first render
 * is already theirs (the mode's policies hold from the first commit, and a custom page never
 * shows the scenario's page first, nor runs its effects). They stay as they were in that address:
 * a later switch goes by message (use-frame-channel.ts), as a new address would reload the frame
 * and lose the cart, the slide and what the visitor typed (the frame keeps its own address up to date).
 */
function PreviewFrame({ ref, load, mode, flags, pageText, style }: { ref: Ref<HTMLIFrameElement>; load: FrameLoad; mode: Mode; flags: RuntimeFlags; pageText: string | null; style: CSSProperties }) {
  const loadKey = JSON.stringify(load);
  // Where the frame's address carries the custom page (null: the scenario's page).
  const [start, setStart] = useState(() => ({ loadKey, mode, flags, customPage: customPageParams(storageArea(window, 'localStorage'), pageText) }));
  if (start.loadKey !== loadKey) setStart({ loadKey, mode, flags, customPage: customPageParams(storageArea(window, 'localStorage'), pageText) });
  // A new iframe for each load, not a new src for the same one: a frame that navigates adds a step to
  // the browser's history, and Back then took the frame back to the last scenario under a shell that
  // still named this one (the shell keeps its own steps: use-shell-state.ts).
  return <iframe key={loadKey} ref={ref} id="preview" title="Page preview" src={frameAddress({ ...load, mode: start.mode, flags: start.flags, page: start.customPage?.page, saved: start.customPage?.saved })} style={style} />;
}

export function Shell() {
  const [state, setState] = useShellState();
  const [dialogOpen, setDialogOpen] = useState(false);
  const custom = useCustomPage(state);
  const { frame, report, rearmFault, sendEditorAction, sendSandboxChange, sendClock, sendLeadRules, sendStateCommand, sendAxe, reloadFrame } = useFrameChannel(state, custom.text);
  const preset = presetFor(state.viewport);
  const [stage, stageWidth] = useInnerWidth();
  // The frame keeps its real width (media queries and the runtime's viewport read it); only its picture is scaled.
  const scale = stageScale(state.zoom, preset.width, stageWidth);
  const scenario = findScenario(state.scenario);
  const usingCustom = Boolean(state.page || state.saved || state.src);
  // The custom page's text the frames show (null: the scenario's page, or a custom one not loaded).
  const pageText = usingCustom ? custom.text : null;
  // The frame reloads only when the scenario changes (a new site with its own backend seed), or when the
  // Clock panel takes or gives back the frame's clock: pausing, stepping and speed go by message after that.
  const [frameClock, setFrameClock] = useState(state.clock);
  if ((state.clock === undefined) !== (frameClock === undefined)) setFrameClock(state.clock);
  // A new frame (another scenario, sections, pay link or crash) starts with the clock as QA left it: paused, or at its speed.
  const frameKey = JSON.stringify([state.scenario, state.sections, state.pay, state.crash]);
  const [clockFrameKey, setClockFrameKey] = useState(frameKey);
  if (clockFrameKey !== frameKey) {
    setClockFrameKey(frameKey);
    setFrameClock(state.clock);
  }
  // Run mode "as published": the scenario as `npm run publish` writes it (harness/published-pages.ts), not the sandboxed frame.
  const published = publishedAddress(state);
  const frameStyle: CSSProperties = { width: preset.width, height: preset.height, transform: scale === 1 ? undefined : `scale(${scale})`, transformOrigin: '0 0' };
  // The address follows the held clock (Copy link carries it): paused, or its speed.
  const reportedClock = report.clock ? clockParam(report.clock) : undefined;
  useEffect(() => {
    if (reportedClock && state.clock !== undefined && reportedClock !== state.clock) setState((current) => (current.clock === undefined ? current : { ...current, clock: reportedClock }));
  }, [reportedClock, state.clock, setState]);

  return (
    <div className="shell">
      <ShellBar state={state} setState={setState} onOpenPage={() => setDialogOpen(true)} />

      <div className="shell__body">
        {/* Named, as the page in the frame has its own main; focusable, as the stage scrolls (a keyboard user scrolls it too). */}
        <main className="shell__stage" ref={stage} aria-label="Stage" tabIndex={0}>
          <div className="shell__caption">
            {state.folder && published ? (
              <>
                Published folder <span className="shell__source">{state.folder}</span>
              </>
            ) : usingCustom ? (
              <>Custom page{custom.source && <> (from <span className="shell__source">{custom.source}</span>)</>}</>
            ) : (
              scenario.title
            )}{' '}
            ·{' '}
            {state.view === 'matrix' ? (
              <>
                matrix of {state.matrix.modes.length} modes × {state.matrix.viewports.length} viewports
              </>
            ) : (
              <>
                <strong>{state.mode}</strong>
                {published && ' as published'} · {preset.width}px ({viewportForWidth(preset.width)}){scale !== 1 && <> · shown at {Math.round(scale * 100)}%</>}
              </>
            )}
            {custom.loading && ' · loading page…'}
          </div>
          {/* The frame shows its own error and Reload too; this one stays usable whatever became of the frame's page. */}
          {state.view === 'single' && report.crash !== null && (
            <div className="shell__alert shell__alert--row" role="alert">
              <span>
                The page in the frame crashed: <code>{report.crash}</code>
              </span>
              <button type="button" onClick={reloadFrame}>
                Reload the frame
              </button>
            </div>
          )}
          {/* A mistyped or stale link: the stage shows the default scenario, and says so rather than pass it off as the one asked for. */}
          {state.unknownScenario !== undefined && (
            <div className="shell__alert" role="alert">
              No scenario “{state.unknownScenario}”: showing “{state.scenario}”.
            </div>
          )}
          {custom.error && (
            <div className="shell__alert" role="alert">
              {custom.error}
            </div>
          )}
          {/* A custom page still loading, or one that failed, shows no page: never the scenario's page in its place. */}
          {state.view === 'matrix' && !(usingCustom && custom.text === null) ? (
            <MatrixView state={state} setState={setState} pageText={pageText} width={stageWidth} />
          ) : usingCustom && custom.text === null ? (
            <div className="shell__device shell__device--empty" style={{ width: preset.width * scale, height: preset.height * scale }} data-no-page="">
              {custom.loading ? 'Loading the page…' : 'No page to show. Open another page, or go back to the scenario.'}
            </div>
          ) : (
            <div className="shell__device" style={{ width: preset.width * scale, height: preset.height * scale }}>
              {/* Its own iframe for the published page (a new element, never the frame's channel). */}
              {published ? (
                <iframe key={published} id="published" title="Published page" src={published} style={frameStyle} />
              ) : (
                <PreviewFrame ref={frame} load={{ scenario: state.scenario, sections: state.sections, pay: state.pay, clock: frameClock, crash: state.crash }} mode={state.mode} flags={state.flags} pageText={pageText} style={frameStyle} />
              )}
            </div>
          )}
        </main>

        {/* The panels report the single view's frame; the matrix's frames are many, and a published page has none of the sandbox's reports. */}
        {published && (
          <aside className="shell__panel" aria-label="Published page">
            <div className="shell__panel-body" tabIndex={0}>
              <p>
                {state.folder ? (
                  <>
                    The folder <code>{state.folder}</code> that <code>npm run publish</code> wrote, its files as they are, served as a visitor gets them:
                  </>
                ) : (
                  <>
                    The page as <code>npm run publish</code> writes it, served as a visitor gets it:
                  </>
                )}{' '}
                HTML prerendered for both viewports, styled before any script, then hydrated by the visitor’s script after the first paint.
              </p>
              <p className="shell__hint">
                {state.folder
                  ? 'No sandbox runs in it, so it has no backend (product loads, the cart’s orders and forms get no answer), and the panels have nothing to report.'
                  : 'No sandbox runs in it: this server answers its product loads, orders and payments from the scenario’s shop data, as the builder’s platform would, and the panels do not see them.'}{' '}
                Switch to admin or preview,
                or {state.folder ? 'go back to the scenario' : 'untick “As published”'}, for the sandboxed frame.
              </p>
              <p>
                <a href={published} target="_blank" rel="noreferrer">
                  Open it in its own tab
                </a>
              </p>
            </div>
          </aside>
        )}
        {state.view === 'single' && !published && <PanelArea state={state} report={report} onChoose={(panel) => setState((current) => ({ ...current, panel }))} onEditorAction={sendEditorAction} onSandboxChange={sendSandboxChange} onLeadRules={sendLeadRules} onClock={sendClock}
          onStateCommand={sendStateCommand} onAxe={sendAxe}
          onHoldClock={(held) => setState((current) => ({ ...current, clock: held ? 'x1' : undefined }))}
          onFaults={(faults) => setState((current) => ({ ...current, faults: serializeFaults(faults) || undefined, ignoredFaults: undefined }))}
          onRearmFault={rearmFault}
        />}
      </div>

      {dialogOpen && (
        <OpenPageDialog
          onClose={() => setDialogOpen(false)}
          onOpenText={(text) => {
            setDialogOpen(false);
            setState((current) => ({ ...current, ...customPageParams(storageArea(window, 'localStorage'), text), src: undefined, folder: undefined }));
          }}
          onOpenUrl={(src) => {
            setDialogOpen(false);
            setState((current) => ({ ...current, src, page: undefined, saved: undefined, folder: undefined }));
          }}
          onOpenFolder={(folder) => {
            setDialogOpen(false);
            // A published folder is what a visitor gets: run mode, one page, nothing of the scenario's own.
            setState((current) => ({ ...current, folder, mode: 'run', view: 'single', page: undefined, saved: undefined, src: undefined, sections: undefined }));
          }}
        />
      )}
    </div>
  );
}
