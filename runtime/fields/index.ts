/**
 * The special form fields' rules (spec 001 §5, §9; 002 §5, §9): phone masks, number, range,
 * date and datetime, file upload, calculator. Pure functions with the spec's numbers; the field
 * components build on them and load only on pages whose forms use them.
 */
export * from './phone';
export * from './number';
export * from './range';
export * from './dates';
export * from './files';
export * from './calculator';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { RangeField, type RangeFieldProps } from './RangeField';
export * from './uploads';
export { FileField, type FileFieldProps } from './FileField';
export { uploadFile, UPLOAD_FIELD_NAME } from './upload-transfer';
