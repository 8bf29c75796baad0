// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDetachedServices } from '../core/services';
import { loadPage, type LoadedPage } from '../page/parse-page';
import { preloadStandardParts } from './registry';
import { Site } from './Site';

// The cart's code cannot be loaded (a deploy removed its chunk, the network failed).
vi.mock('../cart/cart-store', () => {
  throw new Error('Failed to fetch dynamically imported module: cart-store.js');
});

beforeAll(preloadStandardParts);
afterEach(cleanup);

describe('a button that opens the cart whose code does not load', () => {
  it('tells the visitor, beside the button and to screen readers, that the cart could not be opened, and logs why', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const services = createDetachedServices({ log });
    const announced: string[] = [];
    services.events.on('site:announce', ({ text }) => announced.push(text));
    const page = loadPage({ sections: [{ id: 's', type: 'FREE', elements: [{ id: 'open', type: 'button01', data: { text: 'Cart', action: { type: 'cart' } } }] }] }) as LoadedPage;
    const view = render(<Site page={page} mode="run" viewport="desktop" services={services} />);
    act(() => view.container.querySelector<HTMLElement>('[data-element-id="open"] .rt-button')!.click());
    const notice = 'This could not be opened. Please check your connection and try again';
    await waitFor(() => expect(view.container.querySelector('[data-element-id="open"] [data-button-refusal]')?.textContent).toBe(notice));
    expect(announced).toEqual([notice]);
    expect(log.warn).toHaveBeenCalledWith('button open: the cart could not be opened: its code did not load', expect.any(Error));
  });
});
