import { describe, expect, it } from 'vitest';
import { ShippingMethodSchema, type ShippingMethod } from '../page/page-schema';
import { addressCountry, addressErrors, addressFields, addressFormatOf, addressParts, addressViolations, formatAddress, pickupOrderAddress, pickupParts } from './address';

const method = (raw: Record<string, unknown> = {}): ShippingMethod => ShippingMethodSchema.parse({ id: 'm', title: 'Method', type: 'delivery', ...raw });
const show = { show: true, required: false };
const need = { show: true, required: true };
const names = (m: ShippingMethod, country = 'US', values = {}) => addressFields(m, country, values).map((field) => `${field.name}${field.required ? '*' : ''}`);

describe('address fields per method (spec 002 §3, §5)', () => {
  it('by default: addressLine1, shown and required, and nothing else', () => {
    expect(names(method())).toEqual(['addressLine1*']);
  });

  it('the method config shows and requires fields; a hidden field is never required', () => {
    const m = method({ addressFieldsConfig: { addressLine2: show, city: need, zipCode: need, addressLine1: { show: false, required: true } } });
    expect(names(m)).toEqual(['addressLine2', 'city*', 'zipCode*']);
  });

  it('a flag the config leaves out keeps the field’s default (spec 002 §3 "Each has a show flag and a required flag")', () => {
    expect(names(method({ addressFieldsConfig: { addressLine1: { required: true } } }))).toEqual(['addressLine1*']);
    expect(names(method({ addressFieldsConfig: { addressLine1: { show: true }, city: { show: true } } }))).toEqual(['addressLine1*', 'city']);
    expect(names(method({ addressFieldsConfig: { addressLine1: { required: false }, zipCode: { required: true } } }))).toEqual(['addressLine1']);
    expect(names(method({ addressFieldsConfig: { addressLine1: {} } }))).toEqual(['addressLine1*']);
  });

  it('country: shown and required only for international delivery, whatever the config', () => {
    expect(names(method({ addressFieldsConfig: { country: need } }))).toEqual(['addressLine1*']);
    expect(names(method({ isInternationalDelivery: true }))).toEqual(['country*', 'addressLine1*']);
  });

  it('state for the US (the site country), region elsewhere', () => {
    const m = method({ addressFieldsConfig: { region: need, city: show } });
    expect(names(m, 'US')).toEqual(['addressLine1*', 'city', 'state*']);
    expect(names(m, 'RU')).toEqual(['addressLine1*', 'city', 'region*']);
    // Either config shows the place.
    expect(names(method({ addressFieldsConfig: { state: show } }), 'DE')).toEqual(['addressLine1*', 'region']);
  });

  it('international: the chosen country decides state or region; none chosen yet is region', () => {
    const m = method({ isInternationalDelivery: true, addressFieldsConfig: { state: need } });
    expect(names(m, 'RU', { country: 'US' })).toEqual(['country*', 'addressLine1*', 'state*']);
    expect(names(m, 'US', { country: 'FR' })).toEqual(['country*', 'addressLine1*', 'region*']);
    expect(names(m, 'US', {})).toEqual(['country*', 'addressLine1*', 'region*']);
    expect(addressCountry(m, 'US', { country: ' us ' })).toBe('US');
    expect(addressCountry(method(), 'RU', { country: 'US' })).toBe('RU');
  });

  it('international: a country the method does not ship to (kept from another method) is none chosen', () => {
    const eu = method({ isInternationalDelivery: true, availableCountry: ['DE'], addressFieldsConfig: { state: need } });
    expect(addressCountry(eu, 'RU', { country: 'US' })).toBeNull();
    expect(names(eu, 'RU', { country: 'US' })).toEqual(['country*', 'addressLine1*', 'region*']);
    expect(addressCountry(eu, 'RU', { country: 'de' })).toBe('DE');
    // A name typed while the list could not load is taken as it is.
    expect(addressCountry(eu, 'RU', { country: 'Germany' })).toBe('GERMANY');
  });

  it('pickup and a delivery with the address block off ask for nothing', () => {
    expect(names(method({ type: 'pickup' }))).toEqual([]);
    expect(names(method({ deliveryAddressEnabled: false }))).toEqual([]);
  });
});

