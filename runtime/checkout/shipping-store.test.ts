import { describe, expect, it, vi } from 'vitest';
import { ShippingMethodSchema } from '../page/page-schema';
import { RequestError, type RequestFunction } from '../platform/request';
import { createMemoryBackend, createStorage, type StorageBackend } from '../platform/storage';
import { createShippingStore, mergedChoice, readSavedAddress, readSavedChoice, SHIPPING_ADDRESS_KEY, SHIPPING_STORAGE_KEY } from './shipping-store';

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

/** A tab's storages: the site's (localStorage) and the tab's session storage, each over its own backend. */
function tabStorages(site = 'site:a:', local = createMemoryBackend(), session = createMemoryBackend()) {
  return { local, session, storage: createStorage(site, local), sessionStorage: createStorage(site, session) };
}
const storedChoice = (backend: StorageBackend) => readSavedChoice(JSON.parse(backend.getItem(`site:a:${SHIPPING_STORAGE_KEY}`) ?? 'null'));
const storedAddress = (backend: StorageBackend) => readSavedAddress(JSON.parse(backend.getItem(`site:a:${SHIPPING_ADDRESS_KEY}`) ?? 'null'));

describe('the shipping choice and address survive a reload', () => {
  it('the chosen type and the method per type are stored per site, the typed address for the tab’s session; both read back', () => {
    const { local, session, storage, sessionStorage } = tabStorages();
    const first = createShippingStore(storage, sessionStorage);
    first.getState().chooseMethod({ id: 'freight', type: 'delivery' });
    first.getState().chooseType('pickup');
    first.getState().setAddress('addressLine1', '12 Harbor St');
    first.getState().setAddress('state', 'OR');
    const again = tabStorages('site:a:', local, session);
    const reloaded = createShippingStore(again.storage, again.sessionStorage);
    expect(reloaded.getState().choice).toEqual({ type: 'pickup', methods: { delivery: 'freight' } });
    expect(reloaded.getState().address).toEqual({ addressLine1: '12 Harbor St', state: 'OR' });
    // Another site on the same storages keeps its own.
    const other = tabStorages('site:b:', local, session);
    expect(createShippingStore(other.storage, other.sessionStorage).getState()).toMatchObject({ choice: { type: null, methods: {} }, address: {} });
  });

  it('the typed address is never written to the site’s storage, where it would outlive the visit (a shared computer’s next visitor)', () => {
    const { local, storage, sessionStorage } = tabStorages();
    const store = createShippingStore(storage, sessionStorage);
    store.getState().chooseMethod({ id: 'courier', type: 'delivery' });
    store.getState().setAddress('addressLine1', '12 Harbor St, apt 4');
    store.getState().setAddress('zipCode', '97205');
    expect(storedAddress(local)).toEqual({});
    expect(local.getItem(`site:a:${SHIPPING_STORAGE_KEY}`)).not.toContain('Harbor');
    expect(local.getItem(`site:a:${SHIPPING_STORAGE_KEY}`)).not.toContain('97205');
    // A new session (the browser closed, the next visitor) finds the chosen method and no address.
    const nextVisit = createShippingStore(createStorage('site:a:', local), createStorage('site:a:', createMemoryBackend()));
    expect(nextVisit.getState()).toMatchObject({ choice: { type: 'delivery', methods: { delivery: 'courier' } }, address: {} });
  });

  it('an address an older version left in the site’s storage is dropped there, not carried over; the chosen method stays', () => {
    const { local, session, storage, sessionStorage } = tabStorages();
    local.setItem(`site:a:${SHIPPING_STORAGE_KEY}`, JSON.stringify({ version: 1, choice: { type: 'delivery', methods: { delivery: 'freight' } }, address: { addressLine1: '12 Harbor St', city: 'Portland' } }));
    const store = createShippingStore(storage, sessionStorage);
    expect(store.getState()).toMatchObject({ choice: { type: 'delivery', methods: { delivery: 'freight' } }, address: {} });
    expect(local.getItem(`site:a:${SHIPPING_STORAGE_KEY}`)).not.toContain('Harbor');
    expect(storedChoice(local)).toEqual({ type: 'delivery', methods: { delivery: 'freight' } });
    expect(session.getItem(`site:a:${SHIPPING_ADDRESS_KEY}`)).toBeNull();
  });

  it('clearing a field removes it; typed text is capped; an emptied address leaves nothing in the session storage', () => {
    const { session, storage, sessionStorage } = tabStorages();
    const store = createShippingStore(storage, sessionStorage);
    store.getState().setAddress('city', 'Portland');
    store.getState().setAddress('city', '');
    expect(session.getItem(`site:a:${SHIPPING_ADDRESS_KEY}`)).toBeNull();
    store.getState().setAddress('addressLine2', 'x'.repeat(1000));
    expect(store.getState().address).toEqual({ addressLine2: 'x'.repeat(300) });
  });

  it('what storage holds is read with suspicion', () => {
    expect(readSavedChoice({ version: 1, choice: { type: 'teleport', methods: { delivery: 5, pickup: 'store', other: 'x' } } })).toEqual({ type: null, methods: { pickup: 'store' } });
    expect(readSavedChoice('garbage')).toEqual({ type: null, methods: {} });
    expect(readSavedChoice({ version: 99, choice: { type: 'pickup' } }).type).toBeNull();
    expect(readSavedAddress({ city: 'Oslo', zipCode: 12, state: '', evil: 'x', addressLine1: 'y'.repeat(1000) })).toEqual({ city: 'Oslo', addressLine1: 'y'.repeat(300) });
    expect(readSavedAddress(['Oslo'])).toEqual({});
    expect(readSavedAddress('garbage')).toEqual({});
  });

  it('nothing is written until the visitor changes something', () => {
    const { storage, sessionStorage } = tabStorages();
    createShippingStore(storage, sessionStorage);
    expect(storage.get(SHIPPING_STORAGE_KEY)).toBeUndefined();
    expect(sessionStorage.get(SHIPPING_ADDRESS_KEY)).toBeUndefined();
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

describe('every page of the site shares the choice (another tab, the back-forward cache)', () => {
  it('the method chosen on another page is chosen here, and the next choice here keeps it', () => {
    const backend = createMemoryBackend();
    const here = sitePage(backend);
    const store = createShippingStore(here.storage);
    store.getState().chooseMethod({ id: 'courier', type: 'delivery' });
    const there = createShippingStore(createStorage('site:a:', backend));
    there.getState().chooseMethod({ id: 'store', type: 'pickup' });
    here.shownAgain();
    expect(store.getState().choice).toEqual({ type: 'pickup', methods: { delivery: 'courier', pickup: 'store' } });
    store.getState().chooseMethod({ id: 'freight', type: 'delivery' });
    expect(storedChoice(backend)).toEqual({ type: 'delivery', methods: { delivery: 'freight', pickup: 'store' } });
  });

  it('a page that has not heard of the other’s choice yet writes only what it changed, never its old values over the other’s', () => {
    const backend = createMemoryBackend();
    const first = createShippingStore(createStorage('site:a:', backend));
    const second = createShippingStore(createStorage('site:a:', backend));
    first.getState().chooseMethod({ id: 'freight', type: 'delivery' });
    second.getState().chooseMethod({ id: 'store', type: 'pickup' });
    expect(storedChoice(backend)).toEqual({ type: 'pickup', methods: { delivery: 'freight', pickup: 'store' } });
  });

  it('the address typed on another page is not taken in: the tab’s session storage is its own, and an older version’s address in the site’s storage is no one’s', () => {
    const local = createMemoryBackend();
    const here = sitePage(local);
    const store = createShippingStore(here.storage, createStorage('site:a:', createMemoryBackend()));
    store.getState().setAddress('zipCode', '00000');
    store.getState().setServerErrors({ zipCode: 'We do not deliver there' });
    const there = createShippingStore(createStorage('site:a:', local), createStorage('site:a:', createMemoryBackend()));
    there.getState().chooseMethod({ id: 'store', type: 'pickup' });
    there.getState().setAddress('zipCode', '97205');
    here.heard();
    expect(store.getState()).toMatchObject({ choice: { type: 'pickup', methods: { pickup: 'store' } }, address: { zipCode: '00000' }, serverErrors: { zipCode: 'We do not deliver there' } });
    // A tab of an older version writes its address to the site's storage: not taken in here.
    local.setItem(`site:a:${SHIPPING_STORAGE_KEY}`, JSON.stringify({ version: 1, choice: { type: 'pickup', methods: { pickup: 'store' } }, address: { addressLine1: '1 Dock Rd' } }));
    here.heard();
    expect(store.getState().address).toEqual({ zipCode: '00000' });
  });

  it('a removed or cleared key, or another version’s value, changes nothing here; the same value is no new state', () => {
    const backend = createMemoryBackend();
    const here = sitePage(backend);
    const store = createShippingStore(here.storage);
    store.getState().chooseMethod({ id: 'courier', type: 'delivery' });
    const before = store.getState();
    here.shownAgain();
    expect(store.getState()).toBe(before);
    backend.removeItem(`site:a:${SHIPPING_STORAGE_KEY}`);
    here.heard();
    backend.setItem(`site:a:${SHIPPING_STORAGE_KEY}`, JSON.stringify({ version: 2, choice: { type: 'pickup', methods: {} } }));
    here.heard();
    expect(store.getState().choice).toEqual({ type: 'delivery', methods: { delivery: 'courier' } });
  });

  it('stops following when the site goes (dispose), and keeps the address no more', () => {
    const backend = createMemoryBackend();
    const here = sitePage(backend);
    const session = createMemoryBackend();
    const store = createShippingStore(here.storage, createStorage('site:a:', session));
    store.getState().dispose();
    createShippingStore(createStorage('site:a:', backend)).getState().chooseMethod({ id: 'store', type: 'pickup' });
    here.shownAgain();
    expect(store.getState().choice).toEqual({ type: null, methods: {} });
    store.getState().setAddress('city', 'Portland');
    expect(storedAddress(session)).toEqual({});
  });

  it('mergedChoice: what changed from before to now, over what is stored', () => {
    const stored = { type: 'delivery' as const, methods: { delivery: 'courier', pickup: 'store' } };
    const before = { type: null, methods: { pickup: 'store' } };
    const now = { type: null, methods: { delivery: 'freight' } };
    expect(mergedChoice(stored, before, now)).toEqual({ type: 'delivery', methods: { delivery: 'freight' } });
  });
});

describe('after the order is accepted (spec 002 §4 "After a successful send the form resets")', () => {
  it('clearAddress drops the typed address, from the session storage too, and the address check; the chosen method stays', () => {
    const { local, session, storage, sessionStorage } = tabStorages();
    const store = createShippingStore(storage, sessionStorage);
    store.getState().chooseMethod({ id: 'freight', type: 'delivery' });
    store.getState().setAddress('addressLine1', '12 Harbor St');
    store.getState().checkAddress();
    store.getState().clearAddress();
    expect(store.getState()).toMatchObject({ address: {}, addressCheck: 0, choice: { type: 'delivery', methods: { delivery: 'freight' } } });
    expect(createShippingStore(createStorage('site:a:', local), createStorage('site:a:', session)).getState()).toMatchObject({ address: {}, choice: { type: 'delivery', methods: { delivery: 'freight' } } });
    expect(session.getItem(`site:a:${SHIPPING_ADDRESS_KEY}`)).toBeNull();
  });
});

describe('a submit the address refused (spec 002 §5)', () => {
  it('checkAddress counts, so each refused submit asks the address fields again; it is not stored', () => {
    const { storage, sessionStorage } = tabStorages();
    const store = createShippingStore(storage, sessionStorage);
    expect(store.getState().addressCheck).toBe(0);
    store.getState().checkAddress();
    store.getState().checkAddress();
    expect(store.getState().addressCheck).toBe(2);
    expect(storage.get(SHIPPING_STORAGE_KEY)).toBeUndefined();
    expect(sessionStorage.get(SHIPPING_ADDRESS_KEY)).toBeUndefined();
  });
});

describe('the server’s violations on the address (spec 001 §5)', () => {
  it('are kept per field until the visitor changes that field, replaced by the next answer, and go with the address; never stored', () => {
    const { storage, sessionStorage } = tabStorages();
    const store = createShippingStore(storage, sessionStorage);
    store.getState().setAddress('zipCode', '00000');
    store.getState().setServerErrors({ zipCode: 'We do not deliver there', city: 'Unknown city' });
    // The same value again is no change: the server's word on it stands.
    store.getState().setAddress('zipCode', '00000');
    expect(store.getState().serverErrors).toEqual({ zipCode: 'We do not deliver there', city: 'Unknown city' });
    store.getState().setAddress('zipCode', '97205');
    expect(store.getState().serverErrors).toEqual({ city: 'Unknown city' });
    store.getState().setServerErrors({ addressLine1: 'Too short' });
    expect(store.getState().serverErrors).toEqual({ addressLine1: 'Too short' });
    expect(storage.get(SHIPPING_STORAGE_KEY)).toBeUndefined();
    expect(sessionStorage.get(SHIPPING_ADDRESS_KEY)).toEqual({ zipCode: '97205' });
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
    const session = createMemoryBackend();
    const typed = createShippingStore(undefined, createStorage('site:a:', session));
    typed.getState().setAddress('country', 'united states');
    typed.getState().setAddress('state', 'Oregon');
    typed.getState().setAddress('city', 'oregon');
    const reloaded = createShippingStore(undefined, createStorage('site:a:', session));
    await reloaded.getState().ensureMetadata('en', (async () => METADATA) as RequestFunction);
    expect(reloaded.getState().address).toEqual({ country: 'US', state: 'OR', city: 'oregon' });
    // Stored so: the order sends what the lists show.
    expect(storedAddress(session)).toEqual({ country: 'US', state: 'OR', city: 'oregon' });
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
