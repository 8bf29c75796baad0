import { describe, expect, it, vi } from 'vitest';
import { cartChanges, createOrderGate, isShippingNotFound, linesLeftOut, orderHiddenFields, orderItems, orderTerms, readConflictSettings, shippingSwitched, submitBlock, termsChanges, type OrderLine, type OrderTerms } from './order';
import { promotionTotals } from './promotions';
import { quoteShipping } from './shipping';
import { ShippingMethodSchema } from '../page/page-schema';

/** Two decimals: a currency with cents (USD). */
const CENTS = 2;

const line = (id: string, over: Partial<OrderLine> = {}): OrderLine => ({
  id,
  type: 'product',
  productId: `p${id}`,
  variantId: `v${id}`,
  count: 1,
  price: 10,
  title: `Item ${id}`,
  img: { id: `img${id}`, ext: 'jpg' },
  hidden: false,
  ...over,
});

describe('orderItems (spec 001 §3 "Items sent on submit")', () => {
  it('sends lines with a count above 0 that are not hidden, with the spec\u2019s field names', () => {
    const items = orderItems([line('1', { count: 2 }), line('2', { count: 0 }), line('3', { hidden: true }), line('4', { type: 'custom', img: null, price: null })]);
    expect(items).toEqual([
      { id: '1', type: 'product', count: 2, price: 10, title: 'Item 1', img: 'img1.jpg', product_id: 'p1', variant_id: 'v1' },
      { id: '4', type: 'custom', count: 1, price: null, title: 'Item 4', img: null, product_id: 'p4', variant_id: 'v4' },
    ]);
  });
});

describe('submitBlock (spec 001 §5 "Cart submit is disabled when")', () => {
  const ok = { count: 1, blocksOrder: false };
  const base = { lines: [ok], subtotal: 30, minTotalOrder: null, deliveryMinTotal: null };
  it.each([
    ['an empty cart', { ...base, lines: [] }, { kind: 'empty' }],
    ['a cart of zero counts only', { ...base, lines: [{ count: 0, blocksOrder: false }] }, { kind: 'empty' }],
    ['a subtotal below the minimum order total (the tip shows the sum)', { ...base, minTotalOrder: 50 }, { kind: 'min_total', minimum: 50 }],
    ['a subtotal below the delivery minimum while shipping is present', { ...base, deliveryMinTotal: 40 }, { kind: 'delivery_min_total', minimum: 40 }],
    ['a blocked line (hidden, unavailable without preorder, priceless without permission)', { ...base, lines: [ok, { count: 2, blocksOrder: true }] }, { kind: 'items_unavailable' }],
  ] as const)('%s', (_case, input, expected) => {
    expect(submitBlock(input)).toEqual(expected);
  });

  it('is open at exactly the minimum, with no minimums, and with a blocked line at count 0', () => {
    expect(submitBlock({ ...base, minTotalOrder: 30, deliveryMinTotal: 30 })).toBeNull();
    expect(submitBlock({ ...base, minTotalOrder: 0 })).toBeNull();
    expect(submitBlock({ ...base, lines: [ok, { count: 0, blocksOrder: true }] })).toBeNull();
  });
});

describe('orderHiddenFields (spec 001 §3 "Form fields submitted")', () => {
  it('names shipping, promotions and pay as the spec writes them', () => {
    const fields = orderHiddenFields({
      shipping: { id: 'courier', name: 'Courier', type: 'delivery', price: 5 },
      promotions: { discount: 'd10', promocode: 'save10' },
      pay: { price: 55.5, desc: 'Order' },
    });
    expect(fields.map((field) => [field.name, field.value])).toEqual([
      ['shipping[id]', 'courier'],
      ['shipping[price]', '5'],
      ['shipping[name]', 'Courier'],
      ['shipping[type]', 'delivery'],
      ['shipping[not_fix_price]', '0'],
      ['promotions[discount]', 'd10'],
      ['promotions[promocode]', 'save10'],
      ['pay[price]', '55.5'],
      ['pay[desc]', 'Order'],
    ]);
    expect(fields.every((field) => field.type === 'hidden')).toBe(true);
  });

  it('a pickup sends the method\u2019s address; a price that is not fixed says so; nothing applied sends nothing', () => {
    const fields = orderHiddenFields({ shipping: { id: 'shop', name: 'Pick up', type: 'pickup', price: null, pickupAddress: { city: 'Portland', addressLine1: '1 Pier St' } }, promotions: { discount: null, promocode: null }, pay: null });
    expect(Object.fromEntries(fields.map((field) => [field.name, field.value]))).toEqual({
      'shipping[id]': 'shop',
      'shipping[price]': '',
      'shipping[name]': 'Pick up',
      'shipping[type]': 'pickup',
      'shipping[not_fix_price]': '1',
      'shipping[address][city]': 'Portland',
      'shipping[address][addressLine1]': '1 Pier St',
    });
    expect(orderHiddenFields({ shipping: null, promotions: { discount: null, promocode: null }, pay: null })).toEqual([]);
  });
});

