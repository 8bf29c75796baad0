// @vitest-environment jsdom
/**
 * The owner's Button style on the catalogue's buttons (spec 000 §3 "Button style: fill, border,
 * shadow, text, icon, wide, high, underline"): the card's button (Card style `button`), the
 * load-more button (Navigation `button_style`) and the options modal's add button draw the style's
 * icon before their label, as button01 does (elements/button01 ButtonContent).
 */
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { type Json, buttonOf, card, list, mount, section, shopCatalogue, smallPage } from '../../../tests/support/products-section-fixture';

const icon = (element: Element | null | undefined) => element?.querySelector('svg.lucide') ?? null;
/** The style's icon is drawn, before the label. */
function expectIconFirst(button: Element) {
  expect(icon(button)).not.toBeNull();
  expect(button.firstElementChild).toBe(icon(button));
}

describe('PRODUCTS: the Button style\u2019s icon on the catalogue\u2019s buttons', () => {
  it('the card button and the load-more button show the icon their style names, before the label; while loading, the spinner takes its place', async () => {
    mount(
      smallPage({
        params: { navigation: { type: 'button', max_count: 3, button_style: { icon: 'arrow-right' } } },
        settings: { style_card: { button: { icon: 'cart' } } },
      }),
      'run',
    );
    const beans = list('shop', 'beans');
    const cardButton = buttonOf(card(beans, '1'));
    expectIconFirst(cardButton);
    const more = beans.querySelector<HTMLButtonElement>('.rt-catalogue__more-button')!;
    expectIconFirst(more);
    expect(more.textContent).toBe('Show more');
    act(() => more.click());
    expect(more.getAttribute('aria-busy')).toBe('true');
    expect(icon(more)).toBeNull();
    expect(more.querySelector('.rt-spinner')).not.toBeNull();
    await waitFor(() => expect(more.hasAttribute('aria-busy')).toBe(false));
    expect(icon(more)).not.toBeNull();
  });

  it('a style without an icon draws none', () => {
    mount(smallPage({ params: { navigation: { type: 'button', max_count: 3 } } }), 'run');
    const beans = list('shop', 'beans');
    expect(icon(buttonOf(card(beans, '1')))).toBeNull();
    expect(icon(beans.querySelector('.rt-catalogue__more-button'))).toBeNull();
  });

  it('the card\u2019s link button (product page) shows its style\u2019s icon', () => {
    const page = shopCatalogue({ sections: ['gifts'] }) as { sections: Json[] };
    const settings = page.sections[0]!.settings as { style_card: { button: Json } };
    settings.style_card.button = { ...settings.style_card.button, icon: 'gift' };
    mount(page, 'run');
    const link = section('gifts').querySelector<HTMLAnchorElement>('a.rt-card__button')!;
    expectIconFirst(link);
  });

  it('the options modal\u2019s add button shows the card button\u2019s icon', async () => {
    mount(shopCatalogue({ sections: ['gear'] }), 'run');
    act(() => buttonOf(card(list('gear', 'gear'), '308')).click());
    const dialog = await waitFor(() => section('gear').querySelector<HTMLDialogElement>('dialog.rt-options-modal') ?? Promise.reject(new Error('no options modal yet')));
    const add = dialog.querySelector<HTMLButtonElement>('.rt-options-modal__add')!;
    expectIconFirst(add);
    expect(add.textContent).toBe('Add to cart');
  });
});
