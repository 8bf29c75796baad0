import { describe, expect, it } from 'vitest';
import { buildLeadPayload, paymentFields, storedLeadText, type LeadPayloadInput } from './payload';

const input: LeadPayloadInput = {
  elementId: 'form-1',
  formId: 42,
  pageId: 'p7',
  userId: 'u9',
  landingUrl: 'https://site.example/landing/?utm_source=ads&utm_medium=cpc&x=1&utm_campaign=spring#top',
  abTest: 'b',
  roistatVisit: '12345',
  captchaToken: 'tok',
  forceUpdateProduct: true,
  products: [{ id: 'p1', title: 'Lamp', img: '/img/1.jpg', price: 10, count: 2, strict: false }],
  fields: [
    { id: 'name', name: 'Name', type: 'text', value: 'Ann' },
    { id: 'topics', name: 'Topics', type: 'checkbox', value: ['a', 'b'] },
    { id: 'budget', name: 'Budget', type: 'range', value: [10, 20] },
    { id: 'ok', name: 'Consent', type: 'consent', value: true },
  ],
  shipping: [{ id: 'shipping[id]', type: 'hidden', name: 'shipping[id]', value: '3' }],
  advanced: paymentFields(1500, 'Consultation'),
};

describe('buildLeadPayload (spec 002 §3)', () => {
  it('carries every field of the payload', () => {
    const payload = buildLeadPayload(input);
    expect(payload).toEqual({
      id: 'form-1',
      is_ajax: 1,
      forceUpdateProduct: true,
      products: JSON.stringify(input.products),
      jsform: 42,
      pageId: 'p7',
      userId: 'u9',
      utmData: { utm_source: 'ads', utm_medium: 'cpc', utm_campaign: 'spring' },
      abTest: 'b',
      roistatVisit: '12345',
      'captcha-token': 'tok',
      fields: input.fields,
      shipping: input.shipping,
      advanced: [
        { type: 'hidden', name: 'pay[price]', value: '1500' },
        { type: 'hidden', name: 'pay[desc]', value: 'Consultation' },
      ],
    });
  });
  it('products is a JSON list that reads back as the items', () => {
    expect(JSON.parse(buildLeadPayload(input).products)).toEqual(input.products);
  });
  it('copies values, so a later change of the form does not change a sent payload', () => {
    const values = ['a'];
    const payload = buildLeadPayload({ ...input, fields: [{ id: 'c', name: 'C', type: 'checkbox', value: values }] });
    values.push('b');
    expect(payload.fields[0]?.value).toEqual(['a']);
  });
  it('round-trips through JSON unchanged', () => {
    const payload = buildLeadPayload(input);
    expect(JSON.parse(JSON.stringify(payload))).toEqual(payload);
  });
});

describe('storedLeadText: userId, abTest and roistat_visit as the site storage holds them (spec 002 §3)', () => {
  it('text goes as it is', () => {
    expect(storedLeadText('u9')).toBe('u9');
    expect(storedLeadText('')).toBe('');
  });
  it('a finite number goes as its text', () => {
    expect(storedLeadText(12345)).toBe('12345');
    expect(storedLeadText(0)).toBe('0');
  });
  it.each([undefined, null, { id: 5 }, ['a', 'b'], true, Number.NaN, Number.POSITIVE_INFINITY])('%j is no value', (value) => {
    expect(storedLeadText(value)).toBeNull();
  });
});
