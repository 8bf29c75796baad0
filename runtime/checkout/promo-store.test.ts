import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBackend, createStorage, type StorageBackend } from '../platform/storage';
import { appliedPromocode, createPromoStore, PROMOCODE_STORAGE_KEY, PROMOCODE_TOTAL_ERROR_RESET_MS, readSavedPromocode } from './promo-store';
import type { Discount, Promocode } from './promotions';
import { readRefusal, type DiscountsLoader, type PromocodeAnswer, type PromocodeLoader } from './promotions-api';

const SAVE10: Promocode = { id: 'p1', code: 'save10', discountType: 'percent', amount: 10, activeFrom: 0, deliveryFree: false, usageWithAnyDiscount: true, isActive: true, isAvailable: true };
const found = (promocode: Partial<Promocode> = {}): PromocodeAnswer => ({ kind: 'found', promocode: { ...SAVE10, ...promocode } });
/** What promocodeLoader answers for a network error, a timeout, a 5xx or an unreadable answer (promotions-api.ts). */
const callFailed: PromocodeAnswer = { kind: 'refused', error: 'default', minimum: null };

/** A loader answering at once from a table by code (not found otherwise), recording the codes asked for. */
function loader(table: Record<string, PromocodeAnswer>) {
  const asked: string[] = [];
  const load: PromocodeLoader = async (code) => {
    asked.push(code);
    return table[code] ?? { kind: 'refused', error: 'notfound', minimum: null };
  };
  return { load, asked };
}

