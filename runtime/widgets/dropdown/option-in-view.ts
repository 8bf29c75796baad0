/**
 * Keeping the highlighted option in view (WAI-ARIA listbox: the active option is scrolled into
 * view). Two scrolls, in this order: the list's own, which brings the option inside the list's box,
 * then the page's, only when that place is outside the window (a list opened low in the window
 * reaches past its bottom, and the arrow keys' own page scroll is prevented while the list has the
 * focus). Pure measures here; the component applies them (Dropdown.tsx).
 */

/** An option's place in its list (offsetTop from the list's padding edge). */
interface OptionBox {
  offsetTop: number;
  offsetHeight: number;
}

/** The list's scroll and the height it shows. */
interface ListScroll {
  scrollTop: number;
  clientHeight: number;
}

/** The list's scrollTop that shows the whole option, moving as little as it can; null when it shows already. */
export function listScrollTopFor(option: OptionBox, list: ListScroll): number | null {
  if (option.offsetTop < list.scrollTop) return option.offsetTop;
  const optionBottom = option.offsetTop + option.offsetHeight;
  if (optionBottom > list.scrollTop + list.clientHeight) return optionBottom - list.clientHeight;
  return null;
}
