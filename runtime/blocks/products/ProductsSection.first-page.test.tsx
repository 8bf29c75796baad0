// @vitest-environment jsdom
/**
 * A category's published first page against the section's page size (spec 000 §3 navigation
 * max_count; §4 "A load-more button appends the next page", "Pagination replaces the page"): the
 * later pages are asked for at max_count, so page 1 is max_count products. A page published at a
 * larger size is cut to it; one published at a smaller size is shown, then made whole.
 */
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import shopPage from '../../../scenarios/shop/page.json';
import { shopSeed } from '../../../scenarios/shop/seed';
import { embedCatalogue } from '../../../scenarios/embed-catalogue';
import { ORIGIN, WAIT, actUntil, beansOnly, cardIds, cardsIn, list, mount, productsRequests, seedIds, type Json } from '../../../tests/support/products-section-fixture';

/** The shop's beans tab as published (its first 9 products embedded), then the owner sets 3 a page. */
function publishedAtNineShownAtThree(): unknown {
  const page = beansOnly() as { sections: Json[] };
  const section = page.sections[0]!;
  section.params = { ...((section.params as Json | undefined) ?? {}), navigation: { type: 'pagination', max_count: 3 } };
  return page;
}

/** The shop's beans tab published at 6 a page, then the owner sets 9 a page (load-more). */
function publishedAtSixShownAtNine(): unknown {
  const source = shopPage as unknown as { settings: Json; sections: Json[] };
  const at = (count: number) => ({ type: 'button', max_count: count });
  const catalogue = source.sections.find((section) => section.id === 'catalogue')!;
  const section = { ...catalogue, categories: [{ id: 'beans' }], params: { ...(catalogue.params as Json), navigation: at(6) } };
  const page = embedCatalogue({ ...source, sections: [section] }, shopSeed) as { sections: Json[] };
  (page.sections[0]!.params as Json).navigation = at(9);
  return page;
}

const requestedPages = () => productsRequests().map((request) => new URL(request.url, ORIGIN).searchParams.get('page'));

describe('PRODUCTS: the first page is max_count products', () => {
  it('published at 9, shown at 3 a page: page 1 shows 3 products, page 2 the next 3, none twice', async () => {
    mount(publishedAtNineShownAtThree(), 'run');
    const beans = list('catalogue', 'beans');
    const first = cardIds(beans);
    expect(first).toEqual(seedIds('beans', 0, 3));
    await actUntil(
      () => beans.querySelector<HTMLButtonElement>('button[aria-label="Page 2"]')!.click(),
      () => expect(beans.querySelector('[aria-current="page"]')?.textContent).toBe('2'),
    );
    expect(cardIds(beans)).toEqual(seedIds('beans', 3, 6));
  });

  it('published at 6, shown at 9 a page: a load-more before page 1 is whole asks for page 1 and appends what it lacks; none is skipped', async () => {
    const { events } = mount(publishedAtSixShownAtNine(), 'run');
    const beans = list('catalogue', 'beans');
    expect(cardIds(beans)).toEqual(seedIds('beans', 0, 6));
    await actUntil(
      () => beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click(),
      () => expect(events.load).toHaveLength(1),
    );
    expect(cardIds(beans)).toEqual(seedIds('beans', 0, 9));
    await actUntil(
      () => beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click(),
      () => expect(events.load).toHaveLength(2),
    );
    expect(cardIds(beans)).toEqual(seedIds('beans', 0, 18));
    expect(requestedPages()).toEqual(['1', '2']);
  });

  it('published at 6, shown at 9 a page: in run the list loads its whole page 1 as it nears the screen, the published cards shown meanwhile', async () => {
    const { events } = mount(publishedAtSixShownAtNine(), 'run', 'browser');
    const beans = list('catalogue', 'beans');
    expect(cardIds(beans)).toEqual(seedIds('beans', 0, 6));
    await act(async () => {
      await vi.waitFor(() => expect(cardsIn(beans)).toHaveLength(9), WAIT);
    });
    expect(cardIds(beans)).toEqual(seedIds('beans', 0, 9));
    expect(events.load[0]).toEqual({ sectionId: 'catalogue', categoryId: 'beans', page: 1, mode: 'replace', outcome: 'loaded' });
    // Once: the request the load-more button asked ahead for, near the screen too, is the same.
    expect(requestedPages().filter((page) => page === '1')).toEqual(['1']);
  });

  it('admin loads nothing: it shows the page as published', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { fetched } = mount(publishedAtSixShownAtNine(), 'admin', 'browser');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(fetched).not.toHaveBeenCalled();
      expect(cardIds(list('catalogue', 'beans'))).toEqual(seedIds('beans', 0, 6));
    } finally {
      vi.useRealTimers();
    }
  });
});
