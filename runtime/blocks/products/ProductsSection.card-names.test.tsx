// @vitest-environment jsdom
/**
 * Which product each card's controls are for
 * (WCAG 2.4.6): a catalogue has one "Add to cart" per card, and in a screen reader's list of
 * buttons, or tabbing from card to card, a bare caption says nothing of the product. The card's
 * button is named by its caption then its product (the caption first, WCAG 2.5.3), its visible
 * text unchanged; the card itself is named by its product's name. Each action is read once, by the
 * control that says it: the name's and the photo's shortcuts to the same action are the pointer's.
 */
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { within } from '@testing-library/react';
import { beansOnly, buttonOf, card, cardsIn, list, mount, shopCatalogue, type Json } from '../../../tests/support/products-section-fixture';
import { cartStoreOf } from '../../cart/cart-store';

const titleOf = (cardElement: HTMLElement) => cardElement.querySelector('.rt-card__name')!.textContent!.trim();
const photoLinkOf = (cardElement: HTMLElement) => cardElement.querySelector<HTMLAnchorElement>('[data-card-element="media"] a')!;

/** The shop's gifts section (photo, name and button link to the product page), its card actions changed. */
function giftsWithActions(actions: Json): unknown {
  const page = shopCatalogue({ sections: ['gifts'] }) as { sections: { settings: { style_card: Json & { actions: Json } } }[] };
  const [gifts] = page.sections;
  const style = gifts!.settings.style_card;
  return { ...page, sections: [{ ...gifts, settings: { ...gifts!.settings, style_card: { ...style, actions: { ...style.actions, ...actions } } } }] };
}

describe('PRODUCTS: card controls say which product', () => {
  it("each card's button is named by its caption and its product, its visible text only the caption", () => {
    mount(beansOnly(), 'run');
    const cards = cardsIn(list('catalogue', 'beans'));
    expect(cards.length).toBeGreaterThan(1);
    for (const cardElement of cards) {
      const button = buttonOf(cardElement);
      const caption = button.textContent!;
      expect(['Add to cart', 'Choose options']).toContain(caption);
      expect(within(cardElement).getByRole('button', { name: `${caption}: ${titleOf(cardElement)}` })).toBe(button);
    }
  });

  it("a card whose button is a link to the product: the link is named with the product too", () => {
    mount(shopCatalogue({ sections: ['gifts'] }), 'run');
    const giftCard = card(list('gifts', 'products'), '7');
    const link = giftCard.querySelector<HTMLAnchorElement>('a.rt-card__button')!;
    expect(link.textContent).toBe('View gift');
    expect(within(giftCard).getByRole('link', { name: `View gift: ${titleOf(giftCard)}` })).toBe(link);
  });

  it('each card is named by its product', () => {
    mount(beansOnly(), 'run');
    const beans = list('catalogue', 'beans');
    for (const cardElement of cardsIn(beans)) expect(within(beans).getByRole('article', { name: titleOf(cardElement) })).toBe(cardElement);
  });
});

describe('PRODUCTS: each action of a card is read once, by the control that says it', () => {
  it('a name that carries the cart action is the pointer\u2019s shortcut to the card\u2019s button: its heading reads the product\u2019s name, no control named by it alone (spec 000 §5)', () => {
    const { stores } = mount(beansOnly(), 'run');
    const cards = cardsIn(list('catalogue', 'beans'));
    expect(cards.length).toBeGreaterThan(1);
    for (const cardElement of cards) {
      const title = titleOf(cardElement);
      expect(within(cardElement).getByRole('heading', { name: title })).toBe(cardElement.querySelector('.rt-card__name'));
      expect(within(cardElement).queryByRole('button', { name: title })).toBeNull();
    }
    // The pointer's click on the name still acts, as the card's button, which the keyboard and a screen reader take, does.
    const blend = card(list('catalogue', 'beans'), '8');
    const nameAction = blend.querySelector<HTMLElement>('.rt-card__name [data-action="cart"]')!;
    expect(nameAction.tabIndex).toBe(-1);
    act(() => nameAction.click());
    expect(cartStoreOf(stores).getState().items.map((item) => [item.id, item.count])).toEqual([['8:8-1', 1]]);
    expect(within(blend).getByRole('button', { name: 'Add to cart: Harbor House Blend' })).toBe(buttonOf(blend));
  });

  it('a photo that links where its card\u2019s name links is out of the tab order and the accessibility tree: one link by the product\u2019s name, the photo still a link for the pointer', () => {
    mount(shopCatalogue({ sections: ['gifts'] }), 'run');
    const cards = cardsIn(list('gifts', 'products'));
    expect(cards.length).toBeGreaterThan(0);
    for (const cardElement of cards) {
      const title = titleOf(cardElement);
      expect(within(cardElement).getAllByRole('link', { name: title })).toEqual([cardElement.querySelector('.rt-card__name a')]);
      const photo = photoLinkOf(cardElement);
      expect({ href: photo.getAttribute('href'), tabIndex: photo.tabIndex, hidden: photo.getAttribute('aria-hidden') }).toEqual({ href: cardElement.querySelector('.rt-card__name a')!.getAttribute('href'), tabIndex: -1, hidden: 'true' });
    }
  });

  it('a photo whose link the name does not repeat (the name without the action) keeps its tab stop and its name', () => {
    mount(giftsWithActions({ name: false }), 'run');
    const giftCard = card(list('gifts', 'products'), '7');
    const photo = photoLinkOf(giftCard);
    expect(photo.hasAttribute('tabindex') || photo.hasAttribute('aria-hidden')).toBe(false);
    expect(within(giftCard).getByRole('link', { name: 'Harbor Gift Card' })).toBe(photo);
  });
});