/** A loader whose answers the test hands out one by one. */
function deferredLoader() {
  const pending: ((answer: PromocodeAnswer) => void)[] = [];
  const load: PromocodeLoader = (_code) => new Promise((resolve) => pending.push(resolve));
  return { load, answer: (index: number, answer: PromocodeAnswer) => pending[index]!(answer) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('promocode states (spec 001 §4 Promocode input)', () => {
  it('empty → loading → applied, with the code trimmed and lowercased before the call', async () => {
    const store = createPromoStore();
    const { load, asked } = loader({ save10: found() });
    expect(store.getState().status).toEqual({ kind: 'empty' });
    store.getState().type('  SAVE 10 🎉');
    expect(store.getState().draft).toBe('SAVE10');
    const applying = store.getState().apply(load, () => 50);
    expect(store.getState().status).toEqual({ kind: 'loading', code: 'save10' });
    await applying;
    expect(asked).toEqual(['save10']);
    expect(store.getState().status).toEqual({ kind: 'applied', code: 'save10', promocode: SAVE10 });
  });

  it('an empty code is the not-found error without a call (spec 001 §5)', async () => {
    const store = createPromoStore();
    const { load, asked } = loader({});
    store.getState().type(' 🎉 ');
    await store.getState().apply(load, () => 50);
    expect(asked).toEqual([]);
    expect(store.getState().status).toEqual({ kind: 'error', code: '', error: 'notfound', minimum: null });
  });

  it.each([
    ['notfound', { kind: 'refused', error: 'notfound', minimum: null }, 'notfound'],
    ['default (a failed call)', { kind: 'refused', error: 'default', minimum: null }, 'default'],
    ['timeout (over)', { kind: 'refused', error: 'timeout', minimum: null }, 'timeout'],
    ['a switched-off code', found({ isActive: false }), 'notfound'],
    ['an unavailable code', found({ isAvailable: false }), 'timeout'],
  ] as const)('the %s answer is its error', async (_name, answer, error) => {
    const store = createPromoStore();
    store.getState().type('code');
    await store.getState().apply(async () => answer, () => 50);
    expect(store.getState().status).toMatchObject({ kind: 'error', code: 'code', error });
  });

  it('below active_from: the total error with the minimum, which resets at 3000 ms, not at 2999 ms', async () => {
    const store = createPromoStore();
    store.getState().type('big');
    await store.getState().apply(async () => found({ activeFrom: 100 }), () => 99.99);
    expect(store.getState().status).toEqual({ kind: 'error', code: 'big', error: 'total', minimum: 100 });
    vi.advanceTimersByTime(PROMOCODE_TOTAL_ERROR_RESET_MS - 1);
    expect(store.getState().status.kind).toBe('error');
    vi.advanceTimersByTime(1);
    expect(store.getState().status).toEqual({ kind: 'empty' });
    expect(store.getState().draft).toBe('big');
  });

  it('a total refusal from the server carries its minimum and resets too; other errors stay', async () => {
    const store = createPromoStore();
    store.getState().type('big');
    await store.getState().apply(async () => ({ kind: 'refused', error: 'total', minimum: 75 }), () => 10);
    expect(store.getState().status).toMatchObject({ error: 'total', minimum: 75 });
    vi.advanceTimersByTime(PROMOCODE_TOTAL_ERROR_RESET_MS);
    expect(store.getState().status.kind).toBe('empty');
    await store.getState().apply(async () => ({ kind: 'refused', error: 'notfound', minimum: null }), () => 10);
    vi.advanceTimersByTime(PROMOCODE_TOTAL_ERROR_RESET_MS * 10);
    expect(store.getState().status).toMatchObject({ kind: 'error', error: 'notfound' });
  });

  it('a total refusal that names no minimum (active_from missing or unreadable) is the default error, never the amount message with "{sum}" unfilled (spec 001 §8)', async () => {
    const store = createPromoStore();
    store.getState().type('big');
    await store.getState().apply(async () => readRefusal({ status: false, error: 'total' }), () => 10);
    expect(store.getState().status).toEqual({ kind: 'error', code: 'big', error: 'default', minimum: null });
    for (const unreadable of ['soon', null, '']) {
      await store.getState().apply(async () => readRefusal({ status: false, error: 'total', active_from: unreadable }), () => 10);
      expect(store.getState().status).toMatchObject({ kind: 'error', error: 'default' });
    }
    await store.getState().apply(async () => readRefusal({ status: false, error: 'total', active_from: '75' }), () => 10);
    expect(store.getState().status).toMatchObject({ kind: 'error', error: 'total', minimum: 75 });
  });

  it('typing clears an error (and stops the reset); typing the same text does nothing else', async () => {
    const store = createPromoStore();
    store.getState().type('big');
    await store.getState().apply(async () => found({ activeFrom: 100 }), () => 10);
    store.getState().type('bigger');
    expect(store.getState().status).toEqual({ kind: 'empty' });
    store.getState().type('bigger');
    expect(store.getState().draft).toBe('bigger');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the last apply wins: an older answer coming late is dropped', async () => {
    const store = createPromoStore();
    const { load, answer } = deferredLoader();
    store.getState().type('first');
    const first = store.getState().apply(load, () => 50);
    store.getState().type('second');
    const second = store.getState().apply(load, () => 50);
    answer(1, found({ code: 'second' }));
    await second;
    answer(0, { kind: 'refused', error: 'notfound', minimum: null });
    await first;
    expect(store.getState().status).toMatchObject({ kind: 'applied', code: 'second' });
  });

  it('the minimum is checked against the subtotal as it is when the answer comes, not at the click (spec 001 §5)', async () => {
    const store = createPromoStore();
    const { load, answer } = deferredLoader();
    let subtotal = 900;
    store.getState().type('big');
    const raised = store.getState().apply(load, () => subtotal);
    subtotal = 1200;
    answer(0, found({ activeFrom: 1000 }));
    await raised;
    expect(store.getState().status).toMatchObject({ kind: 'applied', code: 'big' });
    const lowered = store.getState().apply(load, () => subtotal);
    subtotal = 800;
    answer(1, found({ activeFrom: 1000 }));
    await lowered;
    expect(store.getState().status).toEqual({ kind: 'error', code: 'big', error: 'total', minimum: 1000 });
  });

  it('remove empties the field and the state; an answer still coming is dropped', async () => {
    const store = createPromoStore();
    const { load, answer } = deferredLoader();
    store.getState().type('save10');
    const applying = store.getState().apply(load, () => 50);
    store.getState().remove();
    answer(0, found());
    await applying;
    expect(store.getState()).toMatchObject({ draft: '', status: { kind: 'empty' } });
  });
});

describe('recheck (on open; spec 001 §8 after a 409)', () => {
  async function applied() {
    const store = createPromoStore();
    store.getState().type('save10');
    await store.getState().apply(async () => found(), () => 50);
    return store;
  }

  it('takes the fresh data of the applied code', async () => {
    const store = await applied();
    await store.getState().recheck(async () => found({ amount: 15 }));
    expect(store.getState().status).toMatchObject({ kind: 'applied', promocode: { amount: 15 } });
  });

  it('a definite refusal ends it; a failed call keeps it', async () => {
    const kept = await applied();
    await kept.getState().recheck(async () => ({ kind: 'refused', error: 'default', minimum: null }));
    expect(kept.getState().status.kind).toBe('applied');
    const gone = await applied();
    await gone.getState().recheck(async () => ({ kind: 'refused', error: 'timeout', minimum: null }));
    expect(gone.getState().status).toMatchObject({ kind: 'error', error: 'timeout' });
  });

  it('a total refusal naming no minimum ends it with the default error, not a bare "{sum}" (spec 001 §8)', async () => {
    const store = await applied();
    await store.getState().recheck(async () => readRefusal({ status: false, error: 'total' }));
    expect(store.getState().status).toEqual({ kind: 'error', code: 'save10', error: 'default', minimum: null });
  });

  it('does nothing without an applied code', async () => {
    const store = createPromoStore();
    const { load, asked } = loader({});
    await store.getState().recheck(load);
    expect(asked).toEqual([]);
  });
});

/** A store with save10 applied, kept in `storage`. */
async function appliedIn(storage = createStorage('site:x:', createMemoryBackend())) {
  const store = createPromoStore(storage);
  store.getState().type('save10');
  await store.getState().apply(async () => found(), () => 50);
  return { store, storage };
}

describe('an accepted order that went with the code (spec 002 §4 "After a successful send the form resets")', () => {
  it('spends it: no longer applied, the field empty, gone from storage, so a reload does not bring it back; a recheck on its way is dropped', async () => {
    const { store, storage } = await appliedIn();
    const { load, answer } = deferredLoader();
    const rechecking = store.getState().recheck(load);
    store.getState().spent('save10');
    answer(0, found());
    await rechecking;
    expect(store.getState()).toMatchObject({ draft: '', status: { kind: 'empty' } });
    expect(storage.get(PROMOCODE_STORAGE_KEY)).toBeUndefined();
    expect(createPromoStore(storage).getState().status).toEqual({ kind: 'empty' });
  });

  it('names the code as the order sent it (the promocode’s own spelling), which may differ from the one typed', async () => {
    const store = createPromoStore();
    store.getState().type('save10');
    await store.getState().apply(async () => found({ code: 'SAVE10' }), () => 50);
    store.getState().spent('SAVE10');
    expect(store.getState()).toMatchObject({ draft: '', status: { kind: 'empty' } });
  });

  it('a code applied since stays, and so does another code the visitor typed in the field', async () => {
    const { store } = await appliedIn();
    store.getState().type('vip20');
    await store.getState().apply(async () => found({ id: 'p2', code: 'vip20' }), () => 50);
    store.getState().spent('save10');
    expect(store.getState()).toMatchObject({ draft: 'vip20', status: { kind: 'applied', code: 'vip20' } });
    const typedOver = await appliedIn();
    typedOver.store.getState().type('vip2');
    typedOver.store.getState().spent('save10');
    expect(typedOver.store.getState()).toMatchObject({ draft: 'vip2', status: { kind: 'empty' } });
  });

  it('while another code is being checked, a failed call no longer gives the spent one back', async () => {
    const { store, storage } = await appliedIn();
    const { load, answer } = deferredLoader();
    store.getState().type('vip20');
    const applying = store.getState().apply(load, () => 50);
    store.getState().spent('save10');
    // Not kept for a reload in the middle either.
    expect(storage.get(PROMOCODE_STORAGE_KEY)).toBeUndefined();
    answer(0, callFailed);
    await applying;
    expect(store.getState().status).toMatchObject({ kind: 'error', code: 'vip20', error: 'default' });
    expect(storage.get(PROMOCODE_STORAGE_KEY)).toBeUndefined();
  });
});

describe('the discount list', () => {
  it('loading → loaded; a failure keeps the last list, or says failed when there was none', async () => {
    const store = createPromoStore();
    const list = [{ id: 'd', discountType: 'percent' as const, amount: 5, activeFrom: 0 }];
    await store.getState().loadDiscounts(async () => {
      throw new Error('offline');
    });
    expect(store.getState().discounts).toEqual({ kind: 'failed' });
    await store.getState().loadDiscounts(async () => list);
    expect(store.getState().discounts).toEqual({ kind: 'loaded', discounts: list });
    await store.getState().loadDiscounts(async () => {
      throw new Error('offline');
    });
    expect(store.getState().discounts).toEqual({ kind: 'loaded', discounts: list });
  });

  it('the last load wins: an older list (the open\'s) answering after a newer one (a 409\'s) does not replace it', async () => {
    const store = createPromoStore();
    const older = [{ id: 'old', discountType: 'percent' as const, amount: 5, activeFrom: 0 }];
    const newer = [{ id: 'new', discountType: 'percent' as const, amount: 15, activeFrom: 0 }];
    const pending: { resolve(list: Discount[]): void; reject(error: unknown): void }[] = [];
    const load: DiscountsLoader = () => new Promise((resolve, reject) => void pending.push({ resolve, reject }));
    const onOpen = store.getState().loadDiscounts(load);
    const after409 = store.getState().loadDiscounts(load);
    pending[1]!.resolve(newer);
    await after409;
    pending[0]!.resolve(older);
    await onOpen;
    expect(store.getState().discounts).toEqual({ kind: 'loaded', discounts: newer });
  });

  it('an older load failing while a newer one is on its way says no failure; the newer list is taken', async () => {
    const store = createPromoStore();
    const list = [{ id: 'd', discountType: 'percent' as const, amount: 5, activeFrom: 0 }];
    const pending: { resolve(list: Discount[]): void; reject(error: unknown): void }[] = [];
    const load: DiscountsLoader = () => new Promise((resolve, reject) => void pending.push({ resolve, reject }));
    const older = store.getState().loadDiscounts(load);
    const newer = store.getState().loadDiscounts(load);
    pending[0]!.reject(new Error('offline'));
    await older;
    expect(store.getState().discounts).toEqual({ kind: 'loading' });
    pending[1]!.resolve(list);
    await newer;
    expect(store.getState().discounts).toEqual({ kind: 'loaded', discounts: list });
  });
});

describe('kept across a reload (the site storage, as the cart)', () => {
  it('an applied code is written, read back applied, and removed when it is taken away', async () => {
    const backend = createMemoryBackend();
    const storage = createStorage('site:x:', backend);
    const store = createPromoStore(storage);
    store.getState().type('SAVE10');
    await store.getState().apply(async () => found(), () => 50);
    const reloaded = createPromoStore(createStorage('site:x:', backend));
    expect(reloaded.getState()).toMatchObject({ draft: 'save10', status: { kind: 'applied', code: 'save10', promocode: SAVE10 } });
    reloaded.getState().remove();
    expect(backend.getItem(`site:x:${PROMOCODE_STORAGE_KEY}`)).toBeNull();
    expect(createPromoStore(createStorage('site:x:', backend)).getState().status).toEqual({ kind: 'empty' });
  });

  it('a failed new code replaces the kept one; a code still loading keeps it', async () => {
    const storage = createStorage('site:x:', createMemoryBackend());
    const store = createPromoStore(storage);
    store.getState().type('save10');
    await store.getState().apply(async () => found(), () => 50);
    const { load, answer } = deferredLoader();
    store.getState().type('other');
    const applying = store.getState().apply(load, () => 50);
    expect(readSavedPromocode(storage.get(PROMOCODE_STORAGE_KEY))?.code).toBe('save10');
    answer(0, { kind: 'refused', error: 'notfound', minimum: null });
    await applying;
    expect(storage.get(PROMOCODE_STORAGE_KEY)).toBeUndefined();
  });

  it("a kept promocode that names no code of its own (kept from an answer without one) reads back with the kept code, which the order sends", () => {
    const storage = createStorage('site:x:', createMemoryBackend());
    storage.set(PROMOCODE_STORAGE_KEY, { version: 1, code: 'save10', promocode: { id: 'p1', code: '', discount_type: 'percent', discount_amount: 10, usage_with_any_discount: true } });
    expect(createPromoStore(storage).getState().status).toEqual({ kind: 'applied', code: 'save10', promocode: SAVE10 });
  });

  it.each([
    ['nothing', undefined],
    ['another version', { version: 2, code: 'save10', promocode: {} }],
    ['a code that is not normalised', { version: 1, code: 'SAVE 10', promocode: { id: 1, discount_type: 'percent', discount_amount: 10 } }],
    ['an empty code', { version: 1, code: '', promocode: { id: 1, discount_type: 'percent', discount_amount: 10 } }],
    ['a broken promocode', { version: 1, code: 'save10', promocode: { id: 1, discount_type: 'bogus' } }],
    ['not an object', 'save10'],
  ])('storage holding %s reads as no code', (_name, value) => {
    const storage = createStorage('site:x:', createMemoryBackend());
    storage.set(PROMOCODE_STORAGE_KEY, value);
    expect(createPromoStore(storage).getState()).toMatchObject({ draft: '', status: { kind: 'empty' } });
  });
});

describe('a failed call over an applied code (no verdict on either code: "a failed request loses nothing")', () => {
  it('Apply pressed again on the applied code while offline: the code stays applied, and kept for a reload', async () => {
    const { store, storage } = await appliedIn();
    await store.getState().apply(async () => callFailed, () => 50);
    expect(store.getState()).toMatchObject({ status: { kind: 'applied', code: 'save10', promocode: SAVE10 }, unchecked: 'save10' });
    expect(readSavedPromocode(storage.get(PROMOCODE_STORAGE_KEY))?.code).toBe('save10');
  });

  it('another code tried while offline: the applied one stays, the field keeps the new one and says it could not be checked', async () => {
    const { store, storage } = await appliedIn();
    store.getState().type('vip20');
    await store.getState().apply(async () => callFailed, () => 50);
    expect(appliedPromocode(store.getState())?.code).toBe('save10');
    expect(store.getState()).toMatchObject({ draft: 'vip20', unchecked: 'vip20' });
    expect(readSavedPromocode(storage.get(PROMOCODE_STORAGE_KEY))?.code).toBe('save10');
    // Typing clears the note, as it clears an error; the code stays applied.
    store.getState().type('vip2');
    expect(store.getState()).toMatchObject({ draft: 'vip2', unchecked: null, status: { kind: 'applied', code: 'save10' } });
  });

  it('Apply pressed again while a check is on its way: a failure gives back the code applied before both', async () => {
    const { store } = await appliedIn();
    const { load, answer } = deferredLoader();
    store.getState().type('vip20');
    const first = store.getState().apply(load, () => 50);
    const second = store.getState().apply(load, () => 50);
    answer(0, callFailed);
    answer(1, callFailed);
    await Promise.all([first, second]);
    expect(store.getState()).toMatchObject({ status: { kind: 'applied', code: 'save10' }, unchecked: 'vip20' });
  });

  it('a definite refusal of the new code still replaces the applied one; a failure with none applied is the default error', async () => {
    const refused = await appliedIn();
    refused.store.getState().type('vip20');
    await refused.store.getState().apply(async () => ({ kind: 'refused', error: 'timeout', minimum: null }), () => 50);
    expect(refused.store.getState()).toMatchObject({ status: { kind: 'error', code: 'vip20', error: 'timeout' }, unchecked: null });
    expect(refused.storage.get(PROMOCODE_STORAGE_KEY)).toBeUndefined();
    await refused.store.getState().apply(async () => callFailed, () => 50);
    expect(refused.store.getState()).toMatchObject({ status: { kind: 'error', code: 'vip20', error: 'default' }, unchecked: null });
  });
});

/**
 * A page of site x over `backend`, and what the browser tells it of the other pages' writes: a
 * storage event (`heard`) or, for a page shown again from the back-forward cache, every key to be
 * read again (`shownAgain`).
 */
function sitePage(backend: StorageBackend) {
  let tell: (fullKey: string | null, newValue: string | null | undefined) => void = () => undefined;
  const storage = createStorage('site:x:', backend, (callback) => {
    tell = callback;
    return () => {
      tell = () => undefined;
    };
  });
  const fullKey = `site:x:${PROMOCODE_STORAGE_KEY}`;
  return { storage, heard: () => tell(fullKey, backend.getItem(fullKey)), shownAgain: () => tell(null, undefined) };
}

describe('a code applied or taken away on another page of the site (another tab, the back-forward cache)', () => {
  it('is applied here too, the field showing it; taken away there, it goes here', async () => {
    const backend = createMemoryBackend();
    const here = sitePage(backend);
    const store = createPromoStore(here.storage);
    const there = createPromoStore(createStorage('site:x:', backend));
    there.getState().type('save10');
    await there.getState().apply(async () => found(), () => 50);
    here.shownAgain();
    expect(store.getState()).toMatchObject({ draft: 'save10', status: { kind: 'applied', code: 'save10', promocode: SAVE10 } });
    there.getState().remove();
    here.heard();
    expect(store.getState()).toMatchObject({ draft: '', status: { kind: 'empty' } });
  });

  it('fresh data of the same code is taken; the same code again is no change; the visitor’s own typing here stays', async () => {
    const backend = createMemoryBackend();
    const here = sitePage(backend);
    const store = createPromoStore(here.storage);
    const there = createPromoStore(createStorage('site:x:', backend));
    there.getState().type('save10');
    await there.getState().apply(async () => found(), () => 50);
    here.heard();
    const before = store.getState();
    here.shownAgain();
    expect(store.getState()).toBe(before);
    await there.getState().recheck(async () => found({ amount: 15 }));
    store.getState().type('vip');
    here.heard();
    expect(store.getState()).toMatchObject({ draft: 'vip', status: { kind: 'applied', code: 'save10', promocode: { amount: 15 } } });
  });

  it('while a check of this page is on its way, the other page’s code is the one a failed call gives back', async () => {
    const backend = createMemoryBackend();
    const here = sitePage(backend);
    const store = createPromoStore(here.storage);
    const { load, answer } = deferredLoader();
    store.getState().type('vip20');
    const applying = store.getState().apply(load, () => 50);
    const there = createPromoStore(createStorage('site:x:', backend));
    there.getState().type('save10');
    await there.getState().apply(async () => found(), () => 50);
    here.heard();
    expect(store.getState().status).toEqual({ kind: 'loading', code: 'vip20' });
    answer(0, callFailed);
    await applying;
    expect(store.getState()).toMatchObject({ status: { kind: 'applied', code: 'save10' }, unchecked: 'vip20' });
  });

  it('stops following when the site goes (dispose)', async () => {
    const backend = createMemoryBackend();
    const here = sitePage(backend);
    const store = createPromoStore(here.storage);
    store.getState().dispose();
    const there = createPromoStore(createStorage('site:x:', backend));
    there.getState().type('save10');
    await there.getState().apply(async () => found(), () => 50);
    here.shownAgain();
    expect(store.getState().status).toEqual({ kind: 'empty' });
  });
});
