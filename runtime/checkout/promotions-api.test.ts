import { describe, expect, it } from 'vitest';
import { PROMOCODE_PATH } from '../platform/api-paths';
import { createRequest } from '../platform/request';
import { promocodeLoader, readRefusal } from './promotions-api';

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

describe('promocodeLoader: a found promocode (spec 001 §3 Promocode, §7)', () => {
  it("takes the code it asked for as the promocode's when the answer names none, so the order's promotions[promocode] is never empty", async () => {
    const asked: (string | null)[] = [];
    const request = createRequest({
      fetch: (url) => {
        const address = new URL(String(url), 'http://shop.test');
        asked.push(address.pathname === PROMOCODE_PATH ? address.searchParams.get('code') : address.pathname);
        return Promise.resolve(Response.json({ status: true, promocode: { id: 'pc-1', discount_type: 'percent', discount_amount: 10 } }));
      },
      navigate: () => undefined,
    });
    const answer = await promocodeLoader(request, 'shop1')('save10');
    expect(asked).toEqual(['save10']);
    expect(answer).toMatchObject({ kind: 'found', promocode: { id: 'pc-1', code: 'save10', amount: 10 } });
  });
});
