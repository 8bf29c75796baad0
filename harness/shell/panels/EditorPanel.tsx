import { useState } from 'react';
import { TAB_DRAG_HOVER_MS } from '../../../runtime/widgets/tabs/constants';
import type { EditorAction, EditorTargets } from '../../editor-actions';

/**
 * Stand-ins for the editor's own tools (which the specs do not show): create or copy a tab of a
 * BUNDLE block, jump a slider to a slide, show a page modal (admin shows them on request, not on click). Drag-hover is tried with the chip the frame shows in
 * admin. They act in admin mode, where the editor behaviours live.
 */
export function EditorPanel({ targets, enabled, onAction }: { targets: EditorTargets; enabled: boolean; onAction(action: EditorAction): void }) {
  const [copyFrom, setCopyFrom] = useState<Record<string, string>>({});
  const [slide, setSlide] = useState<Record<string, number>>({});
  return (
    <div className="shell__editor">
      {!enabled && <p className="shell__hint">Switch to admin mode: these are the editor's actions.</p>}
      {enabled && <p className="shell__hint">Drag the “Drag me over a tab” chip (bottom left of the page) over a tab and hold it for {TAB_DRAG_HOVER_MS} ms to open that tab.</p>}
      <h2 className="shell__editor-heading">Tabbed blocks</h2>
      {targets.bundles.length === 0 && <p className="shell__empty">This page has no BUNDLE block.</p>}
      {targets.bundles.map((bundle) => {
        const source = copyFrom[bundle.id] ?? bundle.tabs[0]?.id ?? '';
        return (
          <div key={bundle.id} className="shell__editor-row" data-editor-bundle={bundle.id}>
            <strong>{bundle.title}</strong>
            <button disabled={!enabled} onClick={() => onAction({ kind: 'create-tab', sectionId: bundle.id })}>
              Create tab
            </button>
            <select aria-label={`Tab to copy in ${bundle.title}`} value={source} onChange={(e) => setCopyFrom((all) => ({ ...all, [bundle.id]: e.target.value }))}>
              {bundle.tabs.map((tab) => (
                <option key={tab.id} value={tab.id}>
                  {tab.title}
                </option>
              ))}
            </select>
            <button disabled={!enabled || !source} onClick={() => onAction({ kind: 'copy-tab', sectionId: bundle.id, tabId: source })}>
              Copy tab
            </button>
          </div>
        );
      })}
      <h2 className="shell__editor-heading">Sliders</h2>
      {targets.sliders.length === 0 && <p className="shell__empty">This page has no slider.</p>}
      {targets.sliders.map((slider) => (
        <div key={slider.id} className="shell__editor-row" data-editor-slider={slider.id}>
          <strong>{slider.id}</strong>
          <label>
            slide{' '}
            <input
              type="number"
              aria-label={`Slide of ${slider.id}`}
              min={1}
              max={slider.slides}
              value={(slide[slider.id] ?? 0) + 1}
              onChange={(e) => setSlide((all) => ({ ...all, [slider.id]: Math.max(0, Math.min(slider.slides - 1, Number(e.target.value) - 1)) }))}
            />{' '}
            of {slider.slides}
          </label>
          <button disabled={!enabled} onClick={() => onAction({ kind: 'jump-to-slide', elementId: slider.id, index: slide[slider.id] ?? 0 })}>
            Jump to slide
          </button>
        </div>
      ))}
      <h2 className="shell__editor-heading">Modals</h2>
      {targets.modals.length === 0 && <p className="shell__empty">This page has no modal.</p>}
      {targets.modals.map((modal) => (
        <div key={modal.id} className="shell__editor-row" data-editor-modal={modal.id}>
          <strong>{modal.title}</strong>
          <button disabled={!enabled} onClick={() => onAction({ kind: 'open-modal', modalId: modal.id })}>
            Show modal
          </button>
        </div>
      ))}
      <h2 className="shell__editor-heading">Cart</h2>
      {targets.carts.length === 0 && <p className="shell__empty">This page has no CART widget.</p>}
      {targets.carts.length > 0 && (
        <div className="shell__editor-row" data-editor-cart="">
          <strong>Sample items, removal disabled, nothing stored</strong>
          <button disabled={!enabled} onClick={() => onAction({ kind: 'cart', open: true })}>
            Force open the cart
          </button>
          <button disabled={!enabled} onClick={() => onAction({ kind: 'cart', open: false })}>
            Close the cart
          </button>
        </div>
      )}
    </div>
  );
}
