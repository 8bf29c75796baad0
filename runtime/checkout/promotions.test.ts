import { describe, expect, it } from 'vitest';
import { nearestDiscount, orderPromotionFields, promocodeProblem, promotionTotals, readDiscount, readDiscounts, readPromocode, refusalError, type Discount, type Promocode } from './promotions';

/** Two decimals: a currency with cents (USD). */
const CENTS = 2;

const discount = (overrides: Partial<Discount> = {}): Discount => ({ id: 'd1', discountType: 'percent', amount: 5, activeFrom: 0, ...overrides });
const promocode = (overrides: Partial<Promocode> = {}): Promocode => ({
  id: 'p1',
  code: 'save10',
  discountType: 'percent',
  amount: 10,
  activeFrom: 0,
  deliveryFree: false,
  usageWithAnyDiscount: true,
  isActive: true,
  isAvailable: true,
  ...overrides,
});

describe('reading the server (spec 001 §3 Promocode, Discount)', () => {
  it('reads a promocode with every field, numbers and flags in the spellings servers send', () => {
    expect(
      readPromocode({ id: 7, code: 'save10', discount_type: 'percent', discount_amount: '10', discountValue: 4, delivery_free: 0, usage_with_any_discount: '1', isActive: true, isAvailable: 'true', active_from: '20.5' }, 'save10'),
    ).toEqual(promocode({ id: '7', activeFrom: 20.5 }));
  });

  it("a promocode without a code of its own (none, or blank) is the code it was asked for: the order names what the cart applied (spec 001 §3 promotions[promocode])", () => {
    const sized = { id: 7, discount_type: 'percent', discount_amount: 10, usage_with_any_discount: true };
    expect(readPromocode(sized, 'save10')).toEqual(promocode({ id: '7' }));
    expect(readPromocode({ ...sized, code: '  ' }, 'save10')?.code).toBe('save10');
    expect(readPromocode({ ...sized, code: 42 }, 'save10')?.code).toBe('save10');
    // The server's own code, when it names one, is the code.
    expect(readPromocode({ ...sized, code: 'SAVE10' }, 'save10')?.code).toBe('SAVE10');
    expect(orderPromotionFields(promotionTotals({ subtotal: 60, delivery: null, discount: null, promocode: readPromocode(sized, 'save10'), decimals: CENTS }))).toEqual({ discount: null, promocode: 'save10' });
  });

  it('a delivery-free code needs no size; discountValue stands in for a missing discount_amount', () => {
    expect(readPromocode({ id: 'f', code: 'ship', discount_type: 'delivery', delivery_free: true }, 'ship')).toMatchObject({ amount: 0, deliveryFree: true });
    expect(readDiscount({ id: 'd', discount_type: 'other', discountValue: 3 })).toMatchObject({ amount: 3 });
  });

  it('leaves out what cannot be used: no id, an unknown type, no size; negative sizes read as 0', () => {
    expect(readPromocode(null, 'x')).toBeNull();
    expect(readPromocode({ code: 'x', discount_type: 'percent', discount_amount: 5 }, 'x')).toBeNull();
    expect(readPromocode({ id: 1, code: 'x', discount_type: 'bogus', discount_amount: 5 }, 'x')).toBeNull();
    expect(readPromocode({ id: 1, code: 'x', discount_type: 'other' }, 'x')).toBeNull();
    expect(readDiscount({ id: 1, discount_type: 'other', discount_amount: -4, active_from: -1 })).toEqual(discount({ id: '1', discountType: 'other', amount: 0 }));
  });

  it('reads a discount list from { discounts } or a bare list, dropping broken entries', () => {
    const list = [{ id: 1, discount_type: 'percent', discount_amount: 5, active_from: 50 }, { id: 2 }, 'junk'];
    expect(readDiscounts({ discounts: list })).toEqual([discount({ id: '1', activeFrom: 50 })]);
    expect(readDiscounts(list)).toHaveLength(1);
    expect(readDiscounts({ status: true })).toEqual([]);
  });
});

