// @vitest-environment jsdom
/**
 * Which product each card's controls are for (WCAG 2.4.6): a catalogue has one "Add to cart" per
 * card, and in a screen reader's list of buttons, or tabbing from card to card, a bare caption says
 * nothing of the product. The card's button is named by its caption then its product (the caption
 * first, WCAG 2.5.3), its visible text unchanged; the card itself is named by its product's name.
 */
import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { beansOnly, buttonOf, card, cardsIn, list, mount, shopCatalogue } from '../../../tests/support/products-section-fixture';

const titleOf = (cardElement: HTMLElement) => cardElement.querySelector('.rt-card__name')!.textContent!.trim();

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
