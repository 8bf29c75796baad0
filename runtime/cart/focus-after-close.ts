/**
 * Where the keyboard goes once the cart has closed (WCAG 2.4.3 Focus Order). The dialog gives the
 * focus back to the element that had it before it opened (parts/modal/use-modal-dialog.ts); after
 * an order that element is often gone: the cart button shows only while the cart holds something.
 * The focus would then drop to the page's body, and the next Tab start from the top of the page;
 * it goes to the page's main content instead.
 */

/** Marks the main content the cart focused, for as long as it holds the focus (cart.css: no ring, as a dialog's focus return shows none). */
export const CART_FOCUS_ATTRIBUTE = 'data-cart-focus';

/** The page's main content around `node`: the nearest `<main>` of its ancestors' subtrees. */
export function mainContentAround(node: Element): HTMLElement | null {
  for (let at = node.parentElement; at !== null; at = at.parentElement) {
    const main = at.querySelector<HTMLElement>('main:not([hidden])');
    if (main) return main;
  }
  return null;
}

/**
 * Focuses `main` if the focus has dropped to the body (or nowhere). It is no control: it takes the
 * focus by script only (tabindex -1), and only while it holds it, so Tab never stops on it and a
 * later click inside it focuses nothing of it. A tabindex of the page's own is left as it is.
 */
export function focusMainIfDropped(main: HTMLElement | null): void {
  const doc = main?.ownerDocument;
  if (!main || !doc || !main.isConnected) return;
  const active = doc.activeElement;
  if (active !== null && active !== doc.body) return;
  const madeFocusable = !main.hasAttribute('tabindex');
  if (madeFocusable) {
    main.setAttribute('tabindex', '-1');
    main.setAttribute(CART_FOCUS_ATTRIBUTE, '');
  }
  main.focus({ preventScroll: true });
  if (!madeFocusable) return;
  const release = () => {
    main.removeAttribute('tabindex');
    main.removeAttribute(CART_FOCUS_ATTRIBUTE);
  };
  if (doc.activeElement === main) main.addEventListener('blur', release, { once: true });
  else release();
}