describe('cartChanges (the 409 reconciliation, spec 001 §8)', () => {
  it('lists a moved price, a count the stock cut and a line gone, hidden or blocked; a zero line is no news', () => {
    const before = [line('1'), line('2', { count: 5 }), line('3'), line('4'), line('5'), line('6', { count: 0 }), line('7')];
    const after = [
      { ...line('1', { price: 12 }), blocksOrder: false },
      { ...line('2', { count: 3 }), blocksOrder: false },
      { ...line('4', { hidden: true }), blocksOrder: true },
      { ...line('5'), blocksOrder: true },
      { ...line('7'), blocksOrder: false },
    ];
    expect(cartChanges(before, after)).toEqual([
      { kind: 'price', id: '1', title: 'Item 1', from: 10, to: 12 },
      { kind: 'quantity', id: '2', title: 'Item 2', from: 5, to: 3 },
      { kind: 'not_available', id: '3', title: 'Item 3' },
      { kind: 'not_available', id: '4', title: 'Item 4' },
      { kind: 'not_available', id: '5', title: 'Item 5' },
    ]);
  });

  it('a price that became unknown is a change too', () => {
    expect(cartChanges([line('1')], [{ ...line('1', { price: null }), blocksOrder: false }])).toEqual([{ kind: 'price', id: '1', title: 'Item 1', from: 10, to: null }]);
  });
});

describe('linesLeftOut (spec 001 §8: a 409\u2019s changes confirmed, the order goes again)', () => {
  it('leaves out every line with a count that cannot be ordered, a hidden one (deleted from the shop) too, so what is left can be sent', () => {
    const after = [
      { ...line('ok'), blocksOrder: false },
      { ...line('deleted', { hidden: true }), blocksOrder: true },
      { ...line('sold-out'), blocksOrder: true },
      { ...line('waiting', { count: 0 }), blocksOrder: true },
    ];
    expect(linesLeftOut(after)).toEqual(['deleted', 'sold-out']);
    const left = after.filter((entry) => !linesLeftOut(after).includes(entry.id));
    expect(submitBlock({ lines: left, subtotal: 10, minTotalOrder: null, deliveryMinTotal: null })).toBeNull();
  });

});

describe('isShippingNotFound', () => {
  it.each([
    ['Shipping not found', true],
    [{ message: 'Shipping not found' }, true],
    [{ error: 'Shipping not found: courier' }, true],
    [{ message: 'Price changed' }, false],
    [null, false],
    [42, false],
  ] as const)('%j → %s', (body, expected) => {
    expect(isShippingNotFound(body)).toBe(expected);
  });
});

