// @vitest-environment jsdom
/**
 * The keyboard focus at a page turned from the pagination bar (WCAG 2.4.3): the new page replaces the
 * cards above the bar and the view scrolls up to them, so the focus goes to the start of that page
 * (its first card's first control, else the list itself), not left on the page button at the bottom,
 * from where the next Tab would go on below the page just shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { actUntil, cardIds, cardsIn, list, mount, scrolled, seedIds, shopCatalogue, smallPage } from '../../../tests/support/products-section-fixture';

/** The gear section: one list of 447 products at 8 a page, with a pagination bar. */
const gearPage = () => shopCatalogue({ sections: ['gear'] });
const pageButton = (listElement: HTMLElement, page: number) => listElement.querySelector<HTMLButtonElement>(`button[aria-label="Page ${page}"]`)!;
const currentPage = (listElement: HTMLElement) => listElement.querySelector('[aria-current="page"]')?.textContent;

afterEach(() => vi.restoreAllMocks());

describe('PRODUCTS: the focus at a page turned from the pagination bar', () => {
  it('a page button pressed from the keyboard hands the focus to the first control of the new page\u2019s first card, without a jump of its own (the scroll to the list goes on)', async () => {
    mount(gearPage(), 'run');
    const gear = list('gear', 'gear');
    const focusCalls = vi.spyOn(HTMLElement.prototype, 'focus');
    // The keyboard: focus on the button, Enter (a button's Enter is its click).
    pageButton(gear, 2).focus();
    await actUntil(
      () => pageButton(gear, 2).click(),
      () => expect(currentPage(gear)).toBe('2'),
    );
    expect(cardIds(gear)).toEqual(seedIds('gear', 8, 16));
    const firstControl = cardsIn(gear)[0]!.querySelector<HTMLElement>('a[href], button')!;
    expect(document.activeElement).toBe(firstControl);
    expect(focusCalls.mock.contexts.at(-1)).toBe(firstControl);
    expect(focusCalls.mock.calls.at(-1)).toEqual([{ preventScroll: true }]);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('the next and previous buttons hand it over too; a button refused at the first page keeps it', async () => {
    mount(gearPage(), 'run');
    const gear = list('gear', 'gear');
    const next = gear.querySelector<HTMLButtonElement>('button[aria-label="Next page"]')!;
    next.focus();
    await actUntil(
      () => next.click(),
      () => expect(currentPage(gear)).toBe('2'),
    );
    expect(document.activeElement).toBe(cardsIn(gear)[0]!.querySelector('a[href], button'));
    const previous = gear.querySelector<HTMLButtonElement>('button[aria-label="Previous page"]')!;
    previous.focus();
    await actUntil(
      () => previous.click(),
      () => expect(currentPage(gear)).toBe('1'),
    );
    expect(document.activeElement).toBe(cardsIn(gear)[0]!.querySelector('a[href], button'));
    // At the first page Previous is refused: no page turned, the focus stays on it.
    previous.focus();
    act(() => previous.click());
    expect(document.activeElement).toBe(previous);
  });

  it('focus the visitor moved elsewhere while the page loaded stays there', async () => {
    mount(gearPage(), 'run');
    const gear = list('gear', 'gear');
    const elsewhere = document.body.appendChild(Object.assign(document.createElement('button'), { type: 'button', textContent: 'Menu' }));
    try {
      pageButton(gear, 2).focus();
      await actUntil(
        () => {
          pageButton(gear, 2).click();
          elsewhere.focus();
        },
        () => expect(currentPage(gear)).toBe('2'),
      );
      expect(document.activeElement).toBe(elsewhere);
    } finally {
      elsewhere.remove();
    }
  });

  it('a page of cards without controls: the list itself takes the focus while it holds it (tabindex -1), so the next Tab goes into the page', async () => {
    const page = smallPage({
      categories_enabled: false,
      params: { navigation: { type: 'pagination', max_count: 3 } },
      categories: [{ id: 'beans' }, { id: 'treats' }],
      settings: { style_card: { elements_list: ['name', 'price'], actions: { name: false, media: false } } },
    });
    mount(page, 'run');
    const treats = list('shop', 'treats');
    expect(cardsIn(treats)[0]!.querySelector('a[href], button, input, select, textarea')).toBeNull();
    pageButton(treats, 2).focus();
    await actUntil(
      () => pageButton(treats, 2).click(),
      () => expect(currentPage(treats)).toBe('2'),
    );
    expect(document.activeElement).toBe(treats);
    expect(treats.getAttribute('tabindex')).toBe('-1');
    expect(scrolled.mock.contexts).toEqual([treats]);
    // Given back once it leaves: a later click inside the list focuses no list.
    act(() => pageButton(treats, 1).focus());
    expect(treats.hasAttribute('tabindex')).toBe(false);
  });
});
