// @vitest-environment jsdom
/**
 * A mode switch renders again only the cards whose output changes (issue 17; README §Rules: a part
 * re-renders only when a value it reads changes). Run and preview differ in no policy the catalogue
 * reads (only the cart button's visibility), so a switch between them renders no section, list,
 * tab bar, pagination bar or card again.
 */
// own process: React's DevTools hook (react-renders.test-support.ts) must be in place before react-dom loads.
import { rendersAgainDuring } from '../../site/react-renders.test-support';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { cardsIn, mount, section, shopCatalogue } from '../../../tests/support/products-section-fixture';

/** The site's frame: it takes the mode (the root's data-mode) and passes the sections on unchanged. */
const SITE_FRAME = ['Site', 'RuntimeProvider', 'SiteRoot'];

describe('a switch from run to preview on the shop catalogue', () => {
  it('renders no section, list, tab bar, pagination bar or card again', () => {
    // The three sections: tabs with load-more (catalogue), one list with pagination (gear), one with load-more (gifts).
    const mounted = mount(shopCatalogue(), 'run');
    for (const id of ['catalogue', 'gear', 'gifts']) expect(cardsIn(section(id)).length).toBeGreaterThan(0);
    expect(section('gear').querySelector('nav.rt-pagination')).not.toBeNull();
    const renders = rendersAgainDuring(() => act(() => mounted.switchMode('preview')));
    expect(Object.keys(renders).filter((name) => !SITE_FRAME.includes(name))).toEqual([]);
  });
});
