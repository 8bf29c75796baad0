// @vitest-environment jsdom
/**
 * A long session mounts images again and again (a catalogue's pages turned, its categories
 * switched, the cart and the options modal opened): what an image has seen must go with it.
 */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Image } from '../../page/page-schema';
import { RuntimeProvider } from '../../core/runtime-context';
import { createDetachedServices } from '../../core/services';
import { onScreenTracker } from '../../platform/driven-visibility.test-support';
import { createSiteStores } from '../../site/site-stores';
import { ResponsiveImage } from './ResponsiveImage';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const photo: Image = { id: 'latte-art', ext: 'jpg', width: 1600, height: 1200, averageColor: '#a07850', preview: 'data:image/webp;base64,UklGRg==', alt: 'Latte art' };

/** How many times the image is shown and taken away: a page turned back and forth. */
const MOUNTS = 10;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(300);
});
afterEach(() => vi.restoreAllMocks());

describe('<ResponsiveImage> mounted again and again', () => {
  it('leaves nothing in the site’s stores: each mount comes near the screen and loads, and the visibility store stays as it was', async () => {
    const stores = createSiteStores();
    const services = createDetachedServices({ visibility: onScreenTracker() });
    const site = (shown: boolean) => (
      <RuntimeProvider mode="run" viewport="desktop" stores={stores} services={services}>
        {shown && <ResponsiveImage image={photo} />}
      </RuntimeProvider>
    );
    const view = render(site(false));
    for (let mount = 0; mount < MOUNTS; mount += 1) {
      view.rerender(site(true));
      await act(async () => undefined);
      // Near the screen at once (the tracker says so): its file is asked for.
      expect(view.container.querySelector('.rt-image')!.getAttribute('data-state')).not.toBe('not-loaded');
      view.rerender(site(false));
    }
    expect(Object.keys(stores.visibility.getState().firstSeen)).toEqual([]);
  });
});
