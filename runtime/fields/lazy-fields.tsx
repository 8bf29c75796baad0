/**
 * The special fields' components, each loaded with `import()` only when a form on the page has
 * such a field (DESIGN.md §7): a form of text fields loads none of them. A form waits for the
 * code of its fields' kinds (`fieldsLoading`: the chunks load side by side) in the place it
 * waits for its own code, and then shows whole; a lazy field rendered on its own suspends in its
 * own place (a box of the field's height).
 *
 * A failed import costs only its field: the form still shows (its wait settles whatever each
 * import did), and each lazy field has its own error boundary, which logs the failure through
 * the runtime's log and shows a short message with a button that imports the code again. It is
 * not retried on its own: a render that started an import each time would start one per render.
 * While a field's code is not there, the form does not let a required field of that kind pass
 * (`isFieldLoaded`, read by form01's validation).
 *
 * Nothing here imports a field's module statically (types aside): that would pull the field's
 * code into the form's chunk. The pure rules stay in the domain's index.
 */
import { Component, Suspense, use, useId, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useRuntimeBasics } from '../core/runtime-context';
import type { RuntimeLog } from '../core/services';
import { fulfilled, trackPromise } from '../platform/tracked-promise';
import { RequiredMark } from './FieldFrame';
import type { CalculatorFieldProps } from './CalculatorField';
import type { DateFieldProps } from './DateField';
import type { FileFieldProps } from './FileField';
import type { NumberFieldProps } from './NumberField';
import type { PhoneFieldProps } from './PhoneField';
import type { RangeFieldProps } from './RangeField';
import { specialFieldKind, type SpecialFieldKind } from './model';

interface FieldComponents {
  phone: ComponentType<PhoneFieldProps>;
  number: ComponentType<NumberFieldProps>;
  range: ComponentType<RangeFieldProps>;
  file: ComponentType<FileFieldProps>;
  date: ComponentType<DateFieldProps>;
  calculator: ComponentType<CalculatorFieldProps>;
}

export { SPECIAL_FIELD_KINDS, specialFieldKind, type SpecialFieldKind } from './model';

const LOADERS: { [Kind in SpecialFieldKind]: () => Promise<FieldComponents[Kind]> } = {
  phone: () => import('./PhoneField').then((module) => module.PhoneField),
  number: () => import('./NumberField').then((module) => module.NumberField),
  range: () => import('./RangeField').then((module) => module.RangeField),
  file: () => import('./FileField').then((module) => module.FileField),
  date: () => import('./DateField').then((module) => module.DateField),
  calculator: () => import('./CalculatorField').then((module) => module.CalculatorField),
};

interface CachedImport<Loaded> {
  loaded: Loaded | null;
  pending: Promise<Loaded> | null;
  /** The last import, as `use()` reads it: pending, loaded or failed (platform/tracked-promise.ts). */
  last: Promise<Loaded> | null;
  /** Why the last import failed, until another one starts (the field shows it with its retry button). */
  failed: { reason: unknown } | null;
}
const nothingYet = (): CachedImport<never> => ({ loaded: null, pending: null, last: null, failed: null });
const cache: { [Kind in SpecialFieldKind]: CachedImport<FieldComponents[Kind]> } = {
  phone: nothingYet(),
  number: nothingYet(),
  range: nothingYet(),
  file: nothingYet(),
  date: nothingYet(),
  calculator: nothingYet(),
};

/** Starts (once) the import of a kind's code; after a failure, the next call imports again. */
export function loadField<Kind extends SpecialFieldKind>(kind: Kind): Promise<FieldComponents[Kind]> {
  const entry = cache[kind] as CachedImport<FieldComponents[Kind]>;
  if (entry.loaded) return (entry.last ??= fulfilled(entry.loaded));
  if (!entry.pending) {
    entry.failed = null;
    entry.pending = entry.last = trackPromise(LOADERS[kind]().then(
      (component) => {
        entry.loaded = component;
        entry.pending = null;
        return component;
      },
      (error: unknown) => {
        entry.pending = null;
        entry.failed = { reason: error };
        throw error;
      },
    ));
  }
  return entry.pending;
}