describe('the nearest discount', () => {
  const ladder = [discount({ id: 'small', amount: 5, activeFrom: 50 }), discount({ id: 'big', amount: 10, activeFrom: 100 }), discount({ id: 'any', discountType: 'other', amount: 1, activeFrom: 0 })];

  it.each([
    [0, 'any'],
    [49.99, 'any'],
    [50, 'small'],
    [99.99, 'small'],
    [100, 'big'],
    [1000, 'big'],
  ])('a subtotal of %d stands on %s', (subtotal, id) => {
    expect(nearestDiscount(ladder, subtotal, 2)?.id).toBe(id);
  });

  it('none when the subtotal reaches no step; on a tie the bigger saving', () => {
    expect(nearestDiscount([discount({ activeFrom: 10 })], 9, 2)).toBeNull();
    expect(nearestDiscount([], 100, 2)).toBeNull();
    expect(nearestDiscount([discount({ id: 'a', amount: 5 }), discount({ id: 'b', discountType: 'other', amount: 8 })], 100, 2)?.id).toBe('b');
  });
});

describe('promocode problems (spec 001 §5, §8)', () => {
  it('switched off: not found; unavailable: timeout; below active_from: total; else none', () => {
    expect(promocodeProblem(promocode({ isActive: false }), 100)).toBe('notfound');
    expect(promocodeProblem(promocode({ isAvailable: false }), 100)).toBe('timeout');
    expect(promocodeProblem(promocode({ activeFrom: 100 }), 99.99)).toBe('total');
    expect(promocodeProblem(promocode({ activeFrom: 100 }), 100)).toBeNull();
  });
});

describe('the error a refusal shows (spec 001 §8: the amount error "with the formatted minimum")', () => {
  it('the amount error keeps its minimum; without one it is the default error, never "{sum}" unfilled; other errors carry none', () => {
    expect(refusalError('total', 75)).toEqual({ error: 'total', minimum: 75 });
    expect(refusalError('total', null)).toEqual({ error: 'default', minimum: null });
    expect(refusalError('notfound', 75)).toEqual({ error: 'notfound', minimum: null });
    expect(refusalError('timeout', null)).toEqual({ error: 'timeout', minimum: null });
  });
});

