// @vitest-environment jsdom
/**
 * A card on a page the browser translates (Chrome's built-in translation wraps every text node,
 * tests/support/translate.ts): its name's cart action goes off with a variant that cannot be
 * ordered and comes back with one that can (spec 000 §4, §5). Each time the name keeps its box: bare
 * text in the heading between the two, the translator's by then, was a node React could not remove,
 * and the whole PRODUCTS section failed.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDetachedServices, createSiteStores, preloadPageParts, Site } from '../index';
import { oneProductShopPage } from './one-product-shop.test-support';
import { simulateTranslation } from '../../tests/support/translate';
import { cartStoreOf } from '../cart/model';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** Its espresso grind is sold out; whole bean can be ordered. */
const COFFEE = {
  id: 'coffee',
  title: 'Guatemala Huehuetenango',
  options: [{ id: 'grind', name: 'Grind', widget: 'radio', values: [{ id: 'bean', name: 'Whole bean' }, { id: 'espresso', name: 'Espresso' }] }],
  variants: [
    { id: 'coffee-bean', price: 17, quantity: 5, optionValueIds: ['bean'] },
    { id: 'coffee-espresso', price: 17, quantity: 0, optionValueIds: ['espresso'] },
  ],
};

/** A mug of which the shop has two: a cart that holds both refuses another (spec 000 §5). */
const MUG = { id: 'mug', title: 'Diner Mug', variants: [{ id: 'mug-white', price: 15.5, quantity: 2 }] };

/** One card whose name and photo put the product in the cart (the name's action is a pointer shortcut). */
const shopPage = (product: object) => oneProductShopPage(product, ['name', 'options', 'available', 'button'], { name: true, media: true });

afterEach(() => vi.restoreAllMocks());

async function renderShop(product: object) {
  const page = shopPage(product);
  await preloadPageParts(page);
  const services = createDetachedServices();
  const stores = createSiteStores(services.storage);
  const { container } = render(<Site page={page} mode="run" viewport="desktop" services={services} stores={stores} />);
  return { container, stores, availability: () => container.querySelector('[data-card-element="available"]')?.textContent };
}

describe('a card on a page the browser translates', () => {
  it('survives a sold-out variant chosen and left again: the section stays, with the product’s name and its availability', async () => {
    // A part that fails is logged by its guard: none may.
    const errors = vi.spyOn(console, 'error');
    const { container, availability } = await renderShop(COFFEE);
    const choose = (grind: string) => act(() => fireEvent.click(screen.getByRole('radio', { name: grind })));
    expect(availability()).toMatch(/^In stock/);
    simulateTranslation(container);

    await choose('Espresso');
    expect(availability()).toBe('Out of stock');
    // The translator takes the text that came with the change too.
    simulateTranslation(container);

    await choose('Whole bean');
    expect(screen.getByRole('heading', { name: 'Guatemala Huehuetenango' })).toBeTruthy();
    expect(availability()).toMatch(/^In stock/);
    expect(errors).not.toHaveBeenCalled();
  });

  it('survives a cart that held the whole stock lowered again: the name takes its cart action back', async () => {
    const errors = vi.spyOn(console, 'error');
    const { container, stores } = await renderShop(MUG);
    const add = screen.getByRole('button', { name: /Add to cart/ });
    act(() => add.click());
    act(() => add.click());
    // The cart refuses a third: the name's cart action is off.
    const nameAction = () => container.querySelector('.rt-card__name .rt-card__surface--action');
    expect(nameAction()).toBeNull();
    simulateTranslation(container);

    const cart = cartStoreOf(stores);
    act(() => cart.getState().setCount(cart.getState().items[0]!.id, 1));
    expect(screen.getByRole('heading', { name: 'Diner Mug' })).toBeTruthy();
    expect(nameAction()).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
