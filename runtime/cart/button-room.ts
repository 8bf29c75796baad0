/**
 * The room a page leaves at its end for a cart button at the bottom (cart.css): the button passes over
 * the page as it scrolls, but at the very end nothing scrolls further, so the page's last section
 * grows by the button's room and no line stays under it for good. While such a button shows, its
 * site's root carries `data-cart-room`, which the stylesheet reads.
 *
 * Set by script, not found by the stylesheet with `:has()`, which Firefox before 121 (ESR 115 among
 * the target's browsers) lacks, dropping the rule. Set once the button is in the page (a layout
 * effect): the server's HTML has neither, so hydration finds what it rendered, and a published page
 * whose cart fills from storage grows at its end only, where nothing moves.
 */

/** The attribute on the site's root while a cart button at the bottom shows. */
export const CART_ROOM_ATTRIBUTE = 'data-cart-room';

/** How many buttons at the bottom each site root shows (two CART widgets show two): the room goes with the last. */
const bottomButtons = new WeakMap<Element, number>();

/** Leaves the room for `button`, a cart button at the bottom now in the page; returns what takes it back as the button goes or moves. */
export function reserveCartButtonRoom(button: Element): () => void {
  const site = button.closest('.rt-site');
  if (site === null) return () => undefined;
  bottomButtons.set(site, (bottomButtons.get(site) ?? 0) + 1);
  site.setAttribute(CART_ROOM_ATTRIBUTE, '');
  return () => {
    const left = (bottomButtons.get(site) ?? 1) - 1;
    bottomButtons.set(site, left);
    if (left === 0) site.removeAttribute(CART_ROOM_ATTRIBUTE);
  };
}

/** Does a button at this position pass over the page's end? */
export function isAtBottom(position: string): boolean {
  return position.startsWith('bottom');
}