/** One promise per set of kinds, kept: a form gets the same one on every render and every try. */
const waits = new Map<string, Promise<unknown>>();

/**
 * The code of the special fields among a form's field types, as one promise for `use` (null when
 * the form has none). The same promise for the same kinds, marked fulfilled once every import has
 * settled, loaded or failed: a failed one is its field's business (its boundary), never the whole
 * form's. A form calls `use` on it on every render, never only on some (a suspended render is
 * replayed, and its hooks must be the same), and suspends only while the code is on its way.
 */
export function fieldsLoading(types: Iterable<string>): Promise<unknown> | null {
  const kinds = [...new Set([...types].map(specialFieldKind).filter((kind): kind is SpecialFieldKind => kind !== null))].sort();
  if (kinds.length === 0) return null;
  const key = kinds.join(',');
  let wait = waits.get(key);
  if (!wait) {
    wait = kinds.every(isFieldLoaded) ? fulfilled(kinds.map((kind) => cache[kind].loaded)) : trackPromise(Promise.all(kinds.map((kind) => loadField(kind).then(() => undefined, () => undefined))));
    waits.set(key, wait);
  }
  return wait;
}

/** Whether a kind's code has loaded (form01's validation reads it at a submit; tests and the bench too). */
export const isFieldLoaded = (kind: SpecialFieldKind): boolean => cache[kind].loaded !== null;

/** Whether a kind's last import failed (and no other is under way). */
export const isFieldLoadFailed = (kind: SpecialFieldKind): boolean => cache[kind].failed !== null && cache[kind].pending === null;

interface BoundaryProps {
  kind: SpecialFieldKind;
  log: RuntimeLog;
  fallback(retry: () => void): ReactNode;
  children: ReactNode;
}

/** A field's own error boundary (React still needs a class for one): its failure stays in its place. */
class FieldBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Mostly a chunk that did not arrive (offline, a deploy that replaced it); a field that broke while rendering lands here too.
    this.props.log.error(`form field ${this.props.kind}: its code could not load or it failed to render`, { error, componentStack: info.componentStack });
  }
  retry = () => {
    // A new import starts now; the field suspends on it (its loading box) and shows, or fails again here.
    loadField(this.props.kind).catch(() => undefined);
    this.setState({ failed: false });
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** What a field whose code failed shows: its label, a short message and a retry button (exported for its story). */
export function FailedField({ kind, label, required, retry }: { kind: SpecialFieldKind; label: string; required: boolean; retry(): void }) {
  const { t } = useRuntimeBasics();
  const id = useId();
  return (
    <div className="rt-field rt-field--failed" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-error`} data-field-failed={kind}>
      <span className="rt-field__label" id={`${id}-label`}>
        {label}
        <RequiredMark required={required} />
      </span>
      <p className="rt-field__error" id={`${id}-error`}>
        {t('form::field_load_error')}
      </p>
      <button type="button" className="rt-field__retry" data-field-retry="" onClick={retry}>
        {t('form::field_retry')}
      </button>
    </div>
  );
}

function lazyField<Kind extends SpecialFieldKind, Props extends { label: string; required?: boolean | undefined }>(kind: Kind) {
  function Loaded(props: Props) {
    const entry = cache[kind];
    // A failed import is read as it is (its boundary shows the failure) rather than starting another with each render: the retry button starts one.
    // Every render reads a promise, loaded or not (platform/tracked-promise.ts).
    const attempt = entry.failed && !entry.pending && entry.last ? entry.last : loadField(kind);
    const Component = use<unknown>(attempt) as ComponentType<Props>;
    return <Component {...props} />;
  }
  function LazyField(props: Props) {
    const { services } = useRuntimeBasics();
    return (
      <FieldBoundary kind={kind} log={services.log} fallback={(retry) => <FailedField kind={kind} label={props.label} required={props.required ?? false} retry={retry} />}>
        <Suspense fallback={<div className="rt-field rt-field--loading" data-field-loading={kind} />}>
          <Loaded {...props} />
        </Suspense>
      </FieldBoundary>
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
