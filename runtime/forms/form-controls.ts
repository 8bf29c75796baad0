/**
 * The controls of a form01's fields, as its Enter walks them (spec 002 §5 "Enter moves focus to the
 * next field and submits on the last field"). A small module of its own: the cart's delivery address
 * (checkout/AddressFields.tsx, through model.ts) walks on into the order form by the same rules without
 * loading form01.
 */

/** The controls a field may hold: a text control, a list, or a control that is no form element (a range's runner). */
const FIELD_CONTROLS = ['input:not([type=hidden])', 'select', 'textarea', '[role=slider]'];

/** A field's own control, looked for inside its box. */
export const FIELD_CONTROL_SELECTOR = FIELD_CONTROLS.join(', ');

/** A control of a form01 field: one inside a field's box (`[data-form-field]`). */
export const CONTROL_SELECTOR = FIELD_CONTROLS.map((control) => `[data-form-field] ${control}`).join(', ');

/**
 * Whether a control is disabled (spec 002 §5 "Hidden or disabled fields are skipped"): `:disabled`
 * is its own attribute or a disabled fieldset around it (a checkbox or radio group's choices); a
 * control that is no form element (a range's runner, a div with role=slider) says it with aria-disabled.
 */
export const isDisabledControl = (control: HTMLElement): boolean => control.matches(':disabled') || control.getAttribute('aria-disabled') === 'true';

/** The form's focusable controls in order, the disabled ones left out: Enter walks them (one per radio group). */
export function controlsOf(form: HTMLFormElement): HTMLElement[] {
  const all = [...form.querySelectorAll<HTMLElement>(CONTROL_SELECTOR)];
  const seenRadio = new Set<string>();
  return all.filter((control) => {
    if (isDisabledControl(control)) return false;
    if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (seenRadio.has(control.name)) return false;
      seenRadio.add(control.name);
    }
    return true;
  });
}
