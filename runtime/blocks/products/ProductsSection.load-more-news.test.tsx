// @vitest-environment jsdom
/**
 * What a load-more tells the visitor besides the cards it adds (WCAG 4.1.3): how many came, through
 * the site's live region (the focus stays on the button while pages are left, so a screen reader
 * would hear only its text go back to "Show more"). A failed load says nothing to the visitor: spec
 * 000 §8 gives it to the console only ("a failed product load is logged and the loader is removed";
 * "any other message: not shown"), and admin's notice names it for the owner.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { categoryProducts, productAnswer } from '../../../sandbox/sandbox';
import { shopSeed } from '../../../scenarios/shop/seed';
import { PRODUCTS_PATH } from '../../platform/api-paths';
import { actUntil, beansOnly, cardsIn, list, mount, sandbox, server } from '../../../tests/support/products-section-fixture';

const siteNews = () => document.querySelector('[data-site-announcer]')?.textContent?.trim() ?? '';
const moreButton = () => list('catalogue', 'beans').querySelector<HTMLButtonElement>('.rt-catalogue__more-button');

/** The beans tab with 40 products: nine published, every later page answered with nine more. */
function fortyBeans() {
  const page = beansOnly() as { sections: { categories: { count: number; products: unknown[] }[] }[] };
  const beans = categoryProducts(shopSeed, 'beans');
  const shown = page.sections[0]!.categories[0]!.products.length;
  page.sections[0]!.categories[0]!.count = 40;
  const next = Array.from({ length: shown }, (_, i) => ({ ...productAnswer(beans[i % beans.length]!), id: `extra-${i}` }));
  server.use(http.get(`*${PRODUCTS_PATH}`, () => HttpResponse.json({ status: true, products: next, total: 40 })));
  return { page, shown };
}

describe('PRODUCTS: what a load-more says', () => {
  it('a load-more with pages left says how many products it added, in the site\'s live region, the focus staying on the button', async () => {
    const { page, shown } = fortyBeans();
    mount(page, 'run');
    const beans = list('catalogue', 'beans');
    const more = moreButton()!;
    more.focus();
    expect(siteNews()).toBe('');
    await actUntil(
      () => more.click(),
      () => expect(cardsIn(beans)).toHaveLength(shown * 2),
    );
    expect(document.activeElement).toBe(moreButton());
    expect(siteNews()).toBe(`${shown} more products shown`);
  });

  it('a failed load-more says nothing to the visitor (spec 000 §8: console only), and the next try says what it added', async () => {
    const { events } = mount(beansOnly(), 'run');
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 500, times: 1 });
    const beans = list('catalogue', 'beans');
    await actUntil(
      () => moreButton()!.click(),
      () => expect(events.load).toHaveLength(1),
    );
    expect(events.load[0]?.outcome).toBe('failed');
    expect(moreButton()?.getAttribute('aria-busy')).toBeNull();
    expect(beans.closest('section')?.querySelector('[role="alert"]')).toBeNull();
    // Nothing came: nothing is said to have come.
    expect(siteNews()).toBe('');

    await actUntil(
      () => moreButton()!.click(),
      () => expect(events.load).toHaveLength(2),
    );
    expect(events.load[1]?.outcome).toBe('loaded');
    expect(cardsIn(beans)).toHaveLength(18);
    expect(siteNews()).toBe('9 more products shown');
  });
});
