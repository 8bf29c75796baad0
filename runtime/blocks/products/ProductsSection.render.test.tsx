// @vitest-environment jsdom
/** What the PRODUCTS section renders: the published first pages, empty views, admin, cart data, card options, the options modal, prices and bad product data. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { productAnswer } from '../../../sandbox/sandbox';
import { TEST_SEED } from '../../../scenarios/test-seed';
import { type Json, beansOnly, buttonOf, card, cardIds, cardsIn, host, list, mount, names, oldPriceOf, priceOf, remount, sandbox, scrolled, section, seedIds, shopCatalogue, smallPage, titles } from '../../../tests/support/products-section-fixture';
import { cartStoreOf } from '../../cart/cart-store';
import { catalogueStoreOf } from '../../catalogue';
import { own } from '../../safety/own-records';
import { preloadStandardParts } from '../../site/registry';
import { shopSeed } from '../../../scenarios/shop/seed';

describe('PRODUCTS: the published first pages (spec 000 §1, §3 Category, §9 "default products per page: 9")', () => {
  it('renders 9 cards per tab with their names, in every tab of the shop catalogue (spec 000 §1, §9)', () => {
    mount(shopCatalogue(), 'run');
    const tabs = [...section('catalogue').querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['Coffee beans', 'Brewing gear', 'Cups & mugs', 'Treats & pantry', 'Gift sets']);
    // Only the shown tab's cards exist at first; another tab's are created when it is opened.
    expect(section('catalogue').querySelectorAll('[data-category]')).toHaveLength(1);
    const open = (title: string) =>
      act(() => [...section('catalogue').querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((tab) => tab.textContent === title)!.click());
    for (const [categoryId, title] of [['beans', 'Coffee beans'], ['gear', 'Brewing gear'], ['cups', 'Cups & mugs'], ['treats', 'Treats & pantry']] as const) {
      open(title);
      const panel = list('catalogue', categoryId);
      expect(cardIds(panel)).toEqual(seedIds(categoryId, 0, 9));
      expect(names(panel)).toEqual(titles(categoryId, 0, 9));
    }
    // Gifts has only 8 products (7 and the priceless one added later; the hidden one is left out): all of them, and no load-more.
    open('Gift sets');
    expect(names(list('catalogue', 'gifts'))).toEqual(titles('gifts', 0, 8));
    expect(names(list('catalogue', 'gifts'))).toContain('Private Cupping Morning');
    expect(names(list('catalogue', 'gifts'))).not.toContain('Winter Solstice Gift Box');
    expect(list('catalogue', 'gifts').querySelector('.rt-catalogue__more-button')).toBeNull();
    expect(list('catalogue', 'beans').querySelector('.rt-catalogue__more-button')?.textContent).toBe('Show more');
    // The single-category gear section: 8 a page (its max_count), and the pagination bar.
    expect(names(list('gear', 'gear'))).toEqual(titles('gear', 0, 8));
    expect(list('gear', 'gear').querySelector('[aria-current="page"]')?.textContent).toBe('1');
    // A products section: exactly its product ids, in their order.
    expect(cardIds(list('gifts', 'products'))).toEqual(['7', '1', '758', '309']);
  });

  it('shows the first tab and hides the others (spec 000 §4 Tabs "exactly one tab is active")', () => {
    mount(shopCatalogue({ sections: ['catalogue'] }), 'run');
    const panels = [...section('catalogue').querySelectorAll<HTMLElement>('.rt-tabs__panel')];
    expect(panels.filter((panel) => !panel.hidden)).toHaveLength(1);
    expect(panels.find((panel) => !panel.hidden)?.querySelector('[data-category]')?.getAttribute('data-category')).toBe('beans');
  });

  it('the hash #tab{categoryId} opens that tab (spec 000 §2 "tab links have the form #tab{categoryId}")', () => {
    window.history.replaceState(null, '', '/shop#tabcups');
    // The hash is read through the location service: the browser set reads the window's address.
    mount(shopCatalogue({ sections: ['catalogue'] }), 'run', 'browser');
    expect(section('catalogue').querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Cups & mugs');
    expect(list('catalogue', 'cups').closest<HTMLElement>('.rt-tabs__panel')?.hidden).toBe(false);
    expect(list('catalogue', 'beans').closest<HTMLElement>('.rt-tabs__panel')?.hidden).toBe(true);
  });

  it('a #tab{categoryId} link opens its tab every time it is followed: a visitor\u2019s pick writes its own #tab{id} in place, so the link is a change of hash again (spec 000 §2)', async () => {
    mount(shopCatalogue({ sections: ['catalogue'] }), 'run', 'browser');
    const selectedTab = () => section('catalogue').querySelector('[role="tab"][aria-selected="true"]')?.textContent;
    const menuLink = document.body.appendChild(Object.assign(document.createElement('a'), { href: '#tabcups', textContent: 'Our cups' }));
    // A followed link: jsdom sends its hashchange a task later. Each follow here is a change of hash
    // (the address has none at first, then the pick's own), so that event comes, and is awaited.
    const follow = () =>
      act(async () => {
        expect(window.location.hash).not.toBe('#tabcups');
        const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
        menuLink.click();
        await changed;
      });
    const pick = (title: string) => act(() => [...section('catalogue').querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((tab) => tab.textContent === title)!.click());
    try {
      await follow();
      expect(selectedTab()).toBe('Cups & mugs');
      pick('Coffee beans');
      expect(selectedTab()).toBe('Coffee beans');
      expect(window.location.hash).toBe('#tabbeans');
      await follow();
      expect(selectedTab()).toBe('Cups & mugs');
      // A pick of the tab the hash already selects leaves the hash as it is.
      pick('Cups & mugs');
      expect(window.location.hash).toBe('#tabcups');
    } finally {
      menuLink.remove();
    }
  });

  it('in admin a pick leaves the address alone (policy hashWrites)', () => {
    window.history.replaceState(null, '', '/shop#menu');
    mount(shopCatalogue({ sections: ['catalogue'] }), 'admin', 'browser');
    act(() => [...section('catalogue').querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((tab) => tab.textContent === 'Brewing gear')!.click());
    expect(section('catalogue').querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Brewing gear');
    expect(window.location.hash).toBe('#menu');
  });

  it('the hash #product{id} opens the tab holding the product; that card bears the id and is scrolled into view (spec 000 §2 "the hash may match an anchor name or an element id")', () => {
    window.history.replaceState(null, '', '/shop#product918');
    mount(shopCatalogue({ sections: ['catalogue'] }), 'run', 'browser');
    expect(section('catalogue').querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Treats & pantry');
    const named = host.ownerDocument.getElementById('product918');
    expect(named?.closest('[data-category]')).toBe(list('catalogue', 'treats'));
    expect(named).toBe(card(list('catalogue', 'treats'), '918'));
    expect(scrolled.mock.contexts).toContain(named);
    // Every card of the published pages bears its name, once.
    expect(card(list('catalogue', 'treats'), seedIds('treats', 0, 1)[0]!).id).toBe(`product${seedIds('treats', 0, 1)[0]}`);
  });

  it('without tabs the card bears its #product{id} too, and the hash scrolls it into view (spec 000 §2)', () => {
    window.history.replaceState(null, '', '/shop#product5');
    mount(smallPage(), 'run', 'browser');
    const named = host.ownerDocument.getElementById('product5');
    expect(named).toBe(card(section('shop'), '5'));
    expect(scrolled.mock.contexts).toEqual([named]);
  });

  it('a product two sections show bears its #product{id} in the first section on the page only: an id is once in a document', () => {
    mount(shopCatalogue({ sections: ['catalogue', 'gear'] }), 'run');
    const kettle = seedIds('gear', 0, 1)[0]!;
    const bearers = () => [...host.querySelectorAll<HTMLElement>('[id]')].filter((element) => element.id === `product${kettle}`);
    // The gear section shows it, but the catalogue (first on the page) names it: in its gear tab, not opened yet.
    expect(card(list('gear', 'gear'), kettle).id).toBe('');
    expect(bearers()).toEqual([]);
    act(() => [...section('catalogue').querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((tab) => tab.textContent === 'Brewing gear')!.click());
    expect(bearers()).toEqual([card(list('catalogue', 'gear'), kettle)]);
    const ids = [...host.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows price, old price, article and availability of each card\u2019s first variant (spec 000 §1)', () => {
    mount(beansOnly(), 'run');
    const beans = list('catalogue', 'beans');
    expect(priceOf(card(beans, '8'))).toBe('$14.00');
    expect(oldPriceOf(card(beans, '8'))).toBeNull();
    expect(card(beans, '8').querySelector('.rt-card__article')?.textContent).toBe('Art. HCR-BN-0008-G250-WB');
    expect(card(beans, '8').querySelector('.rt-card__available')?.textContent).toBe('In stock: 4');
    // Product 9 is on sale: the old price shows, struck through.
    expect(priceOf(card(beans, '9'))).toBe('$16.00');
    expect(oldPriceOf(card(beans, '9'))).toBe('$19.00');
    expect(card(beans, '15').querySelector('.rt-card__available')?.textContent).toBe('In stock');
  });

  it('a sold-out or closed product has a disabled button with the reason as its tip, and no cart action on its name (spec 000 §5)', () => {
    mount(beansOnly(), 'run');
    const beans = list('catalogue', 'beans');
    const soldOut = card(beans, '10');
    expect(soldOut.dataset.refusal).toBe('out_of_stock');
    expect(buttonOf(soldOut).getAttribute('aria-disabled')).toBe('true');
    expect(soldOut.querySelector('[role="tooltip"]')?.textContent).toBe('Out of stock');
    expect(soldOut.querySelector('.rt-card__name [data-action]')).toBeNull();
    expect(soldOut.querySelector('.rt-card__available')?.textContent).toBe('Out of stock');
    const closed = card(beans, '14');
    expect(closed.dataset.refusal).toBe('not_orderable');
    expect(closed.querySelector('[role="tooltip"]')?.textContent).toBe('Not available for order');
    // An orderable card: enabled, no tip, the name adds to the cart too.
    const open = card(beans, '8');
    expect(buttonOf(open).getAttribute('aria-disabled')).toBeNull();
    expect(open.querySelector('[role="tooltip"]')).toBeNull();
    expect(open.querySelector('.rt-card__name [data-action="cart"]')).not.toBeNull();
  });

  it('product-page actions are links to the product, in a new tab when blank, whatever the stock (spec 000 §2, §5)', () => {
    mount(shopCatalogue({ sections: ['gifts'] }), 'run');
    const gifts = list('gifts', 'products');
    const link = card(gifts, '7').querySelector<HTMLAnchorElement>('a.rt-card__button');
    expect(link?.getAttribute('href')).toBe('/shop/harbor-gift-card/');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.textContent).toBe('View gift');
    expect(gifts.querySelector('button.rt-card__button')).toBeNull();
  });
});

describe('PRODUCTS: empty views (spec 000 §2, §8: ecommerce::section::empty and ecommerce::card::empty)', () => {
  it('an empty catalogue shows the empty-section text (spec 000 §8 ecommerce::section::empty)', () => {
    for (const page of [smallPage({ categories: [] }), smallPage({ categories: [{ id: 'tea', name: 'Tea' }] })]) {
      mount(page, 'run');
      expect(section('shop').querySelector('[data-catalogue-empty]')?.textContent).toBe('There are no products here yet');
      expect(cardsIn(section('shop'))).toEqual([]);
    }
  });

  it("source 'products' with an unknown id shows the empty-card text for it (spec 000 §8 ecommerce::card::empty)", () => {
    mount(smallPage({ settings: { source: 'products', productIds: ['2', 'ghost', '20'] }, categories: [] }), 'run');
    const shown = section('shop');
    expect([...shown.querySelectorAll<HTMLElement>('article.rt-card')].map((element) => element.dataset.productId)).toEqual(['2', 'ghost', '20']);
    const empty = shown.querySelector<HTMLElement>('[data-card-empty]');
    expect(empty?.dataset.productId).toBe('ghost');
    expect(empty?.textContent).toBe('No product selected for this card');
    expect(names(shown)).toEqual(['Dockside Espresso', 'Gift Card']);
  });
});

describe('PRODUCTS in admin (spec 000 §4 "a load is ignored if the mode is not preview/run", §6)', () => {
  it('load-more makes no request and shows the admin note (spec 000 §4, §6)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { fetched, events } = mount(beansOnly(), 'admin');
      const beans = list('catalogue', 'beans');
      act(() => beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!.click());
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      expect(fetched).not.toHaveBeenCalled();
      expect(sandbox.log.entries()).toEqual([]);
      expect(cardsIn(beans)).toHaveLength(9);
      expect(beans.querySelector('[role="note"]')?.textContent).toBe('Loading more products works in preview and on the published site');
      expect(events.load).toEqual([{ sectionId: 'catalogue', categoryId: 'beans', page: 2, mode: 'append', outcome: 'ignored' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pagination makes no request either (spec 000 §4, §6)', () => {
    const { fetched, events } = mount(shopCatalogue({ sections: ['gear'] }), 'admin');
    const gear = list('gear', 'gear');
    act(() => gear.querySelector<HTMLButtonElement>('button[aria-label="Page 2"]')!.click());
    expect(fetched).not.toHaveBeenCalled();
    expect(gear.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    expect(events.load).toEqual([{ sectionId: 'gear', categoryId: 'gear', page: 2, mode: 'replace', outcome: 'ignored' }]);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it("\"Add to cart\" leaves the cart empty and emits 'catalogue:cart' with applied false (policy catalogueCartActions)", () => {
    const { stores, events } = mount(beansOnly(), 'admin');
    const blend = card(list('catalogue', 'beans'), '8');
    expect(buttonOf(blend).textContent).toBe('Add to cart');
    act(() => buttonOf(blend).click());
    expect(cartStoreOf(stores).getState().items).toEqual([]);
    expect(events.cart).toEqual([{ sectionId: 'catalogue', productId: '8', variantId: '8-1', action: 'cart', applied: false }]);
    // The note's line is kept (so a first add does not move the button), but says nothing.
    expect(blend.querySelector('[data-in-cart]')).toBeNull();
    expect(blend.querySelector('.rt-card__in-cart')?.textContent).toBe('');
  });
});

describe('PRODUCTS for visitors: the cart (spec 000 §3 "a variant provides its cart data", §5)', () => {
  it('"Add to cart" puts the current variant into the cart store (spec 000 §4, spec 001 §3)', () => {
    const { stores, events } = mount(beansOnly(), 'run');
    const blend = card(list('catalogue', 'beans'), '8');
    act(() => buttonOf(blend).click());
    expect(cartStoreOf(stores).getState().items).toEqual([
      expect.objectContaining({ id: '8:8-1', type: 'product', productId: '8', variantId: '8-1', count: 1, price: 14, orderPrice: 14, title: 'Harbor House Blend', quantity: 4 }),
    ]);
    expect(events.cart).toEqual([{ sectionId: 'catalogue', productId: '8', variantId: '8-1', action: 'cart', applied: true }]);
    expect(blend.querySelector('.rt-card__in-cart')?.textContent).toBe('In cart: 1');
    // A click on the name applies the same action (the pointer's shortcut: the button is the keyboard's).
    act(() => blend.querySelector<HTMLElement>('.rt-card__name [data-action="cart"]')!.click());
    expect(cartStoreOf(stores).getState().items[0]?.count).toBe(2);
  });

  it('once the cart holds the whole stock of a variant, its button is disabled with the reason as its tip, and another click adds nothing (spec 000 §5)', () => {
    const { stores, events } = mount(beansOnly(), 'run');
    const blend = card(list('catalogue', 'beans'), '8');
    expect(blend.querySelector('.rt-card__available')?.textContent).toBe('In stock: 4');
    for (let click = 0; click < 4; click += 1) act(() => buttonOf(blend).click());
    expect(cartStoreOf(stores).getState().items.map((item) => [item.id, item.count])).toEqual([['8:8-1', 4]]);
    expect(blend.dataset.refusal).toBe('stock_limit');
    expect(buttonOf(blend).getAttribute('aria-disabled')).toBe('true');
    expect(blend.querySelector('[role="tooltip"]')?.textContent).toBe('Your cart already holds all there is in stock');
    expect(blend.querySelector('.rt-card__name [data-action]')).toBeNull();
    act(() => buttonOf(blend).click());
    expect(cartStoreOf(stores).getState().items[0]?.count).toBe(4);
    expect(events.cart).toHaveLength(4);
    // Another weight is another line: it can be added; fewer in the cart, the first takes one again.
    act(() => blend.querySelector<HTMLInputElement>('[data-option="weight"] input[value="weight:kg1"]')!.click());
    expect(buttonOf(blend).getAttribute('aria-disabled')).toBeNull();
    act(() => blend.querySelector<HTMLInputElement>('[data-option="weight"] input[value="weight:g250"]')!.click());
    act(() => cartStoreOf(stores).getState().setCount('8:8-1', 3));
    expect(buttonOf(blend).getAttribute('aria-disabled')).toBeNull();
    expect(blend.querySelector('[role="tooltip"]')).toBeNull();
  });

  it('a refused card adds nothing, from its button or its name (spec 000 §5)', () => {
    const { stores, events } = mount(beansOnly(), 'run');
    const soldOut = card(list('catalogue', 'beans'), '10');
    act(() => buttonOf(soldOut).click());
    act(() => soldOut.querySelector<HTMLElement>('.rt-card__name')!.click());
    expect(cartStoreOf(stores).getState().items).toEqual([]);
    expect(events.cart).toEqual([]);
  });

  it.each(['toString', 'constructor'])('a published product whose id is "%s", a name of Object.prototype, reaches the site\u2019s store: a button01 on the page adds it (safety/own-records.ts)', async (id) => {
    // The button01 is a standard part: its code is awaited first, as every host that renders a page whole does.
    await preloadStandardParts();
    const answer = productAnswer(shopSeed.products.find((product) => product.id === '8')!);
    const product = { ...answer, id, variants: answer.variants.map((variant) => ({ ...variant, productId: id })) };
    const { stores } = mount(
      {
        settings: { ecommerce: { allowPreorder: true } },
        sections: [
          { id: 'shop', type: 'PRODUCTS', categories_enabled: false, categories: [{ id: 'house', name: 'House', products: [product] }] },
          { id: 'buy', type: 'FREE', elements: [{ id: 'add', type: 'button01', data: { text: 'Add', action: { type: 'cart', productId: id } } }] },
        ],
      },
      'run',
    );
    expect(own(catalogueStoreOf(stores).getState().products, id)?.id).toBe(id);
    act(() => host.querySelector<HTMLElement>('[data-element-id="add"] .rt-button')!.click());
    await waitFor(() => expect(cartStoreOf(stores).getState().items.map((item) => item.productId)).toEqual([id]));
  });
});

describe('PRODUCTS: card options (spec 000 §4 "selecting an option changes the current variant")', () => {
  it('choosing a radio value re-renders the price, the article and the availability (spec 000 §4)', () => {
    const { stores } = mount(beansOnly(), 'run');
    const blend = card(list('catalogue', 'beans'), '8');
    const kilo = blend.querySelector<HTMLInputElement>('[data-option="weight"] input[value="weight:kg1"]')!;
    act(() => kilo.click());
    expect(kilo.checked).toBe(true);
    expect(priceOf(blend)).toBe('$48.00');
    expect(blend.querySelector('.rt-card__article')?.textContent).toBe('Art. HCR-BN-0008-KG1-WB');
    expect(blend.querySelector('.rt-card__available')?.textContent).toBe('In stock: 2');
    expect(blend.dataset.variantId).toBe('8-11');
    act(() => blend.querySelector<HTMLInputElement>('[data-option="weight"] input[value="weight:g500"]')!.click());
    expect(priceOf(blend)).toBe('$26.50');
    // The cart gets the chosen variant.
    act(() => buttonOf(blend).click());
    expect(cartStoreOf(stores).getState().items.map((item) => item.id)).toEqual(['8:8-6']);
  });

  it('choosing a block value re-renders the price and the old price (spec 000 §4)', () => {
    mount(beansOnly(), 'run');
    const dockside = card(list('catalogue', 'beans'), '9');
    act(() => dockside.querySelector<HTMLButtonElement>('[data-option="weight"] button[data-value="kg1"]')!.click());
    expect(priceOf(dockside)).toBe('$54.00');
    expect(oldPriceOf(dockside)).toBe('$65.00');
    expect(dockside.querySelector('[data-option="weight"] button[data-value="kg1"]')?.getAttribute('aria-checked')).toBe('true');
  });

  it('a value with no variant is disabled and cannot be chosen (shop product 12) (spec 000 §4)', () => {
    mount(beansOnly(), 'run');
    const kenya = card(list('catalogue', 'beans'), '12');
    const kilo = kenya.querySelector<HTMLButtonElement>('[data-option="weight"] button[data-value="kg1"]')!;
    expect(kilo.dataset.state).toBe('disabled');
    expect(kilo.getAttribute('aria-disabled')).toBe('true');
    act(() => kilo.click());
    expect(kilo.getAttribute('aria-checked')).toBe('false');
    expect(priceOf(kenya)).toBe('$23.00');
  });

  it('choosing from the dropdown list, then a locked value, moves the other option (shop product 11) (spec 000 §4)', () => {
    mount(beansOnly(), 'run');
    const huila = card(list('catalogue', 'beans'), '11');
    const grind = huila.querySelector<HTMLButtonElement>('[data-option="grind"] button[aria-haspopup="listbox"]')!;
    expect(grind.textContent).toBe('Whole bean');
    act(() => grind.click());
    const espresso = [...huila.querySelectorAll<HTMLElement>('[data-option="grind"] [role="option"]')].find((option) => option.textContent?.startsWith('Espresso'))!;
    act(() => espresso.click());
    expect(grind.textContent).toBe('Espresso');
    expect(huila.dataset.variantId).toBe('11-2');
    const kilo = huila.querySelector<HTMLElement>('[data-option="weight"] label:has(input[value="weight:kg1"])')!;
    expect(kilo.dataset.state).toBe('locked');
    act(() => kilo.querySelector('input')!.click());
    expect(huila.dataset.variantId).toBe('11-8');
    expect(grind.textContent).toBe('Whole bean');
    expect(priceOf(huila)).toBe('$65.00');
  });
});

describe('PRODUCTS: the options modal (spec 000 §4 "the card\u2019s cart action is either cart or options modal")', () => {
  it('the modal cart action opens the options modal (its code loaded on demand); adding from it fills the cart and closes it (spec 000 §4)', async () => {
    const { stores, events } = mount(shopCatalogue({ sections: ['gear'] }), 'run');
    const gear = list('gear', 'gear');
    const kettle = card(gear, '308');
    expect(buttonOf(kettle).textContent).toBe('Choose options');
    act(() => buttonOf(kettle).click());
    // Its code was not on the page: the modal shows once it has loaded.
    expect(section('gear').querySelector('dialog.rt-options-modal')).toBeNull();
    const dialog = await waitFor(() => section('gear').querySelector<HTMLDialogElement>('dialog.rt-options-modal') ?? Promise.reject(new Error('no options modal yet')));
    expect(dialog.querySelector('.rt-options-modal__title')?.textContent).toBe('Harbor Gooseneck Kettle');
    expect(cartStoreOf(stores).getState().items).toEqual([]);
    // The modal shares the card's selection: choosing here changes the card too.
    act(() => dialog.querySelector<HTMLInputElement>('[data-option="capacity"] input[value="capacity:l12"]')!.click());
    expect(dialog.querySelector('.rt-card__price-now')?.textContent).toBe('$68.00');
    expect(priceOf(kettle)).toBe('$68.00');
    act(() => dialog.querySelector<HTMLButtonElement>('.rt-options-modal__add')!.click());
    expect(cartStoreOf(stores).getState().items.map((item) => [item.id, item.count])).toEqual([['308:308-7', 1]]);
    expect(section('gear').querySelector('dialog.rt-options-modal')).toBeNull();
    expect(events.cart).toEqual([
      { sectionId: 'gear', productId: '308', variantId: '308-1', action: 'modal', applied: false },
      { sectionId: 'gear', productId: '308', variantId: '308-7', action: 'modal', applied: true },
    ]);
  });

  it('the modal refuses to add a variant whose whole stock the cart holds, with the reason as its tip; the card still opens it for the others (spec 000 §5)', async () => {
    const { stores } = mount(shopCatalogue({ sections: ['gear'] }), 'run');
    const kettle = card(list('gear', 'gear'), '308');
    const openModal = async () => {
      act(() => buttonOf(kettle).click());
      return waitFor(() => section('gear').querySelector<HTMLDialogElement>('dialog.rt-options-modal') ?? Promise.reject(new Error('no options modal yet')));
    };
    let dialog = await openModal();
    act(() => dialog.querySelector<HTMLInputElement>('[data-option="capacity"] input[value="capacity:l12"]')!.click());
    act(() => dialog.querySelector<HTMLButtonElement>('.rt-options-modal__add')!.click());
    // 1.2 l in matte black: 8 in stock, all of them in the cart.
    act(() => cartStoreOf(stores).getState().setCount('308:308-7', 8));
    expect(buttonOf(kettle).getAttribute('aria-disabled')).toBeNull();
    dialog = await openModal();
    const add = dialog.querySelector<HTMLButtonElement>('.rt-options-modal__add')!;
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(dialog.querySelector('[role="tooltip"]')?.textContent).toBe('Your cart already holds all there is in stock');
    act(() => add.click());
    expect(cartStoreOf(stores).getState().items.map((item) => [item.id, item.count])).toEqual([['308:308-7', 8]]);
    expect(section('gear').querySelector('dialog.rt-options-modal')).not.toBeNull();
  });

  it('in admin the modal opens but adding from it leaves the cart empty (policy catalogueCartActions)', async () => {
    const { stores, events } = mount(shopCatalogue({ sections: ['gear'] }), 'admin');
    act(() => buttonOf(card(list('gear', 'gear'), '308')).click());
    const dialog = await waitFor(() => section('gear').querySelector<HTMLDialogElement>('dialog.rt-options-modal') ?? Promise.reject(new Error('no options modal yet')));
    act(() => dialog.querySelector<HTMLButtonElement>('.rt-options-modal__add')!.click());
    expect(cartStoreOf(stores).getState().items).toEqual([]);
    expect(events.cart.at(-1)).toEqual({ sectionId: 'gear', productId: '308', variantId: '308-1', action: 'modal', applied: false });
    act(() => dialog.querySelector<HTMLButtonElement>('.rt-options-modal__close')!.click());
    expect(section('gear').querySelector('dialog.rt-options-modal')).toBeNull();
  });
});

describe('PRODUCTS: a product the shop hid, on a page published before (spec 001 §3 Product visible)', () => {
  const answer = productAnswer(TEST_SEED.products[4]!);
  const hidden = { ...answer, visible: false };
  const page = () =>
    smallPage({ categories: [{ id: 'beans', name: 'Beans', products: [hidden] }], settings: { style_card: { actions: { button: 'cart', cart: 'cart', name: true }, elements_list: ['name', 'available', 'price', 'button'] } } });

  it('its card refuses the order: the button disabled with "Not available for order" as its tip, the availability saying so, and nothing goes to the cart (spec 000 §5, spec 001 §4 not_available)', () => {
    const { stores, events } = mount(page(), 'run');
    const shown = card(section('shop'), hidden.id);
    expect(shown.dataset.refusal).toBe('not_orderable');
    expect(buttonOf(shown).getAttribute('aria-disabled')).toBe('true');
    expect(shown.querySelector('[role="tooltip"]')?.textContent).toBe('Not available for order');
    expect(shown.querySelector('.rt-card__available')?.textContent).toBe('Not available for order');
    act(() => buttonOf(shown).click());
    act(() => shown.querySelector<HTMLElement>('.rt-card__name')!.click());
    expect(cartStoreOf(stores).getState().items).toEqual([]);
    expect(events.cart).toEqual([]);
  });
});

describe('PRODUCTS: categories not shown as tabs (categories_enabled false; spec 000 §1 "catalogue categories can be shown as tabs")', () => {
  it('shows every category\u2019s products, one list after another, each with its own load-more', () => {
    mount(smallPage({ categories_enabled: false, categories: [{ id: 'beans' }, { id: 'treats' }] }), 'run');
    const shop = section('shop');
    expect(shop.querySelector('[role="tablist"]')).toBeNull();
    expect([...shop.querySelectorAll<HTMLElement>('[data-category]')].map((element) => element.dataset.category)).toEqual(['beans', 'treats']);
    expect(names(list('shop', 'beans'))).toContain('Harbor House Blend');
    expect(names(list('shop', 'treats'))).toContain('Butter Croissant');
  });

  it('leaves out a category without products rather than saying "no products here" above the others (spec 000 §8 ecommerce::section::empty)', () => {
    mount(smallPage({ categories_enabled: false, categories: [{ id: 'nothing-here', name: 'New', count: 0, products: [] }, { id: 'treats' }] }), 'run');
    const shop = section('shop');
    expect(shop.querySelector('[data-catalogue-empty]')).toBeNull();
    expect([...shop.querySelectorAll<HTMLElement>('[data-category]')].map((element) => element.dataset.category)).toEqual(['treats']);
    expect(names(shop)).toContain('Butter Croissant');
  });

  it('a #tab{categoryId} link scrolls to that category\u2019s list, which bears the name: at load and on every change of hash (spec 000 §2 "tab links have the form #tab{categoryId}")', async () => {
    window.history.replaceState(null, '', '/shop#tabtreats');
    mount(smallPage({ categories_enabled: false, categories: [{ id: 'beans' }, { id: 'treats' }] }), 'run', 'browser');
    const treats = list('shop', 'treats');
    expect(scrolled.mock.contexts).toEqual([treats]);
    expect(treats.id).toBe('tabtreats');
    expect(list('shop', 'beans').id).toBe('tabbeans');
    // A followed link: jsdom sends its hashchange a task later.
    await act(async () => {
      const changed = new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
      window.location.hash = '#tabbeans';
      await changed;
    });
    expect(scrolled.mock.contexts).toEqual([treats, list('shop', 'beans')]);
  });

  it('a #tab{categoryId} link is answered by the first section on the page that shows the category: a list after its tab bar is neither named nor scrolled to', () => {
    window.history.replaceState(null, '', '/shop#tabgear');
    mount(shopCatalogue({ sections: ['catalogue', 'gear'] }), 'run', 'browser');
    expect(section('catalogue').querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Brewing gear');
    const gear = list('gear', 'gear');
    expect(gear.id).toBe('');
    expect(scrolled.mock.contexts).not.toContain(gear);
    expect(host.ownerDocument.getElementById('tabgear')).toBeNull();
  });
});

describe('PRODUCTS: a hash two sections could answer is answered by the first on the page (spec 000 §2 "tab links have the form #tab{categoryId}")', () => {
  /** The shop's catalogue section twice: `top` first, `featured` below it, the same categories as tabs. */
  function twoCatalogues(below: Json[] = []): unknown {
    const page = shopCatalogue({ sections: ['catalogue'], categories: ['beans', 'gear'] }) as { sections: Json[] };
    const first = page.sections[0]!;
    return { ...page, sections: [{ ...first, id: 'top' }, { ...first, id: 'featured', anchor: 'featured' }, ...below] };
  }
  const selectedIn = (sectionId: string) => host.querySelector(`[data-catalogue="${sectionId}"], [data-bundle="${sectionId}"]`)?.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-tab-id');

  /** jsdom has no layout: the tab bars of `top` are on the screen, those of every other section far below it. Returns the page's scrolls down. */
  function layOut(): () => unknown[] {
    const realRect = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.classList.contains('rt-tabs__bar')) {
        const y = this.closest('[data-catalogue="top"]') ? 120 : 2400;
        return { top: y, bottom: y + 48, left: 0, right: 800, width: 800, height: 48, x: 0, y, toJSON: () => ({}) } as DOMRect;
      }
      return realRect.call(this);
    });
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    return () => scrollBy.mock.calls.filter(([options]) => typeof options === 'object' && ((options as ScrollToOptions).top ?? 0) > 0);
  }

  /** A menu link followed: the browser moves the hash and fires hashchange. */
  const follow = (hash: string) =>
    act(async () => {
      const oldURL = window.location.href;
      window.history.pushState(null, '', hash);
      window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: window.location.href }));
    });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a link to #tabgear opens the tab in the first catalogue only, and does not scroll the page down to the second one', async () => {
    mount(twoCatalogues(), 'run', 'browser');
    const scrolledDown = layOut();
    await follow('#tabgear');
    expect(selectedIn('top')).toBe('gear');
    expect(selectedIn('featured')).toBe('beans');
    expect(scrolledDown(), 'window.scrollBy calls that move the page down to the second catalogue').toEqual([]);
  });

  it('a reload at #tabgear (the address a pick in the first catalogue wrote) opens the first catalogue’s tab, not the second’s', () => {
    window.history.replaceState(null, '', '/shop#tabgear');
    const scrolledDown = layOut();
    mount(twoCatalogues(), 'run', 'browser');
    expect(selectedIn('top')).toBe('gear');
    expect(selectedIn('featured')).toBe('beans');
    expect(scrolledDown()).toEqual([]);
  });

  it('a pick in the second catalogue writes no link the first answers: followed again it would open the first’s tab', () => {
    mount(twoCatalogues(), 'run', 'browser');
    act(() => section('featured').querySelector<HTMLButtonElement>('[role="tab"][data-tab-id="gear"]')!.click());
    expect(selectedIn('featured')).toBe('gear');
    expect(window.location.hash).toBe('');
    // The first catalogue's pick is its own link.
    act(() => section('top').querySelector<HTMLButtonElement>('[role="tab"][data-tab-id="gear"]')!.click());
    expect(window.location.hash).toBe('#tabgear');
  });

  it('a BUNDLE below whose tab has a category’s id leaves #tab{id} to the catalogue; its own names it answers', async () => {
    await preloadStandardParts();
    const text = (id: string, value: string) => ({ id, type: 'figure', data: { kind: 'text', tag: 'p', text: value } });
    const bundle = { id: 'guides', type: 'BUNDLE', title: 'Guides', tabs: [{ id: 'beans', title: 'Beans', elements: [text('beans-guide', 'How to store beans')] }, { id: 'gear', title: 'Gear', elements: [text('gear-guide', 'How to clean a grinder')] }] };
    mount(twoCatalogues([bundle]), 'run', 'browser');
    await waitFor(() => expect(selectedIn('guides')).toBe('beans'));
    const scrolledDown = layOut();
    await follow('#tabgear');
    expect(selectedIn('top')).toBe('gear');
    expect(selectedIn('guides')).toBe('beans');
    expect(scrolledDown()).toEqual([]);
    // An element only the bundle holds is its own to answer.
    await follow('#gear-guide');
    expect(selectedIn('guides')).toBe('gear');
  });
});

