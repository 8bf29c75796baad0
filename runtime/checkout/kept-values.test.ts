import { describe, expect, it } from 'vitest';
import { FormFieldSchema, type FormField } from '../page/page-schema';
import { keptValues } from './kept-values';

const fields: FormField[] = [
  { id: 'name', type: 'text', name: 'Name' },
  { id: 'notes', type: 'textarea', name: 'Notes' },
  { id: 'size', type: 'select', name: 'Size', options: ['S', 'M'] },
  { id: 'pack', type: 'radio', name: 'Pack', options: ['Box', 'Bag'] },
  { id: 'extras', type: 'checkbox', name: 'Extras', options: ['Gift wrap', 'Card'] },
  { id: 'budget', type: 'range', name: 'Budget', min: 0, max: 100, step: 10 },
  { id: 'span', type: 'range', name: 'Span', min: 0, max: 100, step: 10, double: true },
  { id: 'terms', type: 'consent', name: 'Terms', text: 'I agree' },
  { id: 'source', type: 'hidden', name: 'Source', value: 'cart' },
  { id: 'photo', type: 'file', name: 'Photo' },
].map((field) => FormFieldSchema.parse(field));

describe('keptValues: what a reload in the middle of checkout keeps of the order form', () => {
  it('the typed text and every choice: a select, a radio, the ticked boxes, the runners the visitor moved', () => {
    const values = { name: 'Ann', notes: 'Ring twice', size: 'M', pack: 'Bag', extras: ['Card', 'Gift wrap'], budget: [30], span: [20, 70] };
    expect(keptValues(values, fields)).toEqual({ name: 'Ann', notes: 'Ring twice', size: 'M', pack: 'Bag', extras: ['Gift wrap', 'Card'], budget: [30], span: [20, 70] });
  });

  it('nothing of what a field starts with (empty text, no box ticked, runners at the edges), a consent, a hidden input or a file', () => {
    const values = { name: '', extras: [], budget: [0], span: [0, 100], terms: true, source: 'cart', photo: ['/upload/a.png'] };
    expect(keptValues(values, fields)).toEqual({});
  });

  it('reads what storage held with suspicion: a choice not offered, a runner off its track or out of order, the wrong shape, each left out', () => {
    const held = { name: 7, notes: ['x'], size: 'XXL', pack: ['Box'], extras: ['Card', 'Free beer', 3, 'Card'], budget: [300], span: [70, 20], unknown: 'x' };
    expect(keptValues(held, fields)).toEqual({ extras: ['Card'] });
    expect(keptValues({ budget: [Number.NaN], span: [10] }, fields)).toEqual({});
    expect(keptValues({ extras: 'Card', budget: 30 }, fields)).toEqual({});
    for (const garbage of [null, 'text', 12, ['Ann']]) expect(keptValues(garbage, fields)).toEqual({});
  });

  it('a field id may be a name of Object.prototype: kept as an own value, never read from the prototype', () => {
    const odd = [FormFieldSchema.parse({ id: '__proto__', type: 'text', name: 'Odd' }), FormFieldSchema.parse({ id: 'toString', type: 'text', name: 'Odder' })];
    const kept = keptValues(JSON.parse('{"__proto__": "typed"}'), odd);
    expect(Object.keys(kept)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
  });
});
