/**
 * The delivery address of a method (spec 001 §3 "Address form fields"; spec 002 §3, §5): the
 * fields the method asks for (address.ts), an asterisk on the title of a required one, the
 * countries and states from the server in the page's language (loaded once, metadata.ts), and
 * the address written out in its country's order below. A failed metadata load leaves the country
 * and the state as free-text fields: the address still works. Values go to the shipping store as
 * they are typed, so a reload keeps them. A field shows its error once it was left (blurred), or
 * once a submit the address blocked asked for every error (the store's addressCheck, spec 002 §5):
 * then the first field in error takes the focus.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '../platform/use-store';
import { useRuntime } from '../core/runtime-context';
import type { AddressField, ShippingMethod } from '../page/page-schema';
import type { MessageKey, Translate } from '../platform/i18n';
import { addressCountry, addressErrors, addressFields, addressParts, formatAddress, type AddressError, type AddressFieldRule } from './address';
import { optionTitle, type MetadataOption, type MetadataStatus } from './metadata';
import { shippingStoreOf } from './shipping-store';

const TITLE_KEYS = {
  country: 'checkout::address::country',
  addressLine1: 'checkout::address::addressLine1',
  addressLine2: 'checkout::address::addressLine2',
  city: 'checkout::address::city',
  state: 'checkout::address::state',
  region: 'checkout::address::region',
  zipCode: 'checkout::address::zipCode',
} as const satisfies Record<AddressField, MessageKey>;

const ERROR_KEYS = { required: 'form::required', unavailable: 'checkout::address::country_unavailable' } as const satisfies Record<AddressError, MessageKey>;

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
  const { stores, services, language, t } = useRuntime();
  const store = shippingStoreOf(stores);
  const values = useStore(store, (state) => state.address);
  const metadata = useStore(store, (state) => state.metadata[language]);
  const check = useStore(store, (state) => state.addressCheck);
  const fields = addressFields(method, siteCountry, values);
  const listed = fields.some((field) => field.name === 'country' || field.name === 'state');
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(() => new Set());
  const errors = addressErrors(fields, values);
  const baseId = useId();
  const box = useRef<HTMLFieldSetElement>(null);
  // The check this view has answered: one made before it mounted (the visitor switched to pickup
  // and back) shows the errors but does not move the focus.
  const answered = useRef(check);

  useEffect(() => {
    if (listed) void store.getState().ensureMetadata(language, services.request);
  }, [listed, language, services, store]);

  // A new blocked submit: every field already shows its error (this commit), the first takes the focus.
  useEffect(() => {
    if (check === answered.current) return;
    answered.current = check;
    if (check > 0) box.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [check]);

  if (fields.length === 0) return null;
  const countries = metadata?.kind === 'loaded' ? metadata.metadata.countries : [];
  const countryName = (code: string) => optionTitle(countries, code);
  const preview = formatAddress(addressParts(fields, values, addressCountry(method, siteCountry, values)), { siteCountry, countryName });
  const failed = metadata?.kind === 'failed';

  return (
    <fieldset ref={box} className="rt-address" data-method-id={method.id}>
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
          error={check > 0 || touched.has(field.name) ? errors[field.name] : undefined}
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

/** The options a field picks from: loading, a list, or null for a free-text field. */
type FieldOptions = { kind: 'loading' } | { kind: 'list'; options: readonly MetadataOption[] } | null;

function listOf(name: AddressField, metadata: MetadataStatus | undefined, available: readonly string[]): FieldOptions {
  if (name !== 'country' && name !== 'state') return null;
  if (metadata === undefined || metadata.kind === 'loading') return { kind: 'loading' };
  if (metadata.kind === 'failed') return null;
  const options = name === 'state' ? metadata.metadata.states : metadata.metadata.countries.filter((option) => available.length === 0 || available.includes(option.value));
  return options.length > 0 ? { kind: 'list', options } : null;
}

interface AddressInputProps {
  id: string;
  field: AddressFieldRule;
  value: string;
  options: FieldOptions;
  error: AddressError | undefined;
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
        <select {...common} value={options.options.some((option) => option.value === value) ? value : ''} onChange={(event) => onChange(event.target.value)}>
          <option value="">{placeholder}</option>
          {options.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.title}
            </option>
          ))}
        </select>
      )}
      {error && (
        <p className="rt-address__error" id={errorId}>
          {t(ERROR_KEYS[error])}
        </p>
      )}
    </div>
  );
}
