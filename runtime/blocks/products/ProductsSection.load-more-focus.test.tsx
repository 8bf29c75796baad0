// @vitest-environment jsdom
/**
 * The keyboard focus at the last load-more (WCAG 2.4.3): the button goes with the page it loaded,
 * nothing being left to load, and the focus it had goes to that page's first card, not to the page's
 * body (the next Tab would start again from the top of the page).
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { categoryProducts, productAnswer } from '../../../sandbox/sandbox';
import { shopSeed } from '../../../scenarios/shop/seed';
import { PRODUCTS_PATH } from '../../platform/api-paths';
import { FOCUSABLE_CONTROLS } from '../../parts/script-focus';
import { actUntil, beansOnly, card, cardsIn, list, mount, server } from '../../../tests/support/products-section-fixture';

/** The beans tab with ten products: nine published, the tenth on page 2, the last. */
function tenBeans() {
  const page = beansOnly() as { sections: { categories: { count: number; products: unknown[] }[] }[] };
  page.sections[0]!.categories[0]!.count = 10;
  const beans = categoryProducts(shopSeed, 'beans');
  const tenth = productAnswer(beans[9]!);
  server.use(http.get(`*${PRODUCTS_PATH}`, ({ request }) => HttpResponse.json({ status: true, products: new URL(request.url).searchParams.get('page') === '2' ? [tenth] : [], total: 10 })));
  return { page, tenthId: beans[9]!.id };
}

describe('PRODUCTS: the focus at the last load-more', () => {
  it('the last "Show more" goes with its page, and the focus it had goes to the first control of the card it showed', async () => {
    const { page, tenthId } = tenBeans();
    const { events } = mount(page, 'run');
    const beans = list('catalogue', 'beans');
    const more = beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
    // The keyboard: focus on the button, Enter (a button's Enter is its click).
    more.focus();
    expect(document.activeElement).toBe(more);
    await actUntil(
      () => more.click(),
      () => expect(events.load).toHaveLength(1),
    );
    expect(cardsIn(beans)).toHaveLength(10);
    expect(beans.querySelector('.rt-catalogue__more-button')).toBeNull();
    const tenth = card(beans, tenthId);
    expect(document.activeElement).toBe(tenth.querySelector(FOCUSABLE_CONTROLS));
    expect(document.activeElement).not.toBeNull();
  });

  it('focus the visitor moved elsewhere while the page loaded stays there', async () => {
    const { page } = tenBeans();
    const { events } = mount(page, 'run');
    const beans = list('catalogue', 'beans');
    const more = beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
    more.focus();
    const firstCardButton = beans.querySelector<HTMLButtonElement>('button.rt-card__button')!;
    await actUntil(
      () => {
        more.click();
        firstCardButton.focus();
      },
      () => expect(events.load).toHaveLength(1),
    );
    expect(beans.querySelector('.rt-catalogue__more-button')).toBeNull();
    expect(document.activeElement).toBe(firstCardButton);
  });
});
