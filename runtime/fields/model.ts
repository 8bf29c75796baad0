/**
 * The fields' vocabulary without their components: the special fields' kinds and the module each
 * one's code loads from. Pure data, so the page's registry (in the first script) can name a form's
 * field modules without loading the form; lazy-fields.tsx imports exactly these modules on demand.
 */

/** The fields whose code loads on demand: date serves both date and datetime. */
export const SPECIAL_FIELD_KINDS = ['phone', 'number', 'range', 'file', 'date', 'calculator'] as const;
export type SpecialFieldKind = (typeof SPECIAL_FIELD_KINDS)[number];

/** A form field type's special kind, or null for the fields every form has (text, email, select…). */
export function specialFieldKind(type: string): SpecialFieldKind | null {
  if (type === 'datetime') return 'date';
  return (SPECIAL_FIELD_KINDS as readonly string[]).includes(type) ? (type as SpecialFieldKind) : null;
}

/**
 * Each kind's module, from the project's root (lazy-fields.tsx's loaders import them). The server
 * prerenders a form with its special fields, so a published page inlines these modules' stylesheets:
 * without them the fields showed unstyled, and moved, until their code came.
 */
export const SPECIAL_FIELD_SOURCES: { readonly [Kind in SpecialFieldKind]: string } = {
  phone: 'runtime/fields/PhoneField.tsx',
  number: 'runtime/fields/NumberField.tsx',
  range: 'runtime/fields/RangeField.tsx',
  file: 'runtime/fields/FileField.tsx',
  date: 'runtime/fields/DateField.tsx',
  calculator: 'runtime/fields/CalculatorField.tsx',
};

/** The modules of the special fields among a form's field types, each once. */
export function specialFieldSources(types: Iterable<string>): string[] {
  const kinds = new Set([...types].flatMap((type) => specialFieldKind(type) ?? []));
  return [...kinds].map((kind) => SPECIAL_FIELD_SOURCES[kind]);
}
