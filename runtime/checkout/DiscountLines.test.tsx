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
