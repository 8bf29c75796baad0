/**
 * The forms domain (spec 002 §1–§9, 001 §5, §8): form01's rules (validation, payload, states,
 * actions, lead send) and its element, which loads only on pages with a form.
 */
export * from './validation';
export * from './payload';
export * from './form-machine';
export * from './lead-send';
export * from './actions';
export { Form01, formFieldsReady, type Form01Props, type FormOrder } from './Form01';
