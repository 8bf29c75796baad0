// @vitest-environment jsdom
/**
 * What a load-more tells the visitor besides the cards it adds (WCAG 4.1.3): how many came, through
 * the site's live region (the focus stays on the button while pages are left, so a screen reader
 * would hear only its text go back to "Show more"); and, when the load fails, that the products
 * could not be loaded, by the button, until the next try.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { categoryProducts, productAnswer } from '../../../sandbox/sandbox';
import { shopSeed } from '../../../scenarios/shop/seed';
import { PRODUCTS_PATH } from '../../platform/api-paths';
import { actUntil, beansOnly, cardsIn, list, mount, sandbox, server, shopCatalogue } from '../../../tests/support/products-section-fixture';

const siteNews = () => document.querySelector('[data-site-announcer]')?.textContent?.trim() ?? '';
const moreButton = () => list('catalogue', 'beans').querySelector<HTMLButtonElement>('.rt-catalogue__more-button');
const failedNote = () => list('catalogue', 'beans').querySelector<HTMLElement>('.rt-catalogue__load-failed');

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

  it('a failed load-more says so by the button in an alert, and the next try takes it back', async () => {
    const { events } = mount(beansOnly(), 'run');
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 500, times: 1 });
    const beans = list('catalogue', 'beans');
    expect(failedNote()).toBeNull();
    await actUntil(
      () => moreButton()!.click(),
      () => expect(events.load).toHaveLength(1),
    );
    expect(events.load[0]?.outcome).toBe('failed');
    expect(moreButton()?.getAttribute('aria-busy')).toBeNull();
    expect(failedNote()?.getAttribute('role')).toBe('alert');
    expect(failedNote()?.textContent).toBe('Products could not be loaded. Try again.');
    // Said beside the button, not elsewhere in the section.
    expect(moreButton()!.compareDocumentPosition(failedNote()!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Nothing came: nothing is said to have come.
    expect(siteNews()).toBe('');

    await actUntil(
      () => moreButton()!.click(),
      () => expect(events.load).toHaveLength(2),
    );
    expect(events.load[1]?.outcome).toBe('loaded');
    expect(cardsIn(beans)).toHaveLength(18);
    expect(failedNote()).toBeNull();
    expect(siteNews()).toBe('9 more products shown');
  });

  it('the failure is a visitor\'s: in admin the notice for the owner says it instead', async () => {
    const { events, switchMode } = mount(beansOnly(), 'preview');
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 500, times: 1 });
    await actUntil(
      () => moreButton()!.click(),
      () => expect(events.load).toHaveLength(1),
    );
    expect(failedNote()).not.toBeNull();
    switchMode('admin');
    expect(failedNote()).toBeNull();
  });

  it('a page the pagination bar failed to turn to is said under the bar, the same way', async () => {
    const { events } = mount(shopCatalogue({ sections: ['gear'] }), 'run');
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 500, times: 1 });
    const gear = list('gear', 'gear');
    await actUntil(
      () => gear.querySelector<HTMLButtonElement>('button[aria-label="Page 2"]')!.click(),
      () => expect(events.load).toHaveLength(1),
    );
    expect(events.load[0]?.outcome).toBe('failed');
    const note = gear.querySelector<HTMLElement>('.rt-catalogue__load-failed');
    expect(note?.getAttribute('role')).toBe('alert');
    expect(note?.textContent).toBe('Products could not be loaded. Try again.');
    expect(gear.querySelector('.rt-pagination')!.compareDocumentPosition(note!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
