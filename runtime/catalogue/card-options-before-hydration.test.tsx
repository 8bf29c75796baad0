// @vitest-environment jsdom
/**
 * A published shop's card option of the `radio` widget is native radio buttons: a visitor who picks
 * "500 g" before the catalogue has hydrated sees it checked at once, by the browser. The card
 * hydrates with the server's selection (250 g) and takes the radio's value in as a choice made then
 * (checked-before-hydration.ts): the radio stays on 500 g, and the price and the cart follow it.
 */
import { act, startTransition } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createDetachedServices, createSiteStores, preloadPageParts, Site } from '../index';
import { oneProductShopPage } from './one-product-shop.test-support';
import { cartStoreOf } from '../cart/model';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const BLEND = {
  id: 'blend',
  title: 'House Blend',
  options: [{ id: 'weight', name: 'Weight', widget: 'radio', values: [{ id: 'w250', name: '250 g' }, { id: 'w500', name: '500 g' }] }],
  variants: [
    { id: 'blend-250', price: 14, quantity: 5, optionValueIds: ['w250'] },
    { id: 'blend-500', price: 26.5, quantity: 5, optionValueIds: ['w500'] },
  ],
};

const shopPage = () => oneProductShopPage(BLEND, ['name', 'options', 'price', 'button']);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('a card option picked on its native radio before the catalogue hydrated', () => {
  it('is the card’s choice once hydrated: the radio stays on 500 g, the card shows its price and adds its variant', async () => {
    const page = shopPage();
    await preloadPageParts(page);
    const serverServices = createDetachedServices();
    const html = renderToString(<Site page={page} mode="run" viewport="desktop" services={serverServices} stores={createSiteStores(serverServices.storage)} hydrating />);
    const services = createDetachedServices();
    const stores = createSiteStores(services.storage);
    const site = (hydrating: boolean) => <Site page={page} mode="run" viewport="desktop" services={services} stores={stores} hydrating={hydrating} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const radios = () => [...container.querySelectorAll<HTMLInputElement>('[data-option="weight"] input[type="radio"]')];
    const price = () => container.querySelector('.rt-card__price-now')?.textContent;
    expect(radios().map((radio) => radio.checked)).toEqual([true, false]);
    expect(price()).toBe('$14.00');

    // The visitor clicks "500 g" while the catalogue's code is on its way: the browser checks it.
    radios()[1]!.click();
    await act(async () => {
      root = hydrateRoot(container, site(true));
    });
    // The host hands over once hydrated (publish/hydrate-page.tsx), in a transition: the card renders again.
    await act(async () => startTransition(() => root!.render(site(false))));

    expect({ checked: radios().map((radio) => radio.checked), price: price() }).toEqual({ checked: [false, true], price: '$26.50' });
    act(() => container.querySelector<HTMLButtonElement>('article.rt-card button.rt-card__button')!.click());
    expect(cartStoreOf(stores).getState().items.map((item) => item.variantId)).toEqual(['blend-500']);
  });
});
