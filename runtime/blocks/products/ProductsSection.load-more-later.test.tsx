// @vitest-environment jsdom
/**
 * A load-more whose page was not rendered ahead of the click (its answer came after the click)
 * renders in the click's frame: only its cards up to the last one on the screen are rendered whole
 * there; those below the window are their boxes, holding their height, and get their contents in a
 * transition right after (ProductList).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actUntil, beansOnly, cardsIn, list, mount, seedIds } from '../../../tests/support/products-section-fixture';

/** jsdom has no layout: the first page's three rows of three cards, the last row's bottom 68 px above the window's (768 px). */
const ROW_HEIGHT = 400;
const LAST_ROW_TOP = 300;
function layOutFirstPage(grid: HTMLElement) {
  const cards = [...grid.querySelectorAll<HTMLElement>('.rt-catalogue__item > .rt-card')];
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = cards.indexOf(this as HTMLElement);
    const top = index < 0 ? 0 : LAST_ROW_TOP - (2 - Math.floor(index / 3)) * ROW_HEIGHT;
    return DOMRect.fromRect({ x: (index % 3) * 300, y: top, width: 300, height: index < 0 ? 0 : ROW_HEIGHT });
  });
}

/** Each page group the list inserts, with each of its cards as it is inserted: whether it is a box whose contents come later. */
function recordInsertedPages() {
  const pages: { hidden: boolean; later: boolean[]; ids: (string | undefined)[] }[] = [];
  const record = (node: Node) => {
    if (node instanceof HTMLElement && node.classList.contains('rt-catalogue__page')) {
      const cards = [...node.querySelectorAll<HTMLElement>('article.rt-card')];
      pages.push({ hidden: node.hidden !== false, later: cards.map((card) => card.hasAttribute('data-content-later') && card.childElementCount === 0), ids: cards.map((card) => card.dataset.productId) });
    }
  };
  const append = Node.prototype.appendChild;
  const insert = Node.prototype.insertBefore;
  vi.spyOn(Node.prototype, 'appendChild').mockImplementation(function <T extends Node>(this: Node, node: T): T {
    record(node);
    return append.call(this, node) as T;
  });
  vi.spyOn(Node.prototype, 'insertBefore').mockImplementation(function <T extends Node>(this: Node, node: T, child: Node | null): T {
    record(node);
    return insert.call(this, node, child) as T;
  });
  return pages;
}

afterEach(() => vi.restoreAllMocks());

describe('PRODUCTS: a load-more not rendered ahead draws the cards on the screen first', () => {
  it('its click renders the cards below the window as boxes holding their height, named by their product, and their contents follow', async () => {
    mount(beansOnly(), 'run');
    const beans = list('catalogue', 'beans');
    const grid = beans.querySelector<HTMLElement>('[role="list"]')!;
    expect(cardsIn(beans)).toHaveLength(9);
    layOutFirstPage(grid);
    const pages = recordInsertedPages();
    const more = beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
    await actUntil(
      () => more.click(),
      () => expect(cardsIn(beans)).toHaveLength(18),
    );
    // One page inserted, shown at once (nothing was rendered ahead): its first row, the one the window
    // shows under the last, whole; the two rows below the window boxes.
    expect(pages).toEqual([{ hidden: false, later: [false, false, false, true, true, true, true, true, true], ids: seedIds('beans', 9, 18) }]);
    // Then every card has its contents, the boxes' held height and product kept.
    const added = cardsIn(beans).slice(9);
    expect(added.filter((card) => card.hasAttribute('data-content-later'))).toEqual([]);
    expect(added.map((card) => card.querySelector('.rt-card__name')?.textContent?.length ?? 0).every((length) => length > 0)).toBe(true);
    expect(added.every((card) => card.style.getPropertyValue('--rt-card-held') !== '')).toBe(true);
  });
});
