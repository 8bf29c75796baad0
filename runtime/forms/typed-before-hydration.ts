/**
 * What a visitor typed and chose in a prerendered form before it hydrated. React keeps that on the
 * screen (it does not overwrite a control's value while hydrating) but the form's state starts from
 * the field's initial value, and React 19 does not replay the changes: the form sent, checked and,
 * on its next render, showed its own empty values. The form takes these in once it has hydrated:
 * - the form's text fields (text, masked or not, email, a textarea) as the visitor's input, through
 *   each field's change handler, so a mask makes of it what it makes of typing
 *   (`replayTextTypedBeforeHydration`); the special fields with text of their own (a phone, a
 *   number, a date typed) do the same as they hydrate, which may be later (fields/typed-text.ts);
 * - the choices (a select, checkboxes, radios, the consent box) as values (`chosenBeforeHydration`);
 * - the files chosen in a file field are taken by the field itself as it hydrates, as a choice
 *   made then: checked, uploaded and listed (fields/FileField.tsx).
 */
import type { FormField } from '../page/page-schema';
import type { FieldValue } from './validation';
import { replayTypedText } from '../fields';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's own text fields (the special fields give back their own: fields/typed-text.ts). */
const TEXT_FIELD_TYPES = new Set<FormField['type']>(['text', 'email', 'textarea']);

/**
 * The form's own text fields typed before it hydrated, given back as input: each field's change
 * handler takes the text as typing (a mask formats it), as if typed after.
 */
export function replayTextTypedBeforeHydration(form: HTMLFormElement, fields: readonly FormField[]): void {
  for (const field of fields) {
    if (!TEXT_FIELD_TYPES.has(field.type)) continue;
    const control = form.elements.namedItem(field.id);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) replayTypedText(control);
  }
}

/** The choices that differ from a field's initial one, by field id. */
export function chosenBeforeHydration(form: HTMLFormElement, fields: readonly FormField[]): Record<string, FieldValue> {
  // Entries, made a record at the end: a field id may be "__proto__" (safety/own-records.ts).
  const chosen: [string, FieldValue][] = [];
  const controls = (name: string) => [...form.elements].filter((element): element is Control => 'name' in element && (element as Control).name === name);
  for (const field of fields) {
    const found = controls(field.id);
    switch (field.type) {
      case 'select': {
        const value = found[0]?.value ?? '';
        if (value !== '') chosen.push([field.id, value]);
        break;
      }
      case 'checkbox': {
        const checked = found.filter((control) => control instanceof HTMLInputElement && control.checked).map((control) => control.value);
        if (checked.length) chosen.push([field.id, checked]);
        break;
      }
      case 'radio': {
        const checked = found.find((control) => control instanceof HTMLInputElement && control.checked);
        if (checked) chosen.push([field.id, checked.value]);
        break;
      }
      case 'consent': {
        const box = found[0];
        if (box instanceof HTMLInputElement && box.checked) chosen.push([field.id, true]);
        break;
      }
      default:
        break;
    }
  }
  return Object.fromEntries(chosen);
}
