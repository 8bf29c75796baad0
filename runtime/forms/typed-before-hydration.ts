/**
 * What a visitor typed and chose in a prerendered form before it hydrated. React keeps that on the
 * screen (it does not overwrite an input's value while hydrating) but the form's state starts from
 * the field's initial value, and React 19 does not replay the changes: the form sent, checked and,
 * on its next render, showed its own empty values. The form takes these in once it has hydrated.
 *
 * Only the fields whose value is what the browser holds: text without a mask, email, a textarea, a
 * select, checkboxes, radios and the consent box. A masked text and the special fields (phone,
 * date, number…) keep their own formatting and state, so what was typed in them is left as is.
 */
import type { FormField } from '../page/page-schema';
import type { FieldValue } from './validation';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The values that differ from a field's initial one, by field id. */
export function typedBeforeHydration(form: HTMLFormElement, fields: readonly FormField[]): Record<string, FieldValue> {
  const typed: Record<string, FieldValue> = {};
  const controls = (name: string) => [...form.elements].filter((element): element is Control => 'name' in element && (element as Control).name === name);
  for (const field of fields) {
    const found = controls(field.id);
    switch (field.type) {
      case 'text':
      case 'email':
      case 'textarea':
      case 'select': {
        // A masked text keeps what its mask made of the keys; the browser's value may not be that.
        const value = field.type === 'text' && field.mask ? '' : (found[0]?.value ?? '');
        if (value !== '') typed[field.id] = value;
        break;
      }
      case 'checkbox': {
        const checked = found.filter((control) => control instanceof HTMLInputElement && control.checked).map((control) => control.value);
        if (checked.length) typed[field.id] = checked;
        break;
      }
      case 'radio': {
        const checked = found.find((control) => control instanceof HTMLInputElement && control.checked);
        if (checked) typed[field.id] = checked.value;
        break;
      }
      case 'consent': {
        const box = found[0];
        if (box instanceof HTMLInputElement && box.checked) typed[field.id] = true;
        break;
      }
      default:
        break;
    }
  }
  return typed;
}