describe('required rules: addressErrors', () => {
  const m = method({ isInternationalDelivery: true, addressFieldsConfig: { addressLine2: show, city: need } });

  it('every required field left empty or blank is `required`; optional ones never', () => {
    const fields = addressFields(m, 'US', {});
    expect(addressErrors(fields, {})).toEqual({ country: 'required', addressLine1: 'required', city: 'required' });
    expect(addressErrors(fields, { country: 'DE', addressLine1: '   ', city: 'Berlin' })).toEqual({ addressLine1: 'required' });
    expect(addressErrors(fields, { country: 'DE', addressLine1: 'Unter den Linden 1', city: 'Berlin' })).toEqual({});
  });

  it('a country code the method does not ship to is unavailable; a typed name (no list loaded) is taken', () => {
    const some = method({ isInternationalDelivery: true, availableCountry: ['DE', 'FR'] });
    const fields = addressFields(some, 'US', {});
    expect(fields[0]).toEqual({ name: 'country', required: true, countries: ['DE', 'FR'] });
    expect(addressErrors(fields, { country: 'JP', addressLine1: 'x' })).toEqual({ country: 'unavailable' });
    expect(addressErrors(fields, { country: 'fr', addressLine1: 'x' })).toEqual({});
    expect(addressErrors(fields, { country: 'Germany', addressLine1: 'x' })).toEqual({});
    // Every country: any code.
    expect(addressErrors(addressFields(method({ isInternationalDelivery: true }), 'US', {}), { country: 'JP', addressLine1: 'x' })).toEqual({});
  });

  it('a required state is asked for once the chosen country is the US', () => {
    const withState = method({ isInternationalDelivery: true, addressFieldsConfig: { state: need } });
    const values = { country: 'US', addressLine1: '1 Main St', region: 'Bavaria' };
    expect(addressErrors(addressFields(withState, 'DE', values), values)).toEqual({ state: 'required' });
  });
});

describe('server violations on the address: addressViolations (spec 001 §5 "field errors named by property path")', () => {
  const shown = ['addressLine1', 'city', 'zipCode'] as const;

  it('a path names a shown field as the order sends it (a shipping field by its name), in each spelling form01’s own paths have', () => {
    for (const path of ['zipCode', '[zipCode]', 'shipping[zipCode]', 'shipping[zipCode].value', 'shipping.zipCode', 'shipping.zipCode.value', "shipping['zipCode']", 'shipping[address][zipCode]', ' zipCode ']) {
      expect(addressViolations({ [path]: 'We do not deliver there' }, shown), path).toEqual({ fields: { zipCode: 'We do not deliver there' }, rest: {} });
    }
  });

  it('the first message per field; a path naming no shown field, or the empty path, stays as it came (the alert says it)', () => {
    const result = addressViolations({ 'shipping[city]': 'Unknown city', city: 'second', state: 'Not shown here', '': 'Try later', 'shipping[id]': 'Gone' }, shown);
    expect(result).toEqual({ fields: { city: 'Unknown city' }, rest: { state: 'Not shown here', '': 'Try later', 'shipping[id]': 'Gone' } });
  });

  it('a path may be a name of Object.prototype: kept as an own entry, never a field', () => {
    const result = addressViolations(JSON.parse('{"__proto__": "odd", "shipping[constructor]": "odder"}') as Record<string, string>, shown);
    expect(result.fields).toEqual({});
    expect(Object.keys(result.rest)).toEqual(['__proto__', 'shipping[constructor]']);
  });
});

