// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import type { Language } from '../platform/i18n';
import { createSiteStores } from '../site/site-stores';
import { formatPrice } from '../platform/format';
import { DiscountLines } from './DiscountLines';
import { formatPercent } from './percent';
import { promotionTotals, type Discount, type Promocode } from './promotions';
import { simulateTranslation } from '../../tests/support/translate';

afterEach(cleanup);

/** Two decimals: a currency with cents. */
const CENTS = 2;
const discount: Discount = { id: 'd', discountType: 'percent', amount: 12.5, activeFrom: 0 };
const promocode: Promocode = { ...discount, id: 'c', code: 'save10', amount: 10, deliveryFree: false, usageWithAnyDiscount: true, isActive: true, isAvailable: true };

function titles(language: Language) {
  const totals = promotionTotals({ subtotal: 1000, delivery: null, discount, promocode, decimals: CENTS });
  const view = render(
    <RuntimeProvider mode="run" viewport="desktop" language={language} stores={createSiteStores()}>
      <DiscountLines totals={totals} money={(value) => formatPrice(value, language, language === 'ru' ? 'RUB' : 'USD')} />
    </RuntimeProvider>,
  );
  return [...view.container.querySelectorAll('[data-promotion] dt')].map((title) => title.textContent);
}

describe('a promotion\'s percentage, written in the page\'s language', () => {
  it('formatPercent: the language\'s decimal mark and percent sign; two decimals at most', () => {
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent(12.5, 'ru')).toBe('12,5\u00a0%');
    expect(formatPercent(10, 'en')).toBe('10%');
    expect(formatPercent(12.345, 'en')).toBe('12.35%');
  });

  it('the discount and promocode lines name it so: "Скидка 12,5 %" in a Russian cart, "Discount 12.5%" in an English one', () => {
    expect(titles('ru')).toEqual(['Скидка 12,5\u00a0%', 'Промокод save10 (10\u00a0%)']);
    cleanup();
    expect(titles('en')).toEqual(['Discount 12.5%', 'Promo code save10 (10%)']);
  });
});

describe('the lines on a page the browser translates (its translator wraps every text node)', () => {
  it('name the discount the subtotal reached: 10 % after 5 %, not the title translated before', () => {
    const lines = (subtotal: number, percent: number) => (
      <RuntimeProvider mode="run" viewport="desktop" language="en" stores={createSiteStores()}>
        <DiscountLines totals={promotionTotals({ subtotal, delivery: null, discount: { ...discount, amount: percent }, promocode: null, decimals: CENTS })} money={(value) => formatPrice(value, 'en', 'USD')} />
      </RuntimeProvider>
    );
    const view = render(lines(48, 5));
    const title = () => view.container.querySelector('[data-promotion="discount"] dt')?.textContent;
    expect(title()).toBe('Discount 5%');
    simulateTranslation(view.container);

    // React wrote the new title into the text node the translator had taken off the page.
    view.rerender(lines(120, 10));
    expect(title()).toBe('Discount 10%');
  });
});

describe('the sums the cart lists add up to its total: a delivery saving is counted once', () => {
  const money = (value: number) => formatPrice(value, 'en', 'USD');
  const SUBTOTAL = 14;
  const COURIER = 7.5;
  const freeship: Promocode = { ...promocode, code: 'freeship', discountType: 'delivery', amount: 0, deliveryFree: true };
  const ship5: Promocode = { ...promocode, code: 'ship5', discountType: 'delivery', amount: 5 };

  function listed(code: Promocode, delivery: number | null) {
    const totals = promotionTotals({ subtotal: SUBTOTAL, delivery, discount: null, promocode: code, decimals: CENTS });
    const view = render(
      <RuntimeProvider mode="run" viewport="desktop" language="en" stores={createSiteStores()}>
        <DiscountLines totals={totals} money={money} />
      </RuntimeProvider>,
    );
    const text = (selector: string) => view.container.querySelector(selector)?.textContent ?? '';
    return {
      rows: [...view.container.querySelectorAll('dl > div')].map((row) => row.getAttribute('data-line') ?? row.getAttribute('data-promotion') ?? 'total'),
      lines: [...view.container.querySelectorAll('[data-promotion-amount]')].map((amount) => amount.textContent),
      delivery: text('[data-cart-delivery]'),
      total: text('[data-cart-total]'),
    };
  }

  it('free delivery by code: "Delivery $7.50", then the code takes "−$7.50" off it; the total is $14.00', () => {
    expect(listed(freeship, COURIER)).toEqual({ rows: ['delivery', 'promocode', 'total'], lines: ['\u2212$7.50'], delivery: '$7.50', total: '$14.00' });
  });

  it('$5 off delivery by code: "Delivery $7.50", then "−$5.00"; the total is $16.50', () => {
    expect(listed(ship5, COURIER)).toEqual({ rows: ['delivery', 'promocode', 'total'], lines: ['\u2212$5.00'], delivery: '$7.50', total: '$16.50' });
  });

  it('a delivery code on a free method takes nothing: "—", not "−$0.00"; before a method is chosen it says it applies to the delivery', () => {
    expect(listed(freeship, 0)).toMatchObject({ lines: ['—'], delivery: 'Free', total: '$14.00' });
    cleanup();
    expect(listed(ship5, null)).toMatchObject({ lines: ['applied to the delivery'], delivery: '', total: '$14.00' });
  });
});
