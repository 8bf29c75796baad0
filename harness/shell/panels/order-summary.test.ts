import { describe, expect, it } from 'vitest';
import { orderSummary } from './order-summary';

const order = {
  products: JSON.stringify([
    { id: '8:80', type: 'product', count: 2, price: 14, title: 'Harbor House Blend', img: null, product_id: '8', variant_id: '80' },
    { id: '9:90', type: 'product', count: 1, price: null, title: 'Grinder', img: null, product_id: '9', variant_id: '90' },
  ]),
  shipping: [
    { id: 'addressLine1', type: 'text', name: 'addressLine1', value: '455 NW 9th Ave' },
    { id: 'city', type: 'text', name: 'city', value: 'Portland' },
  ],
  advanced: [
    { type: 'hidden', name: 'shipping[id]', value: 'courier' },
    { type: 'hidden', name: 'shipping[price]', value: '7.5' },
    { type: 'hidden', name: 'shipping[name]', value: 'Portland courier' },
    { type: 'hidden', name: 'shipping[type]', value: 'delivery' },
    { type: 'hidden', name: 'promotions[promocode]', value: 'save10' },
    { type: 'hidden', name: 'pay[price]', value: '32.7' },
  ],
};

describe('orderSummary', () => {
  it('reads the lines, the shipping, the address, the promotions and the sum to pay', () => {
    expect(orderSummary(order)).toEqual({
      lines: [
        { title: 'Harbor House Blend', count: 2, price: 14 },
        { title: 'Grinder', count: 1, price: null },
      ],
      shipping: 'Portland courier (delivery, 7.5)',
      address: '455 NW 9th Ave, Portland',
      promotions: ['promocode save10'],
      pay: 32.7,
    });
  });

  it('a pickup order: the method’s own address; no pay price, none to pay', () => {
    const pickup = { ...order, shipping: [], advanced: [{ type: 'hidden', name: 'shipping[name]', value: 'Roastery' }, { type: 'hidden', name: 'shipping[type]', value: 'pickup' }, { type: 'hidden', name: 'shipping[price]', value: '0' }, { type: 'hidden', name: 'shipping[address][addressLine1]', value: '1200 NW Harbor Street' }] };
    expect(orderSummary(pickup)).toMatchObject({ shipping: 'Roastery (pickup, 0)', address: '1200 NW Harbor Street', pay: null, promotions: [] });
  });

  it('a plain lead, an order form’s own products, or a payload it cannot read: not an order', () => {
    expect(orderSummary({ products: '[]', fields: [] })).toBeNull();
    expect(orderSummary({ products: JSON.stringify([{ id: 'p1', title: 'Bike service', price: 40, count: 1, strict: false }]) })).toBeNull();
    expect(orderSummary({ products: '{not json' })).toBeNull();
    expect(orderSummary('a text body')).toBeNull();
  });
});
