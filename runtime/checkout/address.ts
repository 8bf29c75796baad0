/**
 * The address (spec 001 §3 "Address form fields"; spec 002 §3 "Address fields", §5 "Address"):
 * which fields a method shows and requires, what a required field left empty gives, and the
 * address written out in the order of its country's post. Plain functions, no React.
 *
 * - Defaults: addressLine1 shown and required; every other field hidden and optional; a method's
 *   addressFieldsConfig overrides them flag by flag (a flag it leaves out keeps the field's
 *   default). Only a shown field can be required.
 * - country: shown and required for international delivery only, whatever the config says.
 * - state or region: one place in the form. State shows for the US (the chosen country in
 *   international delivery, else the site's country), region otherwise. A country kept from a
 *   method that ships elsewhere is not chosen for this one (its select shows none chosen). OUR
 *   READING: the place is shown when the config shows either of the two, and required when a
 *   shown one is required.
 * - Pickup, and delivery with deliveryAddressEnabled off, ask for no address: pickup sends the
 *   method's own address.
 */
import type { AddressField, AddressFieldConfig, ShippingAddress, ShippingMethod } from '../page/page-schema';
import { ADDRESS_FIELDS } from '../page/schema/constants';
import type { MessageKey } from '../platform/i18n';

export type AddressValues = Partial<Record<AddressField, string>>;

/** Spec 002 §3: the defaults of the address fields. */
export const DEFAULT_ADDRESS_FIELDS_CONFIG: Readonly<Record<AddressField, Required<AddressFieldConfig>>> = {
  country: { show: false, required: false },
  addressLine1: { show: true, required: true },
  addressLine2: { show: false, required: false },
  city: { show: false, required: false },
  state: { show: false, required: false },
  region: { show: false, required: false },
  zipCode: { show: false, required: false },
};

/** The country whose states the US state field lists (spec 002 §5). */
export const STATES_COUNTRY = 'US';

/** Ours (the specs name no limit): the longest text an address field takes. */
export const ADDRESS_FIELD_MAX_LENGTH = 300;

export interface AddressFieldRule {
  name: AddressField;
  required: boolean;
  /** The country field of a method that ships to some countries only: their codes. */
  countries?: readonly string[];
}

/** A country given as a two-letter code (a free-text country typed while the list could not load is a name). */
const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/**
 * The address's country: the chosen one in international delivery (null while none is chosen),
 * else the site's. A code the method does not ship to counts as none chosen: it was kept from
 * another method, the country list does not offer it (the select shows nothing chosen), and it
 * must not decide state or region nor be written in the address.
 */
export function addressCountry(method: Pick<ShippingMethod, 'isInternationalDelivery' | 'availableCountry'>, siteCountry: string, values: AddressValues): string | null {
  if (!method.isInternationalDelivery) return siteCountry;
  const chosen = values.country?.trim().toUpperCase() ?? '';
  if (chosen === '') return null;
  return method.availableCountry.length > 0 && COUNTRY_CODE.test(chosen) && !method.availableCountry.includes(chosen) ? null : chosen;
}

/** Whether a method asks the visitor for an address at all. */
export function asksForAddress(method: Pick<ShippingMethod, 'type' | 'deliveryAddressEnabled'>): boolean {
  return method.type === 'delivery' && method.deliveryAddressEnabled;
}

/** The fields the form shows for this method, in order, with whether each is required. */
export function addressFields(method: ShippingMethod, siteCountry: string, values: AddressValues): AddressFieldRule[] {
  if (!asksForAddress(method)) return [];
  const config = (name: AddressField): Required<AddressFieldConfig> => {
    const own = method.addressFieldsConfig[name];
    const fallback = DEFAULT_ADDRESS_FIELDS_CONFIG[name];
    const show = own?.show ?? fallback.show;
    return { show, required: show && (own?.required ?? fallback.required) };
  };
  const state = config('state');
  const region = config('region');
  const areaName: AddressField = addressCountry(method, siteCountry, values) === STATES_COUNTRY ? 'state' : 'region';
  const rules: AddressFieldRule[] = [];
  for (const name of ADDRESS_FIELDS) {
    if (name === 'country') {
      if (method.isInternationalDelivery) rules.push(method.availableCountry.length > 0 ? { name, required: true, countries: method.availableCountry } : { name, required: true });
    } else if (name === 'state') {
      if (state.show || region.show) rules.push({ name: areaName, required: state.required || region.required });
    } else if (name !== 'region') {
      const own = config(name);
      if (own.show) rules.push({ name, required: own.required });
    }
  }
  return rules;
}