describe('the address per country (spec 001 §9)', () => {
  const options = { siteCountry: 'US', countryName: (code: string) => ({ RU: 'Russia', DE: 'Germany', FR: 'France', GB: 'United Kingdom', JP: 'Japan', US: 'United States' })[code] };

  it('formats by country', () => {
    expect(['RU', 'US', 'GB', 'DE', 'AT', 'FR', 'JP'].map(addressFormatOf)).toEqual(['RU', 'US', 'EN', 'DE', 'DE', 'FR', 'default']);
  });

  it('US: city, state and ZIP on the last line; no country line at home', () => {
    expect(formatAddress({ addressLine1: '1600 Pennsylvania Ave NW', addressLine2: 'Suite 2', city: 'Washington', area: 'DC', zipCode: '20500', country: 'US' }, options)).toEqual([
      '1600 Pennsylvania Ave NW',
      'Suite 2',
      'Washington, DC 20500',
    ]);
  });

  it('RU: street, locality, region, country, then the postcode', () => {
    expect(formatAddress({ addressLine1: 'ул. Тверская, д. 7, кв. 5', city: 'Москва', area: 'Московская обл.', zipCode: '125009', country: 'RU' }, options)).toEqual([
      'ул. Тверская, д. 7, кв. 5',
      'Москва',
      'Московская обл.',
      'Russia',
      '125009',
    ]);
  });

  it('EN: the post town in capitals, the postcode on its own line', () => {
    expect(formatAddress({ addressLine1: '10 Downing Street', city: 'London', zipCode: 'sw1a 2aa', country: 'GB' }, options)).toEqual(['10 Downing Street', 'LONDON', 'SW1A 2AA', 'United Kingdom']);
  });

  it('DE: postcode before the town', () => {
    expect(formatAddress({ addressLine1: 'Unter den Linden 77', city: 'Berlin', zipCode: '10117', country: 'DE' }, options)).toEqual(['Unter den Linden 77', '10117 Berlin', 'Germany']);
  });

  it('FR: postcode before the town in capitals', () => {
    expect(formatAddress({ addressLine1: '55 rue du Faubourg Saint-Honoré', city: 'Paris', zipCode: '75008', country: 'FR' }, options)).toEqual(['55 rue du Faubourg Saint-Honoré', '75008 PARIS', 'France']);
  });

  it('default: locality, region and postcode on one line; an unknown country name stays its code', () => {
    expect(formatAddress({ addressLine1: '1-1 Chiyoda', city: 'Tokyo', area: 'Tokyo-to', zipCode: '100-0001', country: 'JP' }, options)).toEqual(['1-1 Chiyoda', 'Tokyo, Tokyo-to 100-0001', 'Japan']);
    expect(formatAddress({ addressLine1: 'Main 1', country: 'NO' }, options)).toEqual(['Main 1', 'NO']);
  });

  it('empty parts leave no line', () => {
    expect(formatAddress({ addressLine1: '  ', city: 'Boston' }, options)).toEqual(['Boston']);
  });

  it('only the fields the method shows are written; state or region by the country', () => {
    const m = method({ addressFieldsConfig: { city: show, region: show } });
    const values = { addressLine1: '5 Elm St', addressLine2: 'typed for another method', city: 'Austin', state: 'TX', region: 'old region' };
    expect(addressParts(addressFields(m, 'US', values), values, 'US')).toEqual({ addressLine1: '5 Elm St', addressLine2: undefined, city: 'Austin', area: 'TX', zipCode: undefined, country: 'US' });
  });

  it('a pickup address is sent as the parts spec 001 §3 names (no display-only area), those given, the country the site’s unless its own', () => {
    expect(pickupOrderAddress({ addressLine1: 'Pier 39', addressLine2: ' ', city: 'San Francisco', region: 'CA', zipCode: '94133' }, 'US')).toEqual({
      addressLine1: 'Pier 39',
      country: 'US',
      region: 'CA',
      city: 'San Francisco',
      zipCode: '94133',
    });
    expect(pickupOrderAddress({ addressLine1: 'Hafen 1', addressLine2: 'Tor 2', country: 'DE', city: '', region: '', zipCode: '' }, 'US')).toEqual({ addressLine1: 'Hafen 1', addressLine2: 'Tor 2', country: 'DE' });
  });

  it('a pickup address is written in the site country order', () => {
    expect(formatAddress(pickupParts({ addressLine1: 'Pier 39', addressLine2: '', city: 'San Francisco', region: 'CA', zipCode: '94133' }, 'US'), options)).toEqual(['Pier 39', 'San Francisco, CA 94133']);
  });
});
