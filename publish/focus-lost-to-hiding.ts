/**
 * The field a visitor was in when the window's width hid it, before the page hydrated. Until then a
 * published page holds both its copies, a media query showing the one that fits the window
 * (published-page.ts): a phone turned or a window widened across the breakpoint hides the copy the
 * visitor was typing in, and the browser takes the focus from the field it hides (Chromium blurs it
 * as it lays the page out again, and nothing has the focus after). Hydration carries what was typed
 * into the copy it keeps, the focus too (input-across-copies.ts), which it can do only if someone
 * saw where the focus was. Imports nothing: the page's small entry follows it from its start, so a
 * turn while the first photo or the page's script comes is seen.
 */

export interface FocusLostToHiding {
  /** The element whose focus its hiding took, unless the visitor has focused or pressed anything since. */
  readonly element: () => Element | null;
  /** Stops following: the page has hydrated, or will not. */
  readonly stop: () => void;
}

export function followFocusLostToHiding(doc: Pick<Document, 'addEventListener' | 'removeEventListener'>): FocusLostToHiding {
  let lost: Element | null = null;
  const left = (event: Event) => {
    const { target } = event;
    // One that still has boxes lost the focus to the visitor (a press elsewhere, another window), not to the layout.
    lost = target instanceof Element && target.getClientRects().length === 0 ? target : null;
  };
  // The visitor has moved on: the focus they gave or the press they made stays theirs.
  const movedOn = () => {
    lost = null;
  };
  doc.addEventListener('focusout', left, true);
  doc.addEventListener('focusin', movedOn, true);
  doc.addEventListener('pointerdown', movedOn, true);
  return {
    element: () => lost,
    stop: () => {
      doc.removeEventListener('focusout', left, true);
      doc.removeEventListener('focusin', movedOn, true);
      doc.removeEventListener('pointerdown', movedOn, true);
      lost = null;
    },
  };
}
