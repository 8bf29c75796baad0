import { describe, expect, it } from 'vitest';
import { readRefusal } from './promotions-api';

describe('readRefusal: a refused promocode\'s error (spec 001 §8)', () => {
  it('reads the server\'s keys and their aliases; a total refusal keeps its minimum', () => {
    expect(readRefusal({ status: false, error: 'not_found' })).toEqual({ kind: 'refused', error: 'notfound', minimum: null });
    expect(readRefusal({ status: false, error: ' Expired ' })).toEqual({ kind: 'refused', error: 'timeout', minimum: null });
    expect(readRefusal({ status: false, error: 'total', active_from: '50' })).toEqual({ kind: 'refused', error: 'total', minimum: 50 });
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('an error named %j, a name of Object.prototype, is the default refusal (its message shows)', (error) => {
    expect(readRefusal({ status: false, error })).toEqual({ kind: 'refused', error: 'default', minimum: null });
  });
});
