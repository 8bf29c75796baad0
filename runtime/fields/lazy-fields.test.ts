// own process: it reads which kinds' code has loaded, which this module keeps for the worker; in a worker shared with files that rendered a form, their fields' code had loaded already.
import { describe, expect, it } from 'vitest';
import { fieldsLoading, isFieldLoaded, specialFieldKind } from './lazy-fields';

describe('lazy field code', () => {
  it.each([
    ['phone', 'phone'],
    ['date', 'date'],
    ['datetime', 'date'],
    ['calculator', 'calculator'],
    ['text', null],
    ['hidden', null],
    ['constructor', null],
  ])('the field type %s loads the %s chunk', (type, kind) => {
    expect(specialFieldKind(type)).toBe(kind);
  });

  it('a form without special fields waits for nothing', () => {
    expect(fieldsLoading(['text', 'email', 'consent'])).toBeNull();
  });

  it('gives a form the same promise for the same kinds, marked fulfilled once their code is there, and loads no other', async () => {
    const wait = fieldsLoading(['calculator', 'date', 'text']);
    expect(fieldsLoading(['datetime', 'calculator', 'date'])).toBe(wait);
    await wait;
    expect((wait as Promise<unknown> & { status?: string }).status).toBe('fulfilled');
    expect(isFieldLoaded('date')).toBe(true);
    expect(isFieldLoaded('calculator')).toBe(true);
    expect(isFieldLoaded('phone')).toBe(false);
    expect(isFieldLoaded('file')).toBe(false);
  });
});
