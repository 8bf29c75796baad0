/**
 * The matrix view (issue 16.1): one page in a grid of live frames, the chosen modes across and
 * the chosen viewport presets down. Each frame keeps its real width (the runtime reads it) and is
 * scaled to its column. Scrolling one frame scrolls the others to the same place of the same
 * section (matrix-scroll.ts); "Open" shows that cell in the single view. The choice is in the
 * address (url-state.ts: view=matrix, modes=, viewports=).
 */
import { useEffect, useMemo, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { MODES, type Mode } from '../../runtime/core/policies';
import { frameAddress, presetFor, VIEWPORT_PRESETS, type ShellState } from '../url-state';
import { storageArea } from '../../runtime/platform/storage';
import { customPageParams, type CustomPageParams } from '../saved-pages';
import { anchorAt, scrollTopFor, type SectionBox } from './matrix-scroll';

const CELL_GAP_PX = 16;

interface MatrixViewProps {
  state: ShellState;
  setState: Dispatch<SetStateAction<ShellState>>;
  /** The custom page's text when one is shown (the frames take it in their address). */
  pageText: string | null;
  /** The stage's inner width, which the columns share. */
  width: number;
}

/** One cell's frame address: the single view's in the cell's mode, plus a custom page (its address params). */
function cellAddress(state: ShellState, mode: Mode, customPage: CustomPageParams | null): string {
  // The matrix's frames keep the real clock: the Clock panel holds the single view's.
  return frameAddress({ ...state, mode, clock: undefined, page: customPage?.page, saved: customPage?.saved });
}

function sectionBoxes(doc: Document): SectionBox[] {
  const scrollTop = doc.defaultView?.scrollY ?? 0;
  return [...doc.querySelectorAll<HTMLElement>('[data-section-id]')].map((section) => {
    const rect = section.getBoundingClientRect();
    return { id: section.dataset.sectionId ?? '', top: rect.top + scrollTop, height: rect.height };
  });
}

/** Keeps the frames' scroll in step: the one the user scrolls leads; the others follow by section. */
function useScrollInStep(frames: RefObject<Map<string, HTMLIFrameElement>>, cellsKey: string) {
  // Scrolls the matrix itself caused, per frame, so they are not taken for the user's.
  const following = useRef(new Map<string, number>());
  useEffect(() => {
    const map = frames.current;
    const listeners: (() => void)[] = [];
    const attach = (key: string, frame: HTMLIFrameElement) => {
      const win = frame.contentWindow;
      if (!win) return;
      const onScroll = () => {
        const expected = following.current.get(key);
        if (expected !== undefined && Math.abs(win.scrollY - expected) <= 1) return;
        following.current.delete(key);
        const anchor = anchorAt(sectionBoxes(win.document), win.scrollY);
        if (!anchor) return;
        for (const [otherKey, other] of map) {
          const otherWin = other.contentWindow;
          if (otherKey === key || !otherWin) continue;
          const top = scrollTopFor(anchor, sectionBoxes(otherWin.document));
          if (top === null) continue;
          following.current.set(otherKey, top);
          otherWin.scrollTo({ top, behavior: 'instant' });
        }
      };
      win.addEventListener('scroll', onScroll, { passive: true });
      listeners.push(() => win.removeEventListener('scroll', onScroll));
    };
    // A frame's window exists once it has loaded; attach then (and again after a reload).
    const onLoads: (() => void)[] = [];
    for (const [key, frame] of map) {
      const onLoad = () => attach(key, frame);
      frame.addEventListener('load', onLoad);
      onLoads.push(() => frame.removeEventListener('load', onLoad));
      if (frame.contentDocument?.readyState === 'complete') attach(key, frame);
    }
    return () => {
      for (const detach of [...listeners, ...onLoads]) detach();
    };
    // Attached again only when the cells change; a frame that reloads is attached by its load listener.
  }, [frames, cellsKey]);
}

export function MatrixView({ state, setState, pageText, width }: MatrixViewProps) {
  const { modes, viewports } = state.matrix;
  const frames = useRef(new Map<string, HTMLIFrameElement>());
  useScrollInStep(frames, `${modes.join(',')}|${viewports.join(',')}`);
  const columnWidth = Math.max(120, (width - CELL_GAP_PX * (modes.length - 1)) / modes.length);
  // Every cell loads the page from its address: a long one (a page from a URL, a long paste) is
  // saved in this browser once and named by its id, as the single view's address does, or the
  // request line is too long for the server (431).
  const customPage = useMemo(() => customPageParams(storageArea(window, 'localStorage'), pageText), [pageText]);
  const toggle = <K extends 'modes' | 'viewports'>(key: K, value: ShellState['matrix'][K][number], on: boolean) =>
    setState((current) => {
      const chosen = current.matrix[key] as readonly string[];
      const order = (key === 'modes' ? MODES : VIEWPORT_PRESETS.map((preset) => preset.id)) as readonly string[];
      const next = order.filter((entry) => (entry === value ? on : chosen.includes(entry)));
      // The last one stays: a matrix of nothing shows nothing.
      return next.length === 0 ? current : { ...current, matrix: { ...current.matrix, [key]: next } };
    });

  return (
    <div className="shell__matrix" data-matrix="">
      <div className="shell__matrix-choice">
        <fieldset aria-label="Modes in the matrix">
          <legend>Modes</legend>
          {MODES.map((mode) => (
            <label key={mode} className="shell__flag">
              <input type="checkbox" checked={modes.includes(mode)} onChange={(event) => toggle('modes', mode, event.target.checked)} /> {mode}
            </label>
          ))}
        </fieldset>
        <fieldset aria-label="Viewports in the matrix">
          <legend>Viewports</legend>
          {VIEWPORT_PRESETS.map((preset) => (
            <label key={preset.id} className="shell__flag">
              <input type="checkbox" checked={viewports.includes(preset.id)} onChange={(event) => toggle('viewports', preset.id, event.target.checked)} /> {preset.label}
            </label>
          ))}
        </fieldset>
        <p className="shell__hint">Scroll any frame: the others follow to the same section.</p>
      </div>
      {viewports.map((viewportId) => {
        const preset = presetFor(viewportId);
        const scale = Math.min(1, columnWidth / preset.width);
        return (
          <div key={viewportId} className="shell__matrix-row" style={{ gap: CELL_GAP_PX }}>
            {modes.map((mode) => {
              const key = `${mode}|${viewportId}`;
              const label = `${mode} · ${preset.label}`;
              const address = cellAddress(state, mode, customPage);
              return (
                <figure key={key} className="shell__matrix-cell" style={{ width: columnWidth }} data-matrix-cell={key}>
                  <figcaption>
                    <span>
                      <strong>{mode}</strong> · {preset.label}
                      {scale < 1 && <> · {Math.round(scale * 100)}%</>}
                    </span>
                    <button
                      type="button"
                      onClick={(event) => {
                        // The button goes with the matrix: the focus moves first to the stage, which shows the single view next.
                        event.currentTarget.closest<HTMLElement>('.shell__stage')?.focus();
                        setState((current) => ({ ...current, view: 'single', mode, viewport: viewportId }));
                      }}
                      aria-label={`Open ${label} in the single view`}
                    >
                      Open
                    </button>
                  </figcaption>
                  <div className="shell__device" style={{ width: preset.width * scale, height: preset.height * scale }}>
                    {/* A new iframe for each address, as the single view's (Shell.tsx PreviewFrame): a navigated frame would add a step to the browser's history. */}
                    <iframe
                      key={address}
                      ref={(node) => {
                        if (node) frames.current.set(key, node);
                        else frames.current.delete(key);
                      }}
                      title={`Page preview: ${label}`}
                      src={address}
                      style={{ width: preset.width, height: preset.height, transform: scale === 1 ? undefined : `scale(${scale})`, transformOrigin: '0 0' }}
                    />
                  </div>
                </figure>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