describe('readConflictSettings (spec 001 §7: a 409 may carry settings)', () => {
  const courier = { id: 'courier', title: 'Courier', type: 'delivery', price: { current: 5 } };

  it('reads the minimum order total and the shipping methods the server has now', () => {
    const { settings, dropped } = readConflictSettings({ status: false, settings: { minTotalOrder: 40, shipping: [courier], theme: 'dark' } });
    expect(settings.minTotalOrder).toBe(40);
    expect(settings.shipping?.map((method) => method.id)).toEqual(['courier']);
    expect(dropped).toEqual([]);
  });

  it('no settings, or a null: nothing to apply, nothing dropped', () => {
    for (const body of [undefined, null, 'Conflict', { status: false }, { settings: null }]) expect(readConflictSettings(body)).toEqual({ settings: {}, dropped: [] });
  });

  it.each([
    ['a string', 'minimum 40', ['settings']],
    ['an array', [40], ['settings']],
    ['a negative minimum', { minTotalOrder: -1 }, ['minTotalOrder']],
    ['a minimum in words', { minTotalOrder: 'forty' }, ['minTotalOrder']],
    ['methods that are not a list', { shipping: { id: 'courier' } }, ['shipping']],
    ['a method without a type', { shipping: [{ id: 'courier', title: 'Courier' }] }, ['shipping']],
    ['101 methods (over the page’s limit of 100)', { shipping: Array.from({ length: 101 }, (_, index) => ({ ...courier, id: `m${index}` })) }, ['shipping']],
  ])('malformed settings (%s) are dropped and named, and apply nothing', (_name, raw, names) => {
    expect(readConflictSettings({ settings: raw })).toEqual({ settings: {}, dropped: names });
  });

  it('one malformed key costs only itself', () => {
    const { settings, dropped } = readConflictSettings({ settings: { minTotalOrder: 25, shipping: 'all of them' } });
    expect(settings).toEqual({ minTotalOrder: 25 });
    expect(dropped).toEqual(['shipping']);
  });

  it('reads every ecommerce setting of spec 001 §3 the server sends, by the page schema’s rules, and only those sent (no defaults)', () => {
    const every = { inStockStatus: 'in_stock', outOfStockStatus: 'in_stock', allowPreorder: false, allowPriceless: true, noPriceLabel: 'Ask us', minTotalOrder: 0, autoOpenCart: true };
    expect(readConflictSettings({ settings: every })).toEqual({ settings: every, dropped: [] });
    expect(readConflictSettings({ settings: { allowPreorder: false } })).toEqual({ settings: { allowPreorder: false }, dropped: [] });
  });

  it('a malformed flag or status is dropped and named like any other key', () => {
    const { settings, dropped } = readConflictSettings({ settings: { allowPreorder: 'no', allowPriceless: null, inStockStatus: 'plenty', noPriceLabel: 'x'.repeat(101), autoOpenCart: false } });
    expect(settings).toEqual({ autoOpenCart: false });
    expect(dropped).toEqual(['inStockStatus', 'allowPreorder', 'allowPriceless', 'noPriceLabel']);
  });
});

