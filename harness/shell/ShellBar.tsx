import type { Dispatch, SetStateAction } from 'react';
import { FLAG_NAMES, MODES, type Mode, type RuntimeFlags } from '../../runtime/core/policies';
import { SCENARIOS } from '../../scenarios';
import { PAY_LINKS } from '../../scenarios/pay-bills';
import { VIEWPORT_PRESETS, ZOOMS, type ShellState, type Zoom } from '../url-state';
import { CopyLink } from './CopyLink';
import { FLAG_LABELS } from './labels';
import { rovingChoice } from './roving-choice';

const VIEWS = ['single', 'matrix'] as const;
const VIEWPORT_IDS = VIEWPORT_PRESETS.map((preset) => preset.id);

/** The bar above the page: scenario, mode, viewport, flags, and the page and link actions. */
export function ShellBar({ state, setState, onOpenPage }: { state: ShellState; setState: Dispatch<SetStateAction<ShellState>>; onOpenPage(): void }) {
  const update = (patch: Partial<ShellState>) => setState((current) => ({ ...current, ...patch }));
  const chooseView = (view: ShellState['view']) => update(view === 'matrix' ? { view, folder: undefined } : { view });
  const chooseMode = (mode: Mode) => update(mode === 'run' ? { mode } : { mode, folder: undefined });
  // The radio groups by keyboard: one Tab stop each, the arrows choose (roving-choice.ts).
  const viewKeys = rovingChoice(VIEWS, state.view, chooseView);
  const modeKeys = rovingChoice(MODES, state.mode, chooseMode);
  const viewportKeys = rovingChoice(VIEWPORT_IDS, state.viewport, (viewport) => update({ viewport }));
  const setFlag = (name: keyof RuntimeFlags, on: boolean) => setState((current) => ({ ...current, flags: { ...current.flags, [name]: on } }));
  const usingCustom = Boolean(state.page || state.saved || state.src);
  // A visitor's page: run mode, and the scenario's whole page (what `npm run publish` takes).
  const publishable = state.mode === 'run' && !usingCustom && !state.sections && !state.folder;
  const publishedTitle = publishable
    ? 'The page as npm run publish writes it: prerendered HTML hydrated by the visitor’s script, no sandbox'
    : state.folder
      ? 'A published folder is shown: it is published already'
      : 'Only in run mode, for a scenario’s whole page (not a pasted page or some sections)';
  return (
    <header className="shell__bar">
      {/* Not a heading: the page in the frame has the document's top heading, and axe reads the frame's headings after the shell's. */}
      <div className="shell__brand">
        <span className="shell__logo" aria-hidden>◧</span> Site runtime sandbox
      </div>
      <label className="shell__field">
        <span>Scenario</span>
        <select aria-label="Scenario" value={state.scenario} onChange={(e) => update({ scenario: e.target.value, unknownScenario: undefined, page: undefined, saved: undefined, src: undefined, sections: undefined, folder: undefined })}>
          {SCENARIOS.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
      </label>
      <label className="shell__field">
        <span>Pay link</span>
        <select
          aria-label="Pay link"
          value={state.pay ?? ''}
          title="Opens the page as a visitor following a pay link: the pay modal for that bill case"
          onChange={(e) => update({ pay: e.target.value || undefined })}
        >
          <option value="">None</option>
          {PAY_LINKS.map((link) => (
            <option key={link.id} value={link.id}>
              {link.label}
            </option>
          ))}
        </select>
      </label>
      <div className="shell__segmented" role="radiogroup" aria-label="View">
        {VIEWS.map((view) => (
          <button key={view} role="radio" aria-checked={state.view === view} className={state.view === view ? 'is-on' : ''} onClick={() => chooseView(view)} {...viewKeys(view)} title={view === 'matrix' ? 'The page in every chosen mode and viewport at once' : 'One page, with the panels'}>
            {view === 'single' ? 'Single' : 'Matrix'}
          </button>
        ))}
      </div>
      {/* The matrix chooses its modes and viewports itself (MatrixView); these set the single view. */}
      {state.view === 'single' && (
        <>
          <div className="shell__segmented" role="radiogroup" aria-label="Mode">
            {MODES.map((mode: Mode) => (
              <button key={mode} role="radio" aria-checked={state.mode === mode} className={state.mode === mode ? 'is-on' : ''} onClick={() => chooseMode(mode)} {...modeKeys(mode)}>
                {mode}
              </button>
            ))}
          </div>
          <label className="shell__flag" title={publishedTitle}>
            <input type="checkbox" checked={Boolean(state.published || state.folder)} disabled={!publishable} aria-describedby="published-why" onChange={(e) => update({ published: e.target.checked || undefined })} /> As published
            <span id="published-why" className="shell__sr-only">
              {publishedTitle}
            </span>
          </label>
          <div className="shell__segmented" role="radiogroup" aria-label="Viewport">
            {VIEWPORT_PRESETS.map((p) => (
              <button key={p.id} role="radio" aria-checked={state.viewport === p.id} className={state.viewport === p.id ? 'is-on' : ''} onClick={() => update({ viewport: p.id })} {...viewportKeys(p.id)} title={`${p.width} × ${p.height}`}>
                {p.label}
              </button>
            ))}
          </div>
          <label className="shell__field">
            <span>Zoom</span>
            <select aria-label="Zoom" value={state.zoom} onChange={(e) => update({ zoom: e.target.value as Zoom })}>
              {ZOOMS.map((zoom) => (
                <option key={zoom} value={zoom}>
                  {zoom === 'fit' ? 'Fit' : `${zoom}%`}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <fieldset className="shell__flags" aria-label="Flags">
        {FLAG_NAMES.map((name) => (
          <label key={name} className="shell__flag">
            <input type="checkbox" checked={state.flags[name]} onChange={(e) => setFlag(name, e.target.checked)} /> {FLAG_LABELS[name]}
          </label>
        ))}
      </fieldset>
      <div className="shell__actions">
        <button onClick={onOpenPage}>Open page…</button>
        {(usingCustom || state.folder) && <button onClick={() => update({ page: undefined, saved: undefined, src: undefined, folder: undefined })}>Back to scenario</button>}
        {!usingCustom && state.sections && (
          <button onClick={() => update({ sections: undefined })} title={`Only these sections are shown: ${state.sections}`}>
            Show all sections
          </button>
        )}
        <CopyLink />
      </div>
    </header>
  );
}
