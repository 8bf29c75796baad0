// @vitest-environment jsdom
// An element's DOM id is its `#` target (page/section-targets.ts elementTarget): a link to it, a
// reload of an address with it, scrolls there. An id that is a hash the runtime reads (#cart opens
// the cart) takes none, as a section's bare id takes none: the element would be scrolled to each
// time the cart opened. The element is still shown and known by its id.
import { render } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { Site } from '../site/Site';
import { preloadStandardParts } from '../site/registry';

beforeAll(preloadStandardParts);

const line = (id: string) => ({ id, type: 'hr01', data: {} });

it('an element’s id is its DOM id, unless the runtime reads that hash as a command (#cart, #pay); a name of the #tab{id} / #product{id} shape keeps it', () => {
  const page = loadPage({ sections: [{ id: 's', type: 'FREE', elements: [line('offer'), line('cart'), line('pay'), line('product5'), line('tabbeans'), line('tab')] }] }) as LoadedPage;
  const view = render(<Site page={page} mode="preview" viewport="desktop" />);
  const cells = [...view.container.querySelectorAll('[data-element-id]')];
  expect(cells.map((cell) => [cell.getAttribute('data-element-id'), cell.id])).toEqual([
    ['offer', 'offer'],
    ['cart', ''],
    ['pay', ''],
    ['product5', 'product5'],
    ['tabbeans', 'tabbeans'],
    ['tab', 'tab'],
  ]);
});