describe('the terms an order goes with, compared after a 409 (spec 001 §8)', () => {
  const method = (id: string, current: number) => ShippingMethodSchema.parse({ id, title: id === 'courier' ? 'Courier' : 'Pickup', type: 'delivery', price: { current } });
  const terms = (shipping: OrderTerms['shipping'], promocode: string | null = null, discount: OrderTerms['discount'] = null): OrderTerms => ({ shipping, promocode, discount });
  const courier = (charge: number | null) => ({ id: 'courier', title: 'Courier', charge });
  const tenthOff = (off: number) => ({ id: 'd1', percent: 10, off });

  it('orderTerms: the method and its charge for the subtotal; the promocode only where the order sends it (not below its minimum)', () => {
    const code = { id: 'c1', code: 'save10', discountType: 'percent', amount: 10, activeFrom: 30, deliveryFree: false, usageWithAnyDiscount: true, isActive: true, isAvailable: true } as const;
    expect(orderTerms(quoteShipping(method('courier', 5), 40, CENTS), promotionTotals({ subtotal: 40, delivery: 5, discount: null, promocode: code, decimals: CENTS }))).toEqual(terms(courier(5), 'save10'));
    expect(orderTerms(null, promotionTotals({ subtotal: 20, delivery: null, discount: null, promocode: code, decimals: CENTS }))).toEqual(terms(null));
  });

  it('orderTerms: the discount the order sends as promotions[discount], with what it takes off the goods and the delivery; not one a promocode set aside', () => {
    const tenth = { id: 'd1', discountType: 'percent', amount: 10, activeFrom: 0 } as const;
    expect(orderTerms(null, promotionTotals({ subtotal: 40, delivery: null, discount: tenth, promocode: null, decimals: CENTS }))).toEqual(terms(null, null, tenthOff(4)));
    const deliveryOff = { id: 'd2', discountType: 'delivery', amount: 3, activeFrom: 0 } as const;
    expect(orderTerms(quoteShipping(method('courier', 5), 40, CENTS), promotionTotals({ subtotal: 40, delivery: 5, discount: deliveryOff, promocode: null, decimals: CENTS }))).toEqual(terms(courier(5), null, { id: 'd2', percent: null, off: 3 }));
    // Not combinable, and the code saves more: the discount is not sent.
    const bigger = { id: 'c2', code: 'save50', discountType: 'percent', amount: 50, activeFrom: 0, deliveryFree: false, usageWithAnyDiscount: false, isActive: true, isAvailable: true } as const;
    expect(orderTerms(null, promotionTotals({ subtotal: 40, delivery: null, discount: tenth, promocode: bigger, decimals: CENTS }))).toEqual(terms(null, 'save50'));
  });

  it('shippingSwitched: another method, or shipping that came or went; not the same method at another price', () => {
    expect(shippingSwitched(terms(courier(5)), terms({ id: 'pier', title: 'Pickup', charge: 0 }))).toBe(true);
    expect(shippingSwitched(terms(courier(5)), terms(null))).toBe(true);
    expect(shippingSwitched(terms(null), terms(courier(5)))).toBe(true);
    expect(shippingSwitched(terms(courier(5)), terms(courier(7)))).toBe(false);
    expect(shippingSwitched(terms(null), terms(null))).toBe(false);
  });

  it('termsChanges: the same method’s charge that moved (to or from a price agreed later too), and a promocode the order no longer carries', () => {
    expect(termsChanges(terms(courier(5), 'save10'), terms(courier(5), 'save10'))).toEqual([]);
    expect(termsChanges(terms(courier(5)), terms(courier(7)))).toEqual([{ kind: 'shipping', id: 'courier', title: 'Courier', from: 5, to: 7 }]);
    expect(termsChanges(terms(courier(5)), terms(courier(null)))).toEqual([{ kind: 'shipping', id: 'courier', title: 'Courier', from: 5, to: null }]);
    expect(termsChanges(terms(null, 'save10'), terms(null))).toEqual([{ kind: 'promocode', id: 'save10', code: 'save10' }]);
    // A promocode that comes to apply is no bad news: nothing to confirm.
    expect(termsChanges(terms(null), terms(null, 'save10'))).toEqual([]);
    // The method the order goes with now, when the one it went with cannot take it.
    expect(termsChanges(terms(courier(5)), terms({ id: 'pier', title: 'Pier 4 pickup', charge: 0 }))).toEqual([{ kind: 'shipping_method', id: 'courier', title: 'Courier', to: 'Pier 4 pickup' }]);
  });

  it('termsChanges: the discount the order went with, gone or replaced, or taking off another sum; one that comes to apply is no bad news', () => {
    expect(termsChanges(terms(null, null, tenthOff(4)), terms(null, null, tenthOff(4)))).toEqual([]);
    expect(termsChanges(terms(null, null, tenthOff(4)), terms(null))).toEqual([{ kind: 'discount', id: 'd1', percent: 10 }]);
    // Another discount of the list now: the one the order went with no longer applies (the cart shows the other).
    expect(termsChanges(terms(null, null, tenthOff(4)), terms(null, null, { id: 'd9', percent: 5, off: 2 }))).toEqual([{ kind: 'discount', id: 'd1', percent: 10 }]);
    expect(termsChanges(terms(null, null, tenthOff(4)), terms(null, null, { id: 'd1', percent: 5, off: 2 }))).toEqual([{ kind: 'discount_amount', id: 'd1', percent: 5, from: 4, to: 2 }]);
    expect(termsChanges(terms(null), terms(null, null, tenthOff(4)))).toEqual([]);
  });
});

describe('createOrderGate: one order per intent', () => {
  it('a second and third submit while the first is on its way get the same answer and send nothing', async () => {
    const gate = createOrderGate<string>();
    let answer: (value: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const first = gate.submit(send);
    const second = gate.submit(send);
    const third = gate.submit(send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(gate.busy).toBe(true);
    answer('lead-1');
    await expect(Promise.all([first, second, third])).resolves.toEqual(['lead-1', 'lead-1', 'lead-1']);
    expect(gate.busy).toBe(false);
    // Once answered, the next intent sends again (a resubmit after the 409 confirmation).
    void gate.submit(send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a failed send frees the gate for the retry the visitor asks for', async () => {
    const gate = createOrderGate<string>();
    await expect(gate.submit(() => Promise.reject(new Error('network')))).rejects.toThrow('network');
    expect(gate.busy).toBe(false);
    await expect(gate.submit(() => Promise.resolve('lead-2'))).resolves.toBe('lead-2');
  });
});