describe('PRODUCTS: a category the owner left without a name', () => {
  it('is named by its id on its tab, whether its name is empty or only spaces: no tab is blank and nameless', () => {
    mount(smallPage({ categories_enabled: true, categories: [{ id: 'beans', name: ' \u00a0 ' }, { id: 'cups', name: '' }, { id: 'gear', name: 'Gear' }] }), 'run');
    const tabs = [...section('shop').querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(tabs).toEqual(['beans', 'cups', 'Gear']);
  });
});

describe('PRODUCTS: prices in the page currency (format.ts: currency from the page, else from the country)', () => {
  it('uses the page currency, else the country\u2019s, always with the currency\u2019s minor units (one format per currency)', () => {
    const priced = (settings: Json) => {
      const page = smallPage({ categories: [{ id: 'treats' }] }) as { settings: Json };
      return { ...page, settings: { ...page.settings, ...settings } };
    };
    mount(priced({ country: 'DE' }), 'run');
    expect(priceOf(card(section('shop'), '17'))).toBe('€3.50');
    expect(priceOf(card(section('shop'), '16'))).toBe('€16.00');
    remount();
    mount(priced({ country: 'DE', currency: 'GBP' }), 'run');
    expect(priceOf(card(section('shop'), '17'))).toBe('£3.50');
  });
});

describe('PRODUCTS: a product without a price (spec 001 §3 noPriceLabel, allowPriceless)', () => {
  const answer = productAnswer(TEST_SEED.products[5]!);
  const priceless = { ...answer, variants: answer.variants.map((variant) => ({ ...variant, price: null })) };
  const shop = (ecommerce: Json) => {
    const page = smallPage({ categories: [{ id: 'beans', name: 'Beans', products: [priceless] }], settings: { style_card: { actions: { button: 'cart', cart: 'cart' }, elements_list: ['name', 'price', 'button'] } } }) as { settings: Json };
    return { ...page, settings: { ...page.settings, ecommerce } };
  };

  it('shows the shop\'s noPriceLabel (else "Price on request") and refuses the order unless the shop takes priceless orders', () => {
    const { stores } = mount(shop({ noPriceLabel: 'Ask for a quote' }), 'run');
    const refused = card(section('shop'), priceless.id);
    expect(priceOf(refused)).toBe('Ask for a quote');
    expect(buttonOf(refused).getAttribute('aria-disabled')).toBe('true');
    act(() => buttonOf(refused).click());
    expect(cartStoreOf(stores).getState().items).toEqual([]);
    remount();
    const allowed = mount(shop({ noPriceLabel: '  ', allowPriceless: true }), 'run');
    const taken = card(section('shop'), priceless.id);
    expect(priceOf(taken)).toBe('Price on request');
    expect(buttonOf(taken).hasAttribute('aria-disabled')).toBe(false);
    act(() => buttonOf(taken).click());
    expect(cartStoreOf(allowed.stores).getState().items.map((item) => [item.productId, item.price, item.count])).toEqual([[priceless.id, null, 1]]);
  });
});

describe('PRODUCTS: bad product data (spec 000 §8; catalogue/product.ts repairs and reports)', () => {
  const good = productAnswer(TEST_SEED.products[4]!);
  const priceless = { ...productAnswer(TEST_SEED.products[5]!), variants: [{ ...productAnswer(TEST_SEED.products[5]!).variants[0]!, price: 'abc' }] };
  const page = () => smallPage({ categories: [{ id: 'beans', name: 'Beans', products: [good, priceless, 'not a product', 42] }] });

  it('admin shows the problems notice; the good cards still render (spec 000 §8)', () => {
    const { log } = mount(page(), 'admin');
    const notice = section('shop').querySelector('.rt-catalogue__problems');
    expect(notice?.querySelector('summary')?.textContent).toBe('3 product data problems; see the console');
    expect([...notice!.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      expect.stringContaining('#6: variant "6-1" has an unreadable price "abc"'),
      'a product that is not an object was left out',
      'a product that is not an object was left out',
    ]);
    expect(names(section('shop'))).toEqual(['Sumatra Mandheling', 'Lighthouse Decaf']);
    expect(log.warn).toHaveBeenCalledWith('section shop: 3 problems in the product data', expect.any(Array));
  });

  it('run mode shows no notice and renders the good cards; an unreadable price reads "Price on request" (spec 000 §8)', () => {
    const { log } = mount(page(), 'run');
    expect(section('shop').querySelector('.rt-catalogue__problems')).toBeNull();
    expect(section('shop').querySelector('[role="note"]')).toBeNull();
    const shown = section('shop');
    expect(names(shown)).toEqual(['Sumatra Mandheling', 'Lighthouse Decaf']);
    expect(priceOf(card(shown, '5'))).toBe('$18.00');
    expect(priceOf(card(shown, '6'))).toBe('Price on request');
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
