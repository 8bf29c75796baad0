/**
 * The delivery address of a method (spec 001 §3 "Address form fields"; spec 002 §3, §5): the
 * fields the method asks for (address.ts), an asterisk on the title of a required one, the
 * countries and states from the server in the page's language (loaded once, metadata.ts), and
 * the address written out in its country's order below. A failed metadata load leaves the country
 * and the state as free-text fields: the address still works. Values go to the shipping store as
 * they are typed, so a reload keeps them. A field shows its error once it was left (blurred), or
 * once a submit asked for every error (the store's addressCheck, spec 002 §5: the order form checks
 * the address with its own fields and focuses the first invalid one), and the server's violation on
 * it (the store's serverErrors, spec 001 §5) until the visitor changes it. Enter moves on as it
 * does in the order form (spec 002 §5): to the next address field, then into the form below.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useStore } from '../platform/use-store';
import { useRuntimeBasics } from '../core/runtime-context';
import type { AddressField, ShippingMethod } from '../page/page-schema';
import type { MessageKey, Translate } from '../platform/i18n';
import { ADDRESS_ERROR_KEYS, addressCountry, addressErrors, addressFields, addressParts, formatAddress, type AddressFieldRule } from './address';
import { optionTitle, type MetadataOption, type MetadataStatus } from './metadata';
import { useCheckoutStores } from './checkout-stores';
import { controlsOf } from '../forms/model';

const TITLE_KEYS = {
  country: 'checkout::address::country',
  addressLine1: 'checkout::address::addressLine1',
  addressLine2: 'checkout::address::addressLine2',
  city: 'checkout::address::city',
  state: 'checkout::address::state',
  region: 'checkout::address::region',
  zipCode: 'checkout::address::zipCode',
} as const satisfies Record<AddressField, MessageKey>;

/** What the browser may fill each field with (HTML autofill tokens). */
const AUTOCOMPLETE: Record<AddressField, string> = {
  country: 'country',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  region: 'address-level1',
  zipCode: 'postal-code',
};

export interface AddressFieldsProps {
  method: ShippingMethod;
  /** The site's country (the page settings): it decides state or region outside international delivery. */
  siteCountry: string;
}

