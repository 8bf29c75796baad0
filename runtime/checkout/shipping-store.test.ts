import { describe, expect, it, vi } from 'vitest';
import { ShippingMethodSchema } from '../page/page-schema';
import { RequestError, type RequestFunction } from '../platform/request';
import { createMemoryBackend, createStorage, type StorageBackend } from '../platform/storage';
import { createShippingStore, mergedShipping, readSavedShipping, SHIPPING_STORAGE_KEY } from './shipping-store';

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

/**
 * A page of site a over `backend`, and what the browser tells it of the other pages' writes: a
 * storage event (`heard`) or, for a page shown again from the back-forward cache, every key to be
 * read again (`shownAgain`).
 */
function sitePage(backend: StorageBackend) {
  let tell: (fullKey: string | null, newValue: string | null | undefined) => void = () => undefined;
  const storage = createStorage('site:a:', backend, (callback) => {
    tell = callback;
    return () => {
      tell = () => undefined;
    };
  });
  const fullKey = `site:a:${SHIPPING_STORAGE_KEY}`;
  return { storage, heard: () => tell(fullKey, backend.getItem(fullKey)), shownAgain: () => tell(null, undefined) };
}
const storedAddress = (backend: StorageBackend) => readSavedShipping(JSON.parse(backend.getItem(`site:a:${SHIPPING_STORAGE_KEY}`) ?? 'null')).address;

describe('every page of the site shares the choice and the address (another tab, the back-forward cache)', () => {
  it('the address typed on another page is taken in here field by field, and the next keystroke here keeps it', () => {
    const backend = createMemoryBackend();
    const here = sitePage(backend);
    const store = createShippingStore(here.storage);
    store.getState().setAddress('country', 'US');
    const there = createShippingStore(createStorage('site:a:', backend));
    there.getState().setAddress('addressLine1', '1 Dock Rd');
    there.getState().setAddress('city', 'Portland');
    here.shownAgain();
    expect(store.getState().address).toEqual({ country: 'US', addressLine1: '1 Dock Rd', city: 'Portland' });
    store.getState().setAddress('zipCode', '97205');
    expect(storedAddress(backend)).toEqual({ country: 'US', addressLine1: '1 Dock Rd', city: 'Portland', zipCode: '97205' });
  });

  it('a page that has not heard of the other’s typing yet writes only what it changed, never its old values over the other’s', () => {
    const backend = createMemoryBackend();
    const first = createShippingStore(createStorage('site:a:', backend));
    const second = createShippingStore(createStorage('site:a:', backend));
    first.getState().setAddress('addressLine1', '1 Dock Rd');
    first.getState().chooseMethod({ id: 'freight', type: 'delivery' });
    second.getState().setAddress('city', 'Portland');
    second.getState().chooseMethod({ id: 'store', type: 'pickup' });
    expect(readSavedShipping(JSON.parse(backend.getItem(`site:a:${SHIPPING_STORAGE_KEY}`)!))).toEqual({
      choice: { type: 'pickup', methods: { delivery: 'freight', pickup: 'store' } },
      address: { addressLine1: '1 Dock Rd', city: 'Portland' },
    });
    // A field cleared here goes from storage; the other page's stay.
    first.getState().setAddress('addressLine1', '');
    expect(storedAddress(backend)).toEqual({ city: 'Portland' });
  });

  it('the other page’s method is chosen here; a field it changed loses the server’s word on the old value', () => {
    const backend = createMemoryBackend();
    const here = sitePage(backend);
    const store = createShippingStore(here.storage);
    store.getState().setAddress('zipCode', '00000');
    store.getState().setServerErrors({ zipCode: 'We do not deliver there', city: 'Unknown city' });
    const there = createShippingStore(createStorage('site:a:', backend));
    there.getState().chooseMethod({ id: 'store', type: 'pickup' });
    there.getState().setAddress('zipCode', '97205');
    here.heard();
    expect(store.getState()).toMatchObject({ choice: { type: 'pickup', methods: { pickup: 'store' } }, address: { zipCode: '97205' }, serverErrors: { city: 'Unknown city' } });
  });

  it('a removed or cleared key, or another version’s value, changes nothing here; the same value is no new state', () => {
    const backend = createMemoryBackend();
    const here = sitePage(backend);
    const store = createShippingStore(here.storage);
    store.getState().setAddress('city', 'Portland');
    const before = store.getState();
    here.shownAgain();
    expect(store.getState()).toBe(before);
    backend.removeItem(`site:a:${SHIPPING_STORAGE_KEY}`);
    here.heard();
    backend.setItem(`site:a:${SHIPPING_STORAGE_KEY}`, JSON.stringify({ version: 2, address: {} }));
    here.heard();
    expect(store.getState().address).toEqual({ city: 'Portland' });
  });

  it('stops following when the site goes (dispose)', () => {
    const backend = createMemoryBackend();
    const here = sitePage(backend);
    const store = createShippingStore(here.storage);
    store.getState().dispose();
    createShippingStore(createStorage('site:a:', backend)).getState().setAddress('city', 'Portland');
    here.shownAgain();
    expect(store.getState().address).toEqual({});
  });

  it('mergedShipping: what changed from before to now, over what is stored', () => {
    const stored = { choice: { type: 'delivery' as const, methods: { delivery: 'courier' } }, address: { city: 'Portland', zipCode: '97205' } };
    const before = { choice: { type: null, methods: {} }, address: { zipCode: '97205' } };
    const now = { choice: { type: null, methods: { pickup: 'store' } }, address: { addressLine1: '1 Dock Rd' } };
    expect(mergedShipping(stored, before, now)).toEqual({ choice: { type: 'delivery', methods: { delivery: 'courier', pickup: 'store' } }, address: { city: 'Portland', addressLine1: '1 Dock Rd' } });
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
