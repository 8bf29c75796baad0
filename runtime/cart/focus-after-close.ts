/**
 * Where the keyboard goes once the cart has closed (WCAG 2.4.3 Focus Order). The dialog gives the
 * focus back to the element that had it before it opened (parts/modal/use-modal-dialog.ts); after
 * an order that element is often gone: the cart button shows only while the cart holds something.
 * The focus would then drop to the page's body, and the next Tab start from the top of the page;
 * it goes to the page's main content instead.
 */
import { focusDropped, focusForNow } from '../parts/script-focus';

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

/** Focuses `main` if the focus has dropped to the body (or nowhere), for as long as it holds the focus (parts/script-focus.ts). */
export function focusMainIfDropped(main: HTMLElement | null): void {
  const doc = main?.ownerDocument;
  if (!main || !doc || !main.isConnected || !focusDropped(doc)) return;
  focusForNow(main, CART_FOCUS_ATTRIBUTE);
}

/** For useModalDialog's `focusWhenOpenerGone`: the main content is found while the dialog is in the page; after the close, it takes a focus that dropped. */
export function focusMainAfterClose(dialog: HTMLDialogElement): () => void {
  const main = mainContentAround(dialog);
  return () => focusMainIfDropped(main);
}
