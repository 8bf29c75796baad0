import { describe, expect, it, vi } from 'vitest';
import { ShippingMethodSchema } from '../page/page-schema';
import { RequestError, type RequestFunction } from '../platform/request';
import { createMemoryBackend, createStorage } from '../platform/storage';
import { createShippingStore, readSavedShipping, SHIPPING_STORAGE_KEY } from './shipping-store';

const METADATA = { status: true, country: [{ value: 'US', title: 'United States' }], state: [{ value: 'OR', title: 'Oregon' }] };
const methods = ['courier', 'freight', 'store'].map((id, index) => ShippingMethodSchema.parse({ id, title: id, type: index === 2 ? 'pickup' : 'delivery' }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the shipping choice and address survive a reload', () => {
  it('the chosen type, the method per type and the typed address are stored per site and read back', () => {
    const backend = createMemoryBackend();
    const first = createShippingStore(createStorage('site:a:', backend));
    first.getState().chooseMethod({ id: 'freight', type: 'delivery' });
    first.getState().chooseType('pickup');
    first.getState().setAddress('addressLine1', '12 Harbor St');
    first.getState().setAddress('state', 'OR');
    const reloaded = createShippingStore(createStorage('site:a:', backend));
    expect(reloaded.getState().choice).toEqual({ type: 'pickup', methods: { delivery: 'freight' } });
    expect(reloaded.getState().address).toEqual({ addressLine1: '12 Harbor St', state: 'OR' });
    // Another site on the same storage keeps its own.
    expect(createShippingStore(createStorage('site:b:', backend)).getState().choice).toEqual({ type: null, methods: {} });
  });

  it('clearing a field removes it; typed text is capped', () => {
    const store = createShippingStore();
    store.getState().setAddress('city', 'Portland');
    store.getState().setAddress('city', '');
    store.getState().setAddress('addressLine2', 'x'.repeat(1000));
    expect(store.getState().address).toEqual({ addressLine2: 'x'.repeat(300) });
  });

  it('what storage holds is read with suspicion', () => {
    expect(readSavedShipping({ version: 1, choice: { type: 'teleport', methods: { delivery: 5, pickup: 'store', other: 'x' } }, address: { city: 'Oslo', zipCode: 12, evil: 'x' } })).toEqual({
      choice: { type: null, methods: { pickup: 'store' } },
      address: { city: 'Oslo' },
    });
    expect(readSavedShipping('garbage')).toEqual({ choice: { type: null, methods: {} }, address: {} });
    expect(readSavedShipping({ version: 99, choice: { type: 'pickup' } }).choice.type).toBeNull();
  });

  it('nothing is written until the visitor changes something', () => {
    const storage = createStorage('site:c:', createMemoryBackend());
    createShippingStore(storage);
    expect(storage.get(SHIPPING_STORAGE_KEY)).toBeUndefined();
  });
});

describe('after the order is accepted (spec 002 §4 "After a successful send the form resets")', () => {
  it('clearAddress drops the typed address, from storage too, and the address check; the chosen method stays', () => {
    const backend = createMemoryBackend();
    const store = createShippingStore(createStorage('site:a:', backend));
    store.getState().chooseMethod({ id: 'freight', type: 'delivery' });
    store.getState().setAddress('addressLine1', '12 Harbor St');
    store.getState().checkAddress();
    store.getState().clearAddress();
    expect(store.getState()).toMatchObject({ address: {}, addressCheck: 0, choice: { type: 'delivery', methods: { delivery: 'freight' } } });
    expect(createShippingStore(createStorage('site:a:', backend)).getState()).toMatchObject({ address: {}, choice: { type: 'delivery', methods: { delivery: 'freight' } } });
    expect(backend.getItem('site:a:shipping')).not.toContain('12 Harbor St');
  });
});

describe('a submit the address refused (spec 002 §5)', () => {
  it('checkAddress counts, so each refused submit asks the address fields again; it is not stored', () => {
    const storage = createStorage('site:c:', createMemoryBackend());
    const store = createShippingStore(storage);
    expect(store.getState().addressCheck).toBe(0);
    store.getState().checkAddress();
    store.getState().checkAddress();
    expect(store.getState().addressCheck).toBe(2);
    expect(storage.get(SHIPPING_STORAGE_KEY)).toBeUndefined();
  });
});

