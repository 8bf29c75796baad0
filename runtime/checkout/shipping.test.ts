import { describe, expect, it } from 'vitest';
import { ShippingMethodSchema, type ShippingMethod } from '../page/page-schema';
import { activeShipping, choiceToRecord, NO_SHIPPING_CHOICE, quoteShipping, scrollTopToShow, SHIPPING_LIST_SCROLL_OFFSET_PX, shippingTypes, tierPrice } from './shipping';

/** Two decimals: a currency with cents (USD). */
const CENTS = 2;
const method = (raw: Record<string, unknown>): ShippingMethod => ShippingMethodSchema.parse({ id: 'm', title: 'Method', type: 'delivery', ...raw });

describe('shipping prices (spec 001 §3 price)', () => {
  it('a fixed price is the current price', () => {
    expect(quoteShipping(method({ price: { current: 7.5 } }), 20, CENTS).price).toEqual({ kind: 'fixed', current: 7.5 });
  });

  it('a price of 0 is free; a not fixed price shows no figure', () => {
    expect(quoteShipping(method({}), 20, CENTS).price).toEqual({ kind: 'free' });
    expect(quoteShipping(method({ price: { current: 5, notFixedPrice: true } }), 20, CENTS).price).toEqual({ kind: 'not-fixed' });
  });

  it('free from a subtotal: untilFree says how much more, in whole cents', () => {
    const courier = method({ price: { current: 9, freeFrom: 50 } });
    expect(quoteShipping(courier, 30.1, CENTS)).toMatchObject({ price: { kind: 'fixed', current: 9 }, freeFrom: 50, untilFree: 19.9 });
    expect(quoteShipping(courier, 49.99, CENTS).untilFree).toBe(0.01);
    expect(quoteShipping(courier, 50, CENTS)).toMatchObject({ price: { kind: 'free' }, untilFree: null });
    // A not fixed price also becomes free from the sum.
    expect(quoteShipping(method({ price: { notFixedPrice: true, freeFrom: 40 } }), 45, CENTS).price).toEqual({ kind: 'free' });
    expect(quoteShipping(method({ price: { notFixedPrice: true, freeFrom: 40 } }), 10, CENTS).untilFree).toBe(30);
  });

  it('a method free anyway has no untilFree', () => {
    expect(quoteShipping(method({ price: { current: 0, freeFrom: 50 } }), 10, CENTS).untilFree).toBeNull();
  });

  it('price tiers: the highest tier reached wins over price.current', () => {
    const tiered = method({ price: { current: 12 }, prices: [{ from: 30, current: 8 }, { from: 60, current: 4 }] });
    expect(tierPrice(tiered, 10, CENTS)).toBe(12);
    expect(tierPrice(tiered, 30, CENTS)).toBe(8);
    expect(tierPrice(tiered, 99, CENTS)).toBe(4);
    expect(quoteShipping(tiered, 65, CENTS).price).toEqual({ kind: 'fixed', current: 4 });
  });
});

describe('minimum totals and blocked methods (spec 001 §5)', () => {
  const freight = method({ price: { current: 25, minTotal: 100 } });

  it('below its minimum total a method is blocked and says how much more', () => {
    expect(quoteShipping(freight, 64.5, CENTS)).toMatchObject({ blocked: true, minTotal: 100, untilMinTotal: 35.5 });
  });

  it('at or above the minimum it can be chosen', () => {
    expect(quoteShipping(freight, 100, CENTS)).toMatchObject({ blocked: false, minTotal: 100, untilMinTotal: null });
  });

  it('useMinTotal off, or a minimum of 0, blocks nothing', () => {
    expect(quoteShipping(method({ price: { minTotal: 100 }, useMinTotal: false }), 1, CENTS)).toMatchObject({ blocked: false, minTotal: null, untilMinTotal: null });
    expect(quoteShipping(method({ price: { minTotal: 0 } }), 0, CENTS).blocked).toBe(false);
  });
});

