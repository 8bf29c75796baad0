/**
 * The site's dialog stack, as pure rules (spec 001 §2 "Other modals"; issue 11): a modal may open
 * another (captcha over checkout), Escape and the overlay close only the top one, and the page
 * scroll stays locked while any is open. Keys are the dialogs' own ids (one per mounted dialog).
 */

/** Spec 001 §9: the delay between a modal entering the page and its open state (its fade-in). */
export const MODAL_OPEN_DELAY_MS = 30;

/** Puts a dialog on top; a key already on the stack stays where it is (a re-render is not a reopen). */
export function pushModal(stack: readonly string[], key: string): string[] {
  return stack.includes(key) ? [...stack] : [...stack, key];
}

/** Takes a dialog off the stack, wherever it is (a modal may be closed under another by its owner). */
export function removeModal(stack: readonly string[], key: string): string[] {
  return stack.filter((entry) => entry !== key);
}

/** The dialog that Escape and the overlay close; null when none is open. */
export function topModal(stack: readonly string[]): string | null {
  return stack.length > 0 ? stack[stack.length - 1]! : null;
}

export function isTopModal(stack: readonly string[], key: string): boolean {
  return topModal(stack) === key;
}

/**
 * Page modals asked open, in order. Asking one already open (a link in modal B back to modal A
 * under it) goes back to it: the modals opened over it close. Not moved to the top instead: its
 * dialog would move in the page, which takes a modal dialog out of the browser's top layer (it stays
 * open but no longer modal, the page behind it reachable once the others close), and the ones over
 * it would still cover it.
 */
export function requestModal(requested: readonly string[], id: string): string[] {
  const at = requested.indexOf(id);
  return at >= 0 ? requested.slice(0, at + 1) : [...requested, id];
}
