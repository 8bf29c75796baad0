// @vitest-environment jsdom
/**
 * A variant with images of its own (spec 001 §3 variants images; spec 000 §3 "a variant provides its
 * images"): once chosen, the card's media shows them in place of the product's, and its cart line
 * its own image. jsdom lays nothing out, so no image gets a file: the card's image and slider are
 * stood in for by boxes that say which images they were given.
 */
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { Image } from '../../page/page-schema';
import { buttonOf, card, list, mount, smallPage } from '../../../tests/support/products-section-fixture';
import { cartStoreOf } from '../../cart/cart-store';

vi.mock('../../widgets/slider/Slider', async (original) => ({
  ...(await original<typeof import('../../widgets/slider/Slider')>()),
  CardSlider: ({ slides, showIndex }: { slides: readonly Image[]; showIndex?: number }) => <div data-slides={slides.map((image) => image.id).join(' ')} data-show={showIndex} />,
}));
vi.mock('../../media/image/ResponsiveImage', async (original) => ({
  ...(await original<typeof import('../../media/image/ResponsiveImage')>()),
  ResponsiveImage: ({ image }: { image: Image }) => <div data-image={image.id} />,
}));

const photo = (id: string) => ({ id, ext: 'jpg', width: 600, height: 600 });

/** A kit in sand (the product's images, the side one its own) and in blue (images of its own), in a list of its own. */
function kitPage(style: Record<string, unknown> = {}) {
  const kit = {
    id: 'kit',
    title: 'Pour-over kit',
    images: [photo('kit-front'), photo('kit-side')],
    options: [{ id: 'colour', name: 'Colour', widget: 'radio', values: [{ id: 'sand', name: 'Sand' }, { id: 'blue', name: 'Blue' }] }],
    variants: [
      { id: 'kit-sand', price: 30, quantity: 5, optionValueIds: ['sand'], imageId: 'kit-side' },
      { id: 'kit-blue', price: 30, quantity: 5, optionValueIds: ['blue'], images: [photo('blue-front'), photo('blue-side')] },
    ],
  };
  return smallPage({ categories: [{ id: 'kits', name: 'Kits', count: 1, products: [kit] }], settings: { style_card: style } });
}

const chooseBlue = (kitCard: HTMLElement) => act(() => kitCard.querySelector<HTMLInputElement>('[data-option="colour"] input[value="colour:blue"]')!.click());

describe('PRODUCTS: a variant with images of its own', () => {
  it('the card slider slides through its images once it is chosen, from its default image; the others slide through the product\u2019s', () => {
    mount(kitPage(), 'run');
    const kitCard = card(list('shop', 'kits'), 'kit');
    const slider = () => kitCard.querySelector<HTMLElement>('[data-slides]')!;
    expect([slider().dataset.slides, slider().dataset.show]).toEqual(['kit-front kit-side', '1']);
    chooseBlue(kitCard);
    expect([slider().dataset.slides, slider().dataset.show]).toEqual(['blue-front blue-side', '0']);
  });

  it('without a slider the card shows its default image, and its cart line that image', () => {
    const { stores } = mount(kitPage({ media: { slider: false } }), 'run');
    const kitCard = card(list('shop', 'kits'), 'kit');
    const shown = () => kitCard.querySelector<HTMLElement>('[data-image]')?.dataset.image;
    expect(shown()).toBe('kit-side');
    act(() => buttonOf(kitCard).click());
    chooseBlue(kitCard);
    expect(shown()).toBe('blue-front');
    act(() => buttonOf(kitCard).click());
    expect(cartStoreOf(stores).getState().items.map((item) => item.img?.id)).toEqual(['kit-side', 'blue-front']);
  });
});
