/**
 * What a visitor typed and chose in the copy of a published page that hydration removes, carried
 * into the copy it hydrates. Until it hydrates, a published page holds both its copies, the phone's
 * and the desktop's, a media query showing the one that fits the window (published-page.ts), and
 * hydration keeps the copy that fits it. A visitor who typed into a form, then turned the phone or
 * widened the window across the breakpoint before the page's script came, had typed into the copy
 * that goes: the other copy's form hydrated empty, and what was typed was lost.
 *
 * It is carried before hydration as if typed into the copy kept: each text, the boxes and radios
 * checked, the options selected, the files chosen, and the focus with its selection (the focus the
 * window's turn took too: focus-lost-to-hiding.ts). The parts then take it in as they do what was
 * typed before they hydrated (runtime/forms/typed-before-hydration.ts, fields/typed-text.ts,
 * fields/FileField.tsx, catalogue/checked-before-hydration.ts). Only the controls' state changes,
 * never an attribute, so hydration finds the HTML it rendered. A control the visitor changed in the
 * copy kept keeps its own: that is the newer input, and the one they saw last.
 */

import { controlsIn, isChanged, isControl, type Control } from './copy-touched';

/**
 * The attributes that name the parts a control is in, the same in both copies (the runtime's
 * markup): a section, an element, a form's field, a catalogue's category and page, a card's
 * product, a card's option. A control's counterpart is in the same parts, not found by its name or
 * id: a control React names (`useId`: a card's radios) carries its copy's prefix there
 * (`identifierPrefix`), and a part one viewport hides is in one copy only.
 */
const PART_ATTRIBUTES = ['data-section-id', 'data-element-id', 'data-form-field', 'data-category', 'data-page', 'data-product-id', 'data-option'];

/**
 * Carries the visitor's input from the copy that goes (`from`) into the copy hydrated (`to`), and
 * the focus: the field that has it in `from`, or the field whose hiding took it (`focusLost`) in
 * either copy, when nothing has it now. Changes nothing when nothing was typed, chosen or focused.
 */
export function carryInputAcrossCopies(from: Element, to: Element, focusLost: Element | null): void {
  const changed = controlsIn(from).filter(isChanged);
  const focused = focusToCarry(from, to, focusLost);
  if (changed.length === 0 && !focused) return;
  const kept = controlsIn(to);
  const counterparts = counterpartsOf(from, to, kept);
  // Every target's state read before any is written: a radio carried unchecks the others of its group.
  const carried = changed.flatMap((control) => {
    const target = counterparts.get(control);
    return target && isUntouched(target, kept) ? [[control, target] as const] : [];
  });
  for (const [control, target] of carried) carryState(control, target);
  const target = focused && from.contains(focused) ? counterparts.get(focused) : focused;
  if (!target) return;
  // Without a scroll: the script comes a while after the turn, and the page may be elsewhere since.
  target.focus({ preventScroll: true });
  if (focused !== target && hasSelection(focused) && hasSelection(target)) target.setSelectionRange(focused.selectionStart, focused.selectionEnd, focused.selectionDirection ?? undefined);
}

/** The field to focus: the one in `from` that has the focus, or the one whose hiding took it, when nothing has it now. */
function focusToCarry(from: Element, to: Element, focusLost: Element | null): Control | null {
  const active = from.ownerDocument.activeElement;
  if (isControl(active) && from.contains(active)) return active;
  const nothingFocused = !active || active === from.ownerDocument.body;
  return nothingFocused && isControl(focusLost) && (from.contains(focusLost) || to.contains(focusLost)) ? focusLost : null;
}

/** Untouched, and for a radio its whole group too (`copy`: the controls of its copy): a choice carried into it would undo the visitor's. */
function isUntouched(control: Control, copy: readonly Control[]): boolean {
  if (!(control instanceof HTMLInputElement && control.type === 'radio' && control.name)) return !isChanged(control);
  return !copy.some((other) => other instanceof HTMLInputElement && other.type === 'radio' && other.name === control.name && other.form === control.form && isChanged(other));
}

/** Each control of `from` with its counterpart in `to` (`kept`: its controls): the same kind in the same parts, the first to the first. */
function counterpartsOf(from: Element, to: Element, kept: readonly Control[]): Map<Control, Control> {
  const places = new Map<string, Control[]>();
  for (const control of kept) {
    const place = placeOf(control, to);
    places.set(place, [...(places.get(place) ?? []), control]);
  }
  const taken = new Map<string, number>();
  const counterparts = new Map<Control, Control>();
  for (const control of controlsIn(from)) {
    const place = placeOf(control, from);
    const index = taken.get(place) ?? 0;
    taken.set(place, index + 1);
    const counterpart = places.get(place)?.[index];
    if (counterpart) counterparts.set(control, counterpart);
  }
  return counterparts;
}

/** The parts a control is in, its kind, and a box's or a radio's value, which tells it from the others of its field. */
function placeOf(control: Control, copy: Element): string {
  const place: string[] = [];
  for (let node = control.parentElement; node && node !== copy; node = node.parentElement) {
    for (const attribute of PART_ATTRIBUTES) {
      const value = node.getAttribute(attribute);
      if (value !== null) place.push(`${attribute}=${value}`);
    }
  }
  place.push(control.localName, control.type);
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) place.push(control.value);
  return JSON.stringify(place);
}

function carryState(from: Control, to: Control): void {
  if (from instanceof HTMLSelectElement && to instanceof HTMLSelectElement) {
    const chosen = new Set([...from.selectedOptions].map((option) => option.value));
    for (const option of to.options) option.selected = chosen.has(option.value);
  } else if (from instanceof HTMLInputElement && to instanceof HTMLInputElement && from.type === 'checkbox') {
    to.checked = from.checked;
  } else if (from instanceof HTMLInputElement && to instanceof HTMLInputElement && from.type === 'radio') {
    // The radio the visitor checked; the one it unchecked follows, as in the copy it was checked in.
    if (from.checked) to.checked = true;
  } else if (from instanceof HTMLInputElement && to instanceof HTMLInputElement && from.type === 'file') {
    to.files = from.files;
  } else {
    to.value = from.value;
  }
}

type Selectable = (HTMLInputElement | HTMLTextAreaElement) & { selectionStart: number; selectionEnd: number };

/** A text control with a caret (an email or a number field has none it tells). */
function hasSelection(control: Control | null): control is Selectable {
  return (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.selectionStart !== null && control.selectionEnd !== null;
}