describe('the server’s violations on the address (spec 001 §5)', () => {
  it('are kept per field until the visitor changes that field, replaced by the next answer, and go with the address; never stored', () => {
    const storage = createStorage('site:c:', createMemoryBackend());
    const store = createShippingStore(storage);
    store.getState().setAddress('zipCode', '00000');
    store.getState().setServerErrors({ zipCode: 'We do not deliver there', city: 'Unknown city' });
    // The same value again is no change: the server's word on it stands.
    store.getState().setAddress('zipCode', '00000');
    expect(store.getState().serverErrors).toEqual({ zipCode: 'We do not deliver there', city: 'Unknown city' });
    store.getState().setAddress('zipCode', '97205');
    expect(store.getState().serverErrors).toEqual({ city: 'Unknown city' });
    store.getState().setServerErrors({ addressLine1: 'Too short' });
    expect(store.getState().serverErrors).toEqual({ addressLine1: 'Too short' });
    expect(JSON.stringify(storage.get(SHIPPING_STORAGE_KEY))).not.toContain('Too short');
    store.getState().clearAddress();
    expect(store.getState().serverErrors).toEqual({});
    // Nothing to drop: no new state.
    const before = store.getState();
    store.getState().setServerErrors({});
    expect(store.getState()).toBe(before);
  });
});

describe('"Shipping not found" (spec 001 §8)', () => {
  it('marks the method and chooses the first other method', () => {
    const store = createShippingStore();
    store.getState().chooseMethod({ id: 'courier', type: 'delivery' });
    store.getState().shippingNotFound('courier', methods);
    expect(store.getState().status).toEqual({ kind: 'not-found', methodId: 'courier' });
    expect(store.getState().choice).toEqual({ type: 'delivery', methods: { delivery: 'freight' } });
  });
});

describe('the shop settings a 409 carried (spec 001 §7)', () => {
  it('merge over what the server said before, key by key; an empty set changes nothing', () => {
    const store = createShippingStore();
    const before = store.getState();
    store.getState().serverSettings({});
    expect(store.getState()).toBe(before);
    store.getState().serverSettings({ minTotalOrder: 40 });
    store.getState().serverSettings({ shipping: [] });
    expect(store.getState().server).toEqual({ minTotalOrder: 40, shipping: [] });
  });
});

describe('countries and states: loaded once, cached, and a failure kept', () => {
  it('one call per language, however often asked, also while it is on its way', async () => {
    const store = createShippingStore();
    const answer = deferred<unknown>();
    const request = vi.fn(() => answer.promise);
    const first = store.getState().ensureMetadata('en', request as RequestFunction);
    const second = store.getState().ensureMetadata('en', request as RequestFunction);
    expect(store.getState().metadata.en).toEqual({ kind: 'loading' });
    answer.resolve(METADATA);
    await Promise.all([first, second]);
    await store.getState().ensureMetadata('en', request as RequestFunction);
    expect(request).toHaveBeenCalledTimes(1);
    expect(store.getState().metadata.en).toEqual({ kind: 'loaded', metadata: { countries: [{ value: 'US', title: 'United States' }], states: [{ value: 'OR', title: 'Oregon' }] } });
    // Another language is its own call.
    await store.getState().ensureMetadata('ru', request as RequestFunction);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('a loaded list takes in the country and state typed as free text before it: text naming an option becomes its code; the rest stays as typed', async () => {
    const backend = createMemoryBackend();
    const typed = createShippingStore(createStorage('site:a:', backend));
    typed.getState().setAddress('country', 'united states');
    typed.getState().setAddress('state', 'Oregon');
    typed.getState().setAddress('city', 'oregon');
    const reloaded = createShippingStore(createStorage('site:a:', backend));
    await reloaded.getState().ensureMetadata('en', (async () => METADATA) as RequestFunction);
    expect(reloaded.getState().address).toEqual({ country: 'US', state: 'OR', city: 'oregon' });
    // Stored so: the order sends what the lists show.
    expect(readSavedShipping(JSON.parse(backend.getItem(`site:a:${SHIPPING_STORAGE_KEY}`) ?? 'null')).address).toEqual({ country: 'US', state: 'OR', city: 'oregon' });
    const unlisted = createShippingStore();
    unlisted.getState().setAddress('state', 'Cascadia');
    await unlisted.getState().ensureMetadata('en', (async () => METADATA) as RequestFunction);
    expect(unlisted.getState().address).toEqual({ state: 'Cascadia' });
  });

  it('a failed call is failed with its kind, and is not asked again', async () => {
    const store = createShippingStore();
    const request = vi.fn(() => Promise.reject(new RequestError('timeout', 'timed out')));
    await store.getState().ensureMetadata('en', request as RequestFunction);
    await store.getState().ensureMetadata('en', request as RequestFunction);
    expect(store.getState().metadata.en).toEqual({ kind: 'failed', reason: 'timeout' });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('an unreadable answer or an unexpected error is failed too', async () => {
    const store = createShippingStore();
    await store.getState().ensureMetadata('en', (async () => ({ nothing: true })) as RequestFunction);
    await store.getState().ensureMetadata('ru', (async () => Promise.reject(new TypeError('boom'))) as RequestFunction);
    expect(store.getState().metadata).toEqual({ en: { kind: 'failed', reason: 'parse' }, ru: { kind: 'failed', reason: 'unknown' } });
  });
});
