/**
 * Whether a form control of a published page's copy holds what a visitor typed or chose there:
 * changed from what the server rendered. Read twice as a page hydrates: whether the copy that goes
 * may hold input at all (`mayHoldVisitorInput`, in the first script, so that the code that carries
 * it into the copy hydrated, input-across-copies.ts, is a chunk of its own, fetched only then),
 * and which controls that code carries.
 */

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const CONTROLS = 'input, select, textarea';

/** Input types nobody types or chooses into. */
const NOT_INPUT_TYPES = new Set(['hidden', 'submit', 'reset', 'button', 'image']);

/** Whether the copy hydration removes holds what a visitor typed, chose or focused there (`focusLost`: the field its hiding took the focus from). */
export function mayHoldVisitorInput(copy: Element, focusLost: Element | null): boolean {
  return focusLost !== null || copy.contains(copy.ownerDocument.activeElement) || controlsIn(copy).some(isChanged);
}

export function controlsIn(copy: Element): Control[] {
  return [...copy.querySelectorAll(CONTROLS)].filter(isControl);
}

export function isControl(element: Element | null): element is Control {
  return (element instanceof HTMLInputElement && !NOT_INPUT_TYPES.has(element.type)) || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

/** Whether the visitor changed the control from what the server rendered. */
export function isChanged(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    const untouched = selectedUntouched(control);
    return [...control.options].some((option, index) => option.selected !== untouched[index]);
  }
  if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
  if (control.type === 'checkbox' || control.type === 'radio') return control.checked !== control.defaultChecked;
  if (control.type === 'file') return (control.files?.length ?? 0) > 0;
  return control.value !== valueUntouched(control);
}

/**
 * The options a select shows selected untouched: those the HTML marks, and in a one-line select
 * without one, its first option that can be chosen (HTML's selectedness setting).
 */
function selectedUntouched(select: HTMLSelectElement): boolean[] {
  const marked = [...select.options].map((option) => option.defaultSelected);
  if (select.multiple || select.size > 1) return marked;
  const last = marked.lastIndexOf(true);
  const shown = last >= 0 ? last : [...select.options].findIndex((option) => !option.disabled);
  return marked.map((_, index) => index === shown);
}

/** An input's value untouched: its default as its type reads it (a range without one is at its middle, a colour black). */
function valueUntouched(input: HTMLInputElement): string {
  const untouched = input.cloneNode(false) as HTMLInputElement;
  untouched.value = input.defaultValue;
  return untouched.value;
}
