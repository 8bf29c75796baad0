/**
 * The special form fields' rules (spec 001 §5, §9; 002 §5, §9): phone masks, number, range,
 * date and datetime, file upload, calculator. Pure functions with the spec's numbers, and the
 * field components, which load only on pages whose forms use them: this entry gives them as lazy
 * components (lazy-fields.tsx) and never imports their modules, so a form without special fields
 * ships none of their code. (A story or a test that wants one directly imports its file.)
 */
export * from './phone';
export * from './number';
export * from './range';
export * from './dates';
export * from './calendar';
export * from './files';
export * from './calculator';
export * from './uploads';
export { uploadFile, UPLOAD_FIELD_NAME } from './upload-transfer';
export { replayTypedText } from './typed-text';
export type { PhoneFieldProps } from './PhoneField';
export type { NumberFieldProps } from './NumberField';
export type { RangeFieldProps } from './RangeField';
export type { FileFieldProps } from './FileField';
export type { DateFieldProps } from './DateField';
export type { CalculatorFieldProps } from './CalculatorField';
export {
  LazyPhoneField,
  LazyNumberField,
  LazyRangeField,
  LazyFileField,
  LazyDateField,
  LazyCalculatorField,
  fieldsLoading,
  loadField,
  isFieldLoaded,
  isFieldLoadFailed,
  specialFieldKind,
  SPECIAL_FIELD_KINDS,
  type SpecialFieldKind,
} from './lazy-fields';
