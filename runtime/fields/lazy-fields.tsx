/**
 * The special fields' components, each loaded with `import()` only when a form on the page has
 * such a field (DESIGN.md §7): a form of text fields loads none of them. A form waits for the
 * code of its fields' kinds (`fieldsLoading`: the chunks load side by side) in the place it
 * waits for its own code, and then shows whole; a lazy field rendered on its own suspends in its
 * own place (a box of the field's height). A failed import rejects into the form's error
 * boundary, as a lazy part does (site/lazy-part.tsx), and is tried again on the next mount.
 *
 * Nothing here imports a field's module statically (types aside): that would pull the field's
 * code into the form's chunk. The pure rules stay in the domain's index.
 */
import { Suspense, use, type ComponentType } from 'react';
import type { CalculatorFieldProps } from './CalculatorField';
import type { DateFieldProps } from './DateField';
import type { FileFieldProps } from './FileField';
import type { NumberFieldProps } from './NumberField';
import type { PhoneFieldProps } from './PhoneField';
import type { RangeFieldProps } from './RangeField';

interface FieldComponents {
  phone: ComponentType<PhoneFieldProps>;
  number: ComponentType<NumberFieldProps>;
  range: ComponentType<RangeFieldProps>;
  file: ComponentType<FileFieldProps>;
  date: ComponentType<DateFieldProps>;
  calculator: ComponentType<CalculatorFieldProps>;
}

/** The fields whose code loads on demand: date serves both date and datetime. */
export type SpecialFieldKind = keyof FieldComponents;
export const SPECIAL_FIELD_KINDS = ['phone', 'number', 'range', 'file', 'date', 'calculator'] as const satisfies readonly SpecialFieldKind[];

const LOADERS: { [Kind in SpecialFieldKind]: () => Promise<FieldComponents[Kind]> } = {
  phone: () => import('./PhoneField').then((module) => module.PhoneField),
  number: () => import('./NumberField').then((module) => module.NumberField),
  range: () => import('./RangeField').then((module) => module.RangeField),
  file: () => import('./FileField').then((module) => module.FileField),
  date: () => import('./DateField').then((module) => module.DateField),
  calculator: () => import('./CalculatorField').then((module) => module.CalculatorField),
};

/** A form field type's special kind, or null for the fields every form has (text, email, select…). */
export function specialFieldKind(type: string): SpecialFieldKind | null {
  if (type === 'datetime') return 'date';
  return (SPECIAL_FIELD_KINDS as readonly string[]).includes(type) ? (type as SpecialFieldKind) : null;
}

interface CachedImport<Component> {
  loaded: Component | null;
  pending: Promise<Component> | null;
}
const cache: { [Kind in SpecialFieldKind]: CachedImport<FieldComponents[Kind]> } = {
  phone: { loaded: null, pending: null },
  number: { loaded: null, pending: null },
  range: { loaded: null, pending: null },
  file: { loaded: null, pending: null },
  date: { loaded: null, pending: null },
  calculator: { loaded: null, pending: null },
};

/** Starts (once) the import of a kind's code; a failed import is forgotten so that a later mount tries again. */
export function loadField<Kind extends SpecialFieldKind>(kind: Kind): Promise<FieldComponents[Kind]> {
  const entry = cache[kind] as CachedImport<FieldComponents[Kind]>;
  entry.pending ??= LOADERS[kind]().then(
    (component) => {
      entry.loaded = component;
      return component;
    },
    (error: unknown) => {
      entry.pending = null;
      throw error;
    },
  );
  return entry.pending;
}

/** Starts loading the code of every special field among a form's field types. */
export function preloadFields(types: Iterable<string>): void {
  for (const type of types) {
    const kind = specialFieldKind(type);
    // A failure shows where the field renders (its form's error boundary), not as an unhandled rejection here.
    if (kind) loadField(kind).catch(() => undefined);
  }
}

/** A promise marked as React's `use` reads it, so that a form whose field code is there never suspends. */
type TrackedPromise = Promise<unknown> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: unknown; reason?: unknown };

/** One promise per set of kinds, kept: a form gets the same one on every render and every try. */
const waits = new Map<string, TrackedPromise>();

/**
 * The code of the special fields among a form's field types, as one promise for `use` (null when
 * the form has none). The same promise for the same kinds, marked fulfilled once the code is
 * there: a form calls `use` on it on every render, never only on some (a suspended render is
 * replayed, and its hooks must be the same), and suspends only while the code is on its way.
 */
export function fieldsLoading(types: Iterable<string>): Promise<unknown> | null {
  const kinds = [...new Set([...types].map(specialFieldKind).filter((kind): kind is SpecialFieldKind => kind !== null))].sort();
  if (kinds.length === 0) return null;
  const key = kinds.join(',');
  let wait = waits.get(key);
  if (!wait) {
    const tracked: TrackedPromise = Promise.all(kinds.map((kind) => loadField(kind)));
    tracked.status = 'pending';
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
        // Tried again on the next mount.
        waits.delete(key);
      },
    );
    if (kinds.every(isFieldLoaded)) {
      tracked.status = 'fulfilled';
      tracked.value = kinds.map((kind) => cache[kind].loaded);
    }
    wait = tracked;
    waits.set(key, wait);
  }
  return wait;
}

/** Whether a kind's code has loaded (for tests and the bench). */
export const isFieldLoaded = (kind: SpecialFieldKind): boolean => cache[kind].loaded !== null;

function lazyField<Kind extends SpecialFieldKind, Props extends object>(kind: Kind) {
  function Loaded(props: Props) {
    const Component = (cache[kind].loaded ?? use(loadField(kind))) as unknown as ComponentType<Props>;
    return <Component {...props} />;
  }
  function LazyField(props: Props) {
    return (
      <Suspense fallback={<div className="rt-field rt-field--loading" data-field-loading={kind} />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyField.displayName = `Lazy(${kind})`;
  return LazyField;
}

export const LazyPhoneField = lazyField<'phone', PhoneFieldProps>('phone');
export const LazyNumberField = lazyField<'number', NumberFieldProps>('number');
export const LazyRangeField = lazyField<'range', RangeFieldProps>('range');
export const LazyFileField = lazyField<'file', FileFieldProps>('file');
export const LazyDateField = lazyField<'date', DateFieldProps>('date');
export const LazyCalculatorField = lazyField<'calculator', CalculatorFieldProps>('calculator');