export type AddressError = 'required' | 'unavailable';

/**
 * Spec 002 §5: a required field left empty (or only spaces) gives `required` (the form's message
 * key form::required). Ours: a country code the method does not ship to gives `unavailable` (the
 * list offers only the others, so such a value was kept from another method). The later order
 * step calls this before it sends.
 */
export function addressErrors(fields: readonly AddressFieldRule[], values: AddressValues): Partial<Record<AddressField, AddressError>> {
  const errors: Partial<Record<AddressField, AddressError>> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (field.required && value === '') errors[field.name] = 'required';
    else if (field.countries && COUNTRY_CODE.test(value) && !field.countries.includes(value.toUpperCase())) errors[field.name] = 'unavailable';
  }
  return errors;
}

/** The message of each address error: `required` is the form's own (spec 002 §5). */
export const ADDRESS_ERROR_KEYS = { required: 'form::required', unavailable: 'checkout::address::country_unavailable' } as const satisfies Record<AddressError, MessageKey>;

/**
 * The property paths that name an address field as the order sends it (a shipping field whose id
 * and name are the field's name): `<name>`, `[<name>]`, `shipping[<name>]`, `shipping.<name>`, each
 * also with `.value` (form01's own paths, `fields[<id>]`…, with the shipping fields' list), and
 * `shipping[address][<name>]` (spec 001 §3's name of an address part).
 */
const ADDRESS_PATHS = [/^(?:shipping)?\[([^\]]+)\](?:\.value)?$/, /^(?:shipping\.)?([^.[\]]+)(?:\.value)?$/, /^shipping\[address\]\[([^\]]+)\]$/];

