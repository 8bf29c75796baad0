// @vitest-environment jsdom
/**
 * A category's cards are read as a list, as the cart's lines and the shipping methods are: a screen
 * reader says how many products it shows, and its list commands reach the grid (next list, past
 * the list, item 4 of 9). One list over every page a load-more shows; the page rendered ahead of the
 * click, hidden, is none of it until shown.
 */
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { within } from '@testing-library/react';
import { WAIT, actUntil, beansOnly, cardsIn, list, mount, productsRequests } from '../../../tests/support/products-section-fixture';

/** How long the next page's cards may take to render ahead (a render in a transition): steps of this many ms. */
const RENDER_AHEAD_STEP_MS = 2;
const RENDER_AHEAD_TRIES = 500;

/** The cards each item of the list holds. */
const cardsOfItems = (grid: HTMLElement) => within(grid).getAllByRole('listitem').map((item) => [...item.querySelectorAll('article.rt-card')]);

describe('PRODUCTS: a category\u2019s cards are read as a list', () => {
  it('each card shown is an item of the one list of its category, over the pages a load-more adds; the page rendered ahead is not read', async () => {
    mount(beansOnly(), 'run');
    const beans = list('catalogue', 'beans');
    const [grid, ...others] = within(beans).getAllByRole('list');
    expect(others).toEqual([]);
    expect(cardsOfItems(grid!)).toEqual(cardsIn(beans).map((card) => [card]));
    expect(cardsIn(beans)).toHaveLength(9);
    // The next page asked for as the visitor reaches for the button, and rendered ahead, hidden.
    const more = beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
    act(() => more.focus());
    await act(async () => {
      await vi.waitFor(() => expect(productsRequests()).toHaveLength(1), WAIT);
    });
    for (let tries = 0; tries < RENDER_AHEAD_TRIES && beans.querySelectorAll('[hidden] article.rt-card').length < 9; tries += 1) await act(() => new Promise((resolve) => setTimeout(resolve, RENDER_AHEAD_STEP_MS)));
    expect(beans.querySelectorAll('[hidden] article.rt-card')).toHaveLength(9);
    expect(within(grid!).getAllByRole('listitem')).toHaveLength(9);
    await actUntil(
      () => more.click(),
      () => expect(cardsIn(beans)).toHaveLength(18),
    );
    expect(within(beans).getAllByRole('list')).toEqual([grid]);
    expect(cardsOfItems(grid!)).toEqual(cardsIn(beans).map((card) => [card]));
  });
});