describe('the active type and method', () => {
  const courier = method({ id: 'courier', price: { current: 9 } });
  const freight = method({ id: 'freight', price: { current: 25, minTotal: 100 } });
  const store = method({ id: 'store', type: 'pickup', address: { addressLine1: '12 Harbor St' } });
  const all = [freight, courier, store];

  it('types in the spec order, only those the shop offers', () => {
    expect(shippingTypes([store, courier])).toEqual(['delivery', 'pickup']);
    expect(shippingTypes([store])).toEqual(['pickup']);
    expect(shippingTypes([])).toEqual([]);
  });

  it('no methods: no shipping', () => {
    expect(activeShipping([], NO_SHIPPING_CHOICE, 10, CENTS)).toEqual({ kind: 'none' });
  });

  it('nothing chosen: the first type, its first method that is not blocked', () => {
    const shipping = activeShipping(all, NO_SHIPPING_CHOICE, 10, CENTS);
    expect(shipping.kind === 'active' && [shipping.type, shipping.active.method.id, shipping.quotes.map((quote) => quote.method.id)]).toEqual(['delivery', 'courier', ['freight', 'courier']]);
  });

  it('the chosen type and method; a method chosen per type', () => {
    const choice = { type: 'pickup' as const, methods: { delivery: 'freight', pickup: 'store' } };
    const pickup = activeShipping(all, choice, 150, CENTS);
    expect(pickup.kind === 'active' && pickup.active.method.id).toBe('store');
    const delivery = activeShipping(all, { ...choice, type: 'delivery' }, 150, CENTS);
    expect(delivery.kind === 'active' && delivery.active.method.id).toBe('freight');
  });

  it('a chosen method blocked by a smaller cart gives way, and comes back when the cart grows', () => {
    const choice = { type: 'delivery' as const, methods: { delivery: 'freight' } };
    const small = activeShipping(all, choice, 40, CENTS);
    expect(small.kind === 'active' && small.active.method.id).toBe('courier');
    const big = activeShipping(all, choice, 120, CENTS);
    expect(big.kind === 'active' && big.active.method.id).toBe('freight');
  });

  it('the method shown as chosen stays chosen as the cart grows: a fallback shown is recorded as the choice', () => {
    const small = activeShipping(all, NO_SHIPPING_CHOICE, 40, CENTS);
    const record = choiceToRecord(small, NO_SHIPPING_CHOICE);
    expect(record?.id).toBe('courier');
    const recorded = { type: 'delivery' as const, methods: { delivery: record!.id } };
    // The cart grows past freight's minimum: courier, shown as chosen, stays.
    const big = activeShipping(all, recorded, 120, CENTS);
    expect(big.kind === 'active' && big.active.method.id).toBe('courier');
    expect(choiceToRecord(big, recorded)).toBeNull();
    // A method the visitor chose, blocked by a smaller cart, stays their choice (it comes back as the cart grows).
    const blocked = { type: 'delivery' as const, methods: { delivery: 'freight' } };
    expect(choiceToRecord(activeShipping(all, blocked, 40, CENTS), blocked)).toBeNull();
    // The chosen method gone from the shop: the one shown is recorded, with its type.
    expect(choiceToRecord(activeShipping([store], blocked, 40, CENTS), blocked)?.id).toBe('store');
    const gone = { type: 'delivery' as const, methods: { delivery: 'no-longer-sold' } };
    expect(choiceToRecord(activeShipping(all, gone, 40, CENTS), gone)?.id).toBe('courier');
  });

  it('nothing to record: no shipping, or every method blocked (the first shows, blocked, and is no choice)', () => {
    expect(choiceToRecord(activeShipping([], NO_SHIPPING_CHOICE, 10, CENTS), NO_SHIPPING_CHOICE)).toBeNull();
    expect(choiceToRecord(activeShipping([freight], NO_SHIPPING_CHOICE, 10, CENTS), NO_SHIPPING_CHOICE)).toBeNull();
  });

  it('a method or type no longer offered falls back to the first', () => {
    const shipping = activeShipping([courier], { type: 'pickup', methods: { delivery: 'gone', pickup: 'store' } }, 10, CENTS);
    expect(shipping.kind === 'active' && [shipping.type, shipping.active.method.id]).toEqual(['delivery', 'courier']);
  });

  it('every method blocked: the first is shown, blocked', () => {
    const shipping = activeShipping([freight], NO_SHIPPING_CHOICE, 10, CENTS);
    expect(shipping.kind === 'active' && shipping.active.blocked).toBe(true);
  });
});

describe('the active method scrolled into view (spec 002 §4, 40 px)', () => {
  const view = { scrollTop: 100, height: 200 };

  it('the offset is the spec value', () => {
    expect(SHIPPING_LIST_SCROLL_OFFSET_PX).toBe(40);
  });

  it('an item shown with 40 px of room stays put', () => {
    expect(scrollTopToShow({ top: 140, height: 50 }, view)).toBeNull();
    expect(scrollTopToShow({ top: 200, height: 60 }, view)).toBeNull();
  });

  it('above the view: scrolled up to 40 px above it; below: to 40 px under it', () => {
    expect(scrollTopToShow({ top: 120, height: 50 }, view)).toBe(80);
    expect(scrollTopToShow({ top: 20, height: 50 }, view)).toBe(0);
    expect(scrollTopToShow({ top: 280, height: 50 }, view)).toBe(170);
  });

  it('an item taller than the view shows from its top', () => {
    expect(scrollTopToShow({ top: 400, height: 300 }, view)).toBe(360);
  });
});