function addressFieldOfPath(path: string, names: readonly AddressField[]): AddressField | null {
  for (const form of ADDRESS_PATHS) {
    const named = form.exec(path.trim())?.[1]?.replace(/^["']|["']$/g, '');
    const field = names.find((name) => name === named);
    if (field) return field;
  }
  return null;
}

/**
 * Spec 001 §5 "Server violations are shown as field errors named by property path", for the
 * address: the first message per field of `names` (the fields shown), and the violations whose
 * paths name none of them, as they came (the form's alert says them).
 */
export function addressViolations(violations: Readonly<Record<string, string>>, names: readonly AddressField[]): { fields: Partial<Record<AddressField, string>>; rest: Record<string, string> } {
  const fields: Partial<Record<AddressField, string>> = {};
  const rest: [string, string][] = [];
  for (const [path, message] of Object.entries(violations)) {
    const field = addressFieldOfPath(path, names);
    if (field === null) rest.push([path, message]);
    else fields[field] ??= message;
  }
  // Built from entries, never assigned by path: a path may be "__proto__" (safety/own-records.ts).
  return { fields, rest: Object.fromEntries(rest) };
}

/** What a form field keeps of typed text: at most ADDRESS_FIELD_MAX_LENGTH characters. */
export const cleanAddressValue = (text: string) => text.slice(0, ADDRESS_FIELD_MAX_LENGTH);

/** The parts an address is written from; `area` is the state or the region. */
export interface AddressParts {
  addressLine1?: string | undefined;
  addressLine2?: string | undefined;
  city?: string | undefined;
  area?: string | undefined;
  zipCode?: string | undefined;
  /** The country's code. */
  country?: string | undefined;
}

/** The visitor's address as parts: only the fields this method shows (a value typed for another method stays out). */
export function addressParts(fields: readonly AddressFieldRule[], values: AddressValues, country: string | null): AddressParts {
  const shown = (name: AddressField) => (fields.some((field) => field.name === name) ? values[name] : undefined);
  return {
    addressLine1: shown('addressLine1'),
    addressLine2: shown('addressLine2'),
    city: shown('city'),
    area: shown('state') ?? shown('region'),
    zipCode: shown('zipCode'),
    country: country ?? undefined,
  };
}

/** A pickup method's own address as parts, to write it out (formatAddress). */
export function pickupParts(address: ShippingAddress, siteCountry: string): AddressParts {
  return { ...address, area: address.region, country: address.country ?? siteCountry };
}

/** Spec 001 §3: the parts of a pickup address the order sends as shipping[address][…], in its order. */
const PICKUP_ADDRESS_KEYS = ['addressLine1', 'addressLine2', 'country', 'region', 'city', 'zipCode'] as const satisfies readonly (keyof ShippingAddress)[];
type PickupAddressKey = (typeof PICKUP_ADDRESS_KEYS)[number];

/**
 * A pickup method's own address as the order sends it: the parts spec 001 §3 names, those not
 * empty, the country the site's when the method gives none. Built from the address itself, not
 * from pickupParts, whose `area` is only for writing it out.
 */
export function pickupOrderAddress(address: ShippingAddress, siteCountry: string): Partial<Record<PickupAddressKey, string>> {
  const sent: Partial<Record<PickupAddressKey, string>> = {};
  for (const key of PICKUP_ADDRESS_KEYS) {
    const value = (key === 'country' ? (address.country ?? siteCountry) : address[key]).trim();
    if (value !== '') sent[key] = value;
  }
  return sent;
}

/** Spec 001 §9: the address orders the product knows; the specs do not give them (see ADDRESS_LINES). */
export const ADDRESS_FORMATS = ['RU', 'US', 'EN', 'DE', 'FR', 'default'] as const;
export type AddressFormat = (typeof ADDRESS_FORMATS)[number];

/** Which order a country's addresses are written in: EN is the United Kingdom's; Austria and Switzerland write theirs as Germany does. */
const FORMAT_OF_COUNTRY: Readonly<Record<string, AddressFormat>> = { RU: 'RU', US: 'US', GB: 'EN', DE: 'DE', AT: 'DE', CH: 'DE', FR: 'FR' };

export const addressFormatOf = (country: string | undefined): AddressFormat => (country ? FORMAT_OF_COUNTRY[country] : undefined) ?? 'default';

type Part = string | undefined;
const join = (separator: string, ...parts: Part[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(separator);

/**
 * The lines of an address per format, from the posts' own addressing rules (the spec says only
 * that the order differs per country, 001 §9):
 * - RU: Russian Post, «Правила оказания услуг почтовой связи» (Ministry of Communications order
 *   No. 234 of 31 July 2014, item 22): street and house; locality; region; country; postcode last.
 * - US: USPS Publication 28, "Postal Addressing Standards": delivery line, secondary line, then
 *   "CITY, ST ZIP" on the last line.
 * - EN: Royal Mail's addressing guidance: street, locality, the post town in capitals, the
 *   postcode on a line of its own (the county is not needed and not written).
 * - DE: Deutsche Post (and DIN 5008): street and house number, then "PLZ Ort".
 * - FR: La Poste (standard NF Z10-011): street, then "CODE POSTAL LOCALITÉ" with the locality in capitals.
 * - default: the Universal Postal Union's general layout: street, then locality, region and
 *   postcode on one line.
 * For every format the country, when written, is the last line (UPU), except in Russia where it
 * comes before the postcode.
 */
const ADDRESS_LINES: Readonly<Record<AddressFormat, (parts: AddressParts, country: Part) => Part[]>> = {
  RU: (p, country) => [p.addressLine1, p.addressLine2, p.city, p.area, country, p.zipCode],
  US: (p, country) => [p.addressLine1, p.addressLine2, join(' ', join(', ', p.city, p.area), p.zipCode), country],
  EN: (p, country) => [p.addressLine1, p.addressLine2, p.city?.toUpperCase(), p.zipCode?.toUpperCase(), country],
  DE: (p, country) => [p.addressLine1, p.addressLine2, join(' ', p.zipCode, p.city), country],
  FR: (p, country) => [p.addressLine1, p.addressLine2, join(' ', p.zipCode, p.city?.toUpperCase()), country],
  default: (p, country) => [p.addressLine1, p.addressLine2, join(' ', join(', ', p.city, p.area), p.zipCode), country],
};

export interface FormatAddressOptions {
  /** The site's country: an address in it is written without the country line. */
  siteCountry: string;
  /** The country's name for its code (the metadata's title in the page's language); the code stands when absent. */
  countryName?: (code: string) => string | undefined;
}

/** The address written out in its country's order, one line per part given; empty parts leave no line. */
export function formatAddress(parts: AddressParts, { siteCountry, countryName }: FormatAddressOptions): string[] {
  const country = parts.country ?? siteCountry;
  const countryLine = country === siteCountry ? undefined : (countryName?.(country) ?? country);
  // A US state stays its two-letter code, as USPS writes it ("Portland, OR 97205").
  return ADDRESS_LINES[addressFormatOf(country)](parts, countryLine)
    .map((line) => line?.trim() ?? '')
    .filter(Boolean);
}
