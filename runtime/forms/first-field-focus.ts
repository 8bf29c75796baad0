/**
 * Whether a form that opens may take the focus to its first field (spec 002 §6) from where the
 * focus is now. The policy and the form's place on the screen are asked before (Form01.tsx); this
 * is the visitor's side of it: a focus they are using is not pulled away.
 */

/** How the form came: rendered by the client, or hydrated from the server's HTML (a published page). */
export type FormArrival = 'rendered' | 'hydrated';

/**
 * - A form the client renders opens as the visitor asks for it (a pop-up, a tab) or as its special
 *   fields' code comes: it leaves the focus in a text control or editable text, where the visitor
 *   is typing (taking it would send their keys here), and takes it from anything else — a focused
 *   button or link is no sign of use (a click focuses one in some browsers and not in others, and a
 *   form that opens after a click still takes the focus as spec 002 §6 says).
 * - A form that hydrates has been on the screen since the page came, and the visitor may have been
 *   using the page for seconds before its script (a slow phone): on a checkbox, a range runner, a
 *   link, by a click or by Tab. It takes the focus only when nothing holds it; from anything else,
 *   the visitor's next Space or letters would go into its first field.
 */
export function mayTakeFocus(doc: Document, arrival: FormArrival): boolean {
  const active = doc.activeElement;
  if (active === null || active === doc.body || active === doc.documentElement) return true;
  return arrival === 'rendered' && !typingIn(active);
}

/** Whether the element is a text control or editable text: a visitor focused there is typing. */
function typingIn(active: Element): boolean {
  if (!(active instanceof HTMLElement)) return false;
  return active.isContentEditable || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement || (active instanceof HTMLInputElement && !NOT_TYPED_INPUTS.has(active.type));
}

/** Inputs one clicks rather than types in. */
const NOT_TYPED_INPUTS: ReadonlySet<string> = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'image', 'range', 'color']);
