import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Background } from '../../page/page-schema';
import { RuntimeProvider } from '../../core/runtime-context';
import { createSiteStores } from '../../site/site-stores';
import { EagerImages } from '../image/eager';
import type { Viewport } from '../../core/policies';
import { SectionBackground } from './SectionBackground';
import { EMPTY_IMAGE } from '../image/no-script-image';

// Node, no DOM: what a published page's HTML holds before its script runs.
const hero: Background = {
  type: 'image',
  image: { id: 'hero-espresso', ext: 'jpg', width: 2400, height: 1600, x: 60, y: 50, averageColor: '#55351f', preview: 'data:image/webp;base64,UklGRg==' },
  effect: 'parallax',
};
const plain: Background = { ...hero, effect: undefined, image: { ...hero.image, width: 1600, height: 1600 } };

function serverHtml(background: Background, viewport: Viewport, firstSection: boolean): string {
  return renderToString(
    <RuntimeProvider mode="run" viewport={viewport} stores={createSiteStores()}>
      <EagerImages eager={firstSection}>
        <SectionBackground background={background} />
      </EagerImages>
    </RuntimeProvider>,
  );
}

describe('<SectionBackground> on the server', () => {
  it('the first section shows its photo without a script: on a phone, at most the 1366 px file, over its blurred preview', () => {
    const html = serverHtml(hero, 'mobile', true);
    // A 3:2 photo covering the parallax layer of a 390 × 844 phone (1.7 screens tall) at 2× asks for
    // 2160 px, four to five times the bytes; the client loads that one once it has measured the layer.
    expect(html).toMatch(/class="rt-bg__image" data-url="\/img\/hero-espresso_1366_q70\.webp" data-prerendered="true"/);
    expect(html).toContain('rt-bg__preview');
    // The shown file is the fallback without scripts too: no second one in a <noscript>.
    expect(html).not.toContain('<noscript>');
  });

  it('on a desktop screen at 1×, the file that covers the parallax layer: wider than 2160 px, so 2160', () => {
    expect(serverHtml(hero, 'desktop', true)).toMatch(/data-url="\/img\/hero-espresso_2160_q70\.webp" data-prerendered="true"/);
  });

  it('a square photo on a desktop screen at 1× without an effect: the offered width that covers 1440 px', () => {
    expect(serverHtml(plain, 'desktop', true)).toMatch(/data-url="\/img\/hero-espresso_1920_q70\.webp" data-prerendered="true"/);
  });

  it('a later section waits for its script (it loads near the screen) and has its <noscript> file', () => {
    const html = serverHtml(hero, 'mobile', false);
    expect(html).not.toContain('rt-bg__image');
    expect(html).toMatch(/<noscript><picture><source[^>]*\/><img class="rt-bg__noscript" src="\/img\/hero-espresso_\d+_q70\.jpg"/);
  });

  it('its <noscript> file is fetched in the windows that show its copy only (with scripting off a browser fetches an image under display: none, lazy or not)', () => {
    // The published page hides the desktop copy up to 767 px, the phone's from there on (publish/published-page.ts).
    expect(serverHtml(hero, 'desktop', false)).toContain(`<noscript><picture><source media="(max-width: 767px)" srcSet="${EMPTY_IMAGE}"/><img class="rt-bg__noscript"`);
    expect(serverHtml(hero, 'mobile', false)).toContain(`<noscript><picture><source media="not all and (max-width: 767px)" srcSet="${EMPTY_IMAGE}"/><img class="rt-bg__noscript"`);
  });

  it('a reveal background shows in the server HTML (the script hides it, off screen, to fade it in): the first section\'s photo and a later one\'s <noscript> file', () => {
    const reveal: Background = { ...hero, effect: 'reveal' };
    for (const firstSection of [true, false]) {
      const html = serverHtml(reveal, 'desktop', firstSection);
      expect(html).toContain('data-effect="reveal"');
      expect(html).toMatch(/class="rt-bg__media" style="[^"]*opacity:1/);
      expect(html).not.toMatch(/opacity:0/);
    }
  });

  it('a transparent photo shows without its preview beneath (the preview would show through)', () => {
    const html = serverHtml({ ...hero, image: { ...hero.image, ext: 'png', transparent: true } }, 'mobile', true);
    expect(html).toContain('data-prerendered="true"');
    expect(html).not.toContain('rt-bg__preview');
  });
});
