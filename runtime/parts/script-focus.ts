/**
 * Focus moved by script onto what is no control (WCAG 2.4.3 Focus Order: where the keyboard goes
 * when the control it was on went away, or a jump of the page's own left it behind): a section an
 * anchors dot took the visitor to, the page's main content after the cart closed with its button
 * gone, a list whose new page has no control.
 */

/** A control its page took out of the Tab order (a negative tabindex: a card's photo link its name repeats, a radio group's values other than its stop). */
export const OUT_OF_TAB_ORDER = '[tabindex^="-"]';

/**
 * The controls the focus can go to inside a part (an aria-disabled button stays one: it keeps the
 * focus), not those kept out of the tab order (OUT_OF_TAB_ORDER).
 */
export const FOCUSABLE_CONTROLS = ['button:not([disabled])', 'input:not([disabled])', 'select:not([disabled])', 'textarea:not([disabled])', 'a[href]'].map((control) => `${control}:not(${OUT_OF_TAB_ORDER})`).join(', ');

/** The first control inside `part` (FOCUSABLE_CONTROLS); null when it has none, or there is no part. */
export function firstControlIn(part: Element | null | undefined): HTMLElement | null {
  return part?.querySelector<HTMLElement>(FOCUSABLE_CONTROLS) ?? null;
}

/** Whether the focus has dropped to the body (or nowhere): the element that had it went away, and nothing took it since. */
export function focusDropped(doc: Document): boolean {
  const active = doc.activeElement;
  return active === null || active === doc.body;
}

/**
 * Focuses `element` without scrolling (a scroll of the caller's own may be under way). It takes the
 * focus by script only (tabindex -1), and only while it holds it, so Tab never stops on it and a
 * later click inside it focuses nothing of it; `marker`, an attribute it bears meanwhile, lets a
 * stylesheet leave out the focus ring (a followed link and a dialog's focus return show none). A
 * tabindex of the page's own is left as it is. One that could not take the focus (hidden
 * meanwhile) is given back at once.
 */
export function focusForNow(element: HTMLElement, marker?: string): void {
  const madeFocusable = !element.hasAttribute('tabindex');
  if (madeFocusable) {
    element.setAttribute('tabindex', '-1');
    if (marker) element.setAttribute(marker, '');
  }
  element.focus({ preventScroll: true });
  if (!madeFocusable) return;
  const release = () => {
    element.removeAttribute('tabindex');
    if (marker) element.removeAttribute(marker);
  };
  if (element.ownerDocument.activeElement === element) element.addEventListener('blur', release, { once: true });
  else release();
}