describe('totals (percent, delivery and other types; usage_with_any_discount)', () => {
  const none = { delivery: null, discount: null, promocode: null, decimals: CENTS };

  it('nothing applied: the total is the subtotal', () => {
    expect(promotionTotals({ subtotal: 42, ...none })).toEqual({ subtotal: 42, discount: null, promocode: null, delivery: null, total: 42 });
  });

  it('sums are worked in the currency\'s minor unit: whole yen (0 decimals), fils (3); the saving shown is the saving paid', () => {
    const yen = promotionTotals({ ...none, decimals: 0, subtotal: 1499, discount: discount({ amount: 10 }) });
    expect(yen.discount).toMatchObject({ goods: 150, saving: 150 });
    expect(yen.total).toBe(1349);
    const fils = promotionTotals({ ...none, decimals: 3, subtotal: 1.125, delivery: 0.755, promocode: promocode({ discountType: 'other', amount: 0.005 }) });
    expect(fils.promocode).toMatchObject({ goods: 0.005 });
    expect(fils.total).toBe(1.875);
  });

  it('percent takes its share of the subtotal, in whole cents', () => {
    const totals = promotionTotals({ ...none, subtotal: 33.33, promocode: promocode({ amount: 10 }) });
    expect(totals.promocode).toMatchObject({ goods: 3.33, note: null });
    expect(totals.total).toBe(30);
    expect(promotionTotals({ ...none, subtotal: 0.1 + 0.2, promocode: promocode({ amount: 0 }) }).total).toBe(0.3);
  });

  it('percent is kept within 100; a fixed sum never takes more than the subtotal', () => {
    expect(promotionTotals({ ...none, subtotal: 40, promocode: promocode({ amount: 150 }) }).total).toBe(0);
    expect(promotionTotals({ ...none, subtotal: 40, promocode: promocode({ discountType: 'other', amount: 15 }) }).total).toBe(25);
    expect(promotionTotals({ ...none, subtotal: 10, promocode: promocode({ discountType: 'other', amount: 15 }) })).toMatchObject({ total: 0, promocode: { goods: 10 } });
  });

  it('delivery takes off the delivery price (its line\'s saving; the delivery stays the method\'s charge); delivery_free takes all of it; without a delivery price the line has no sum', () => {
    expect(promotionTotals({ ...none, subtotal: 50, delivery: 8, promocode: promocode({ discountType: 'delivery', amount: 5 }) })).toMatchObject({ delivery: 8, total: 53, promocode: { goods: 0, delivery: 5, saving: 5 } });
    expect(promotionTotals({ ...none, subtotal: 50, delivery: 8, promocode: promocode({ discountType: 'delivery', amount: 0, deliveryFree: true }) })).toMatchObject({ delivery: 8, total: 50, promocode: { delivery: 8, saving: 8 } });
    expect(promotionTotals({ ...none, subtotal: 50, promocode: promocode({ discountType: 'delivery', amount: 5 }) })).toMatchObject({ delivery: null, total: 50, promocode: { delivery: null } });
  });

  it('a percent code with delivery_free gives both', () => {
    expect(promotionTotals({ ...none, subtotal: 100, delivery: 9, promocode: promocode({ amount: 10, deliveryFree: true }) })).toMatchObject({ total: 90, delivery: 9, promocode: { goods: 10, delivery: 9, saving: 19 } });
  });

  describe('each sum is counted once: the subtotal, plus the delivery, less the lines\' savings, is the total', () => {
    const addedUp = (totals: ReturnType<typeof promotionTotals>) =>
      Math.round((totals.subtotal + (totals.delivery ?? 0) - (totals.discount?.saving ?? 0) - (totals.promocode?.saving ?? 0)) * 100) / 100;
    it.each([
      ['free delivery by code', { subtotal: 14, delivery: 7.5, promocode: promocode({ code: 'freeship', discountType: 'delivery', amount: 0, deliveryFree: true }) }, 14],
      ['$5 off delivery by code', { subtotal: 14, delivery: 7.5, promocode: promocode({ code: 'ship5', discountType: 'delivery', amount: 5 }) }, 16.5],
      ['a delivery discount and a free-delivery code: free once, not twice', { subtotal: 14, delivery: 7.5, discount: discount({ discountType: 'delivery', amount: 5 }), promocode: promocode({ discountType: 'delivery', amount: 0, deliveryFree: true }) }, 14],
      ['two fixed sums bigger than the subtotal together', { subtotal: 10, delivery: 4, discount: discount({ discountType: 'other', amount: 8 }), promocode: promocode({ discountType: 'other', amount: 8 }) }, 4],
      ['a percent discount and a percent code with free delivery', { subtotal: 100, delivery: 9, discount: discount({ amount: 5 }), promocode: promocode({ amount: 10, deliveryFree: true }) }, 85],
    ] as const)('%s', (_, input, total) => {
      const totals = promotionTotals({ ...none, ...input });
      expect(totals.total).toBe(total);
      expect(addedUp(totals)).toBe(totals.total);
    });

    it('the code takes what the discount left: $2.50 of a $7.50 delivery after $5 off it, $2 of $10 after $8 off', () => {
      const delivery = promotionTotals({ ...none, subtotal: 14, delivery: 7.5, discount: discount({ discountType: 'delivery', amount: 5 }), promocode: promocode({ discountType: 'delivery', amount: 0, deliveryFree: true }) });
      expect(delivery).toMatchObject({ delivery: 7.5, discount: { delivery: 5, saving: 5 }, promocode: { delivery: 2.5, saving: 2.5 } });
      const goods = promotionTotals({ ...none, subtotal: 10, discount: discount({ discountType: 'other', amount: 8 }), promocode: promocode({ discountType: 'other', amount: 8 }) });
      expect(goods).toMatchObject({ discount: { goods: 8 }, promocode: { goods: 2, saving: 2 } });
    });
  });

  it.each([
    [15, 19.9, 2.99],
    [15, 5.1, 0.77],
    [15, 33.3, 5],
    [1000, 12.345, 123.45],
  ])('$%d less %d percent takes the exact product off, rounded half up to the cent: $%d', (subtotal, percent, off) => {
    // Not a cent short: in binary 1500 × 33.3 / 100 is 499.49999999999994.
    const totals = promotionTotals({ ...none, subtotal, discount: discount({ amount: percent }) });
    expect(totals.discount?.saving).toBe(off);
    expect(totals.total).toBe(Math.round((subtotal - off) * 100) / 100);
  });

  it('combinable: the discount and the code both come off the subtotal', () => {
    const totals = promotionTotals({ ...none, subtotal: 100, discount: discount({ amount: 5 }), promocode: promocode({ amount: 10, usageWithAnyDiscount: true }) });
    expect(totals).toMatchObject({ total: 85, discount: { goods: 5, note: null }, promocode: { goods: 10, note: null } });
  });

  it('not combinable: the bigger saving applies and the other line says it was not combined', () => {
    const code = promocode({ amount: 10, usageWithAnyDiscount: false });
    const small = promotionTotals({ ...none, subtotal: 100, discount: discount({ amount: 5 }), promocode: code });
    expect(small).toMatchObject({ total: 90, discount: { goods: 0, note: 'not-combined' }, promocode: { goods: 10, note: null } });
    const big = promotionTotals({ ...none, subtotal: 100, discount: discount({ amount: 20 }), promocode: code });
    expect(big).toMatchObject({ total: 80, discount: { goods: 20, note: null }, promocode: { goods: 0, note: 'not-combined' } });
    const tie = promotionTotals({ ...none, subtotal: 100, discount: discount({ amount: 10 }), promocode: code });
    expect(tie).toMatchObject({ total: 90, discount: { note: 'not-combined' }, promocode: { note: null } });
  });

  it('an applied code the cart fell below (counts lowered) takes nothing and says so; the discount still applies', () => {
    const totals = promotionTotals({ ...none, subtotal: 40, discount: discount({ amount: 5 }), promocode: promocode({ activeFrom: 50, usageWithAnyDiscount: false }) });
    expect(totals).toMatchObject({ total: 38, discount: { goods: 2, note: null }, promocode: { goods: 0, note: 'below-minimum' } });
  });

  it('two fixed sums together never take the total below 0', () => {
    const totals = promotionTotals({ ...none, subtotal: 10, discount: discount({ discountType: 'other', amount: 8 }), promocode: promocode({ discountType: 'other', amount: 8 }) });
    expect(totals.total).toBe(0);
  });
});

describe('the order\'s promotion fields (spec 001 §3 promotions[discount], promotions[promocode])', () => {
  const none = { delivery: null, discount: null, promocode: null, decimals: CENTS };

  it('the discount id and the code when both apply; nothing for a line that takes nothing', () => {
    expect(orderPromotionFields(promotionTotals({ ...none, subtotal: 100, discount: discount(), promocode: promocode() }))).toEqual({ discount: 'd1', promocode: 'save10' });
    expect(orderPromotionFields(promotionTotals({ ...none, subtotal: 100, discount: discount({ amount: 20 }), promocode: promocode({ usageWithAnyDiscount: false }) }))).toEqual({ discount: 'd1', promocode: null });
    expect(orderPromotionFields(promotionTotals({ ...none, subtotal: 10, promocode: promocode({ activeFrom: 50 }) }))).toEqual({ discount: null, promocode: null });
    expect(orderPromotionFields(promotionTotals({ ...none, subtotal: 10 }))).toEqual({ discount: null, promocode: null });
  });
});