export function AddressFields({ method, siteCountry }: AddressFieldsProps) {
  const { services, language, t } = useRuntimeBasics();
  const store = useCheckoutStores().shipping;
  const values = useStore(store, (state) => state.address);
  const metadata = useStore(store, (state) => state.metadata[language]);
  const check = useStore(store, (state) => state.addressCheck);
  const serverErrors = useStore(store, (state) => state.serverErrors);
  const fields = addressFields(method, siteCountry, values);
  const listed = fields.some((field) => field.name === 'country' || field.name === 'state');
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(() => new Set());
  const errors = addressErrors(fields, values);
  const baseId = useId();

  useEffect(() => {
    if (listed) void store.getState().ensureMetadata(language, services.request);
  }, [listed, language, services, store]);

  if (fields.length === 0) return null;
  const countries = metadata?.kind === 'loaded' ? metadata.metadata.countries : [];
  const countryName = (code: string) => optionTitle(countries, code);
  const preview = formatAddress(addressParts(fields, values, addressCountry(method, siteCountry, values)), { siteCountry, countryName });
  const failed = metadata?.kind === 'failed';
  // A field's own error once asked for (the field left, or a submit), else the server's on the value it was sent.
  const shownError = (name: AddressField): string | undefined => {
    const own = check > 0 || touched.has(name) ? errors[name] : undefined;
    return own ? t(ADDRESS_ERROR_KEYS[own]) : serverErrors[name];
  };

  return (
    <fieldset className="rt-address" data-method-id={method.id} data-address-fields="" onKeyDown={enterMovesOn}>
      <legend className="rt-address__title">{t('checkout::address::title')}</legend>
      {fields.some((field) => field.required) && <p className="rt-address__note">{t('checkout::address::required_note')}</p>}
      {failed && listed && (
        <p className="rt-address__notice" role="status" data-metadata-failed="">
          {t('checkout::address::metadata_failed')}
        </p>
      )}
      {fields.map((field) => (
        <AddressInput
          key={field.name}
          id={`${baseId}-${field.name}`}
          field={field}
          value={values[field.name] ?? ''}
          options={listOf(field.name, metadata, method.availableCountry)}
          error={shownError(field.name)}
          t={t}
          onChange={(value) => store.getState().setAddress(field.name, value)}
          onBlur={() => setTouched((before) => (before.has(field.name) ? before : new Set(before).add(field.name)))}
        />
      ))}
      {preview.length > 0 && (
        <address className="rt-address__preview" data-address-preview="">
          {preview.map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        </address>
      )}
    </fieldset>
  );
}

/** The options a field picks from: loading, a list (and the whole list, before the method's countries were picked from it), or null for a free-text field. */
type FieldOptions = { kind: 'loading' } | { kind: 'list'; options: readonly MetadataOption[]; all: readonly MetadataOption[] } | null;

function listOf(name: AddressField, metadata: MetadataStatus | undefined, available: readonly string[]): FieldOptions {
  if (name !== 'country' && name !== 'state') return null;
  if (metadata === undefined || metadata.kind === 'loading') return { kind: 'loading' };
  if (metadata.kind === 'failed') return null;
  const all = name === 'state' ? metadata.metadata.states : metadata.metadata.countries;
  const options = name === 'state' ? all : all.filter((option) => available.length === 0 || available.includes(option.value));
  return options.length > 0 ? { kind: 'list', options, all } : null;
}

interface AddressInputProps {
  id: string;
  field: AddressFieldRule;
  value: string;
  options: FieldOptions;
  /** The message shown on the field: its own check's or the server's. */
  error: string | undefined;
  t: Translate;
  onChange(value: string): void;
  onBlur(): void;
}

function AddressInput({ id, field, value, options, error, t, onChange, onBlur }: AddressInputProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    required: field.required,
    autoComplete: AUTOCOMPLETE[field.name],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onBlur,
  } as const;
  const placeholder = field.name === 'country' ? t('checkout::address::choose_country') : t('checkout::address::choose_state');
  // Text the list does not hold (typed while it could not load, and naming none of it: the shipping
  // store took in the rest) stays the visitor's, shown chosen as it is sent. A code of the list this
  // method does not offer (a country kept from another method) shows none chosen (address.ts).
  const ownText = options?.kind === 'list' && value !== '' && !options.all.some((option) => option.value === value);
  return (
    <div className="rt-address__field" data-field={field.name} data-required={field.required || undefined}>
      <label htmlFor={id}>
        {t(TITLE_KEYS[field.name])}
        {field.required && (
          <span className="rt-address__asterisk" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {options === null ? (
        <input {...common} type="text" value={value} onChange={(event) => onChange(event.target.value)} />
      ) : options.kind === 'loading' ? (
        <select {...common} value="" disabled aria-busy="true" onChange={() => undefined}>
          <option value="">{t('checkout::address::loading')}</option>
        </select>
      ) : (
        <select {...common} value={ownText || options.options.some((option) => option.value === value) ? value : ''} onChange={(event) => onChange(event.target.value)}>
          <option value="">{placeholder}</option>
          {ownText && <option value={value}>{value}</option>}
          {options.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.title}
            </option>
          ))}
        </select>
      )}
      {error && (
        <p className="rt-address__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The checkout around `from`: the cart's dialog, where the address stands beside the order form; else its document. */
const checkoutAround = (from: Element | null): ParentNode | undefined => from?.closest('dialog') ?? from?.ownerDocument;

/** The control of an address field, for the order form's focus. */
export function addressControl(from: Element | null, name: AddressField): HTMLElement | null {
  const box = checkoutAround(from)?.querySelector('[data-address-fields]');
  return [...(box?.querySelectorAll<HTMLElement>('input, select') ?? [])].find((control) => control.getAttribute('name') === name) ?? null;
}

/**
 * Spec 002 §5 "Enter moves focus to the next field and submits on the last field", for the address
 * the order sends with the form below it: Enter moves to the next address field, from the last to
 * the order form's first field, and submits the order when the form has none. A modified or
 * composed Enter is left alone, as the form leaves it.
 */
function enterMovesOn(event: KeyboardEvent<HTMLFieldSetElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].filter((control) => !control.disabled);
  const at = controls.findIndex((control) => control === event.target);
  if (at < 0) return;
  event.preventDefault();
  const next = controls[at + 1];
  if (next) {
    next.focus();
    return;
  }
  const form = checkoutAround(event.currentTarget)?.querySelector<HTMLFormElement>('[data-checkout] form');
  if (!form) return;
  const first = controlsOf(form)[0];
  if (first) first.focus();
  else form.requestSubmit();
}
