// @vitest-environment jsdom
/**
 * What a published page's head tells search engines and a shared link's preview (share-tags.ts):
 * the owner's description, the canonical address, Open Graph and the Twitter card, each value
 * escaped, the picture absolute or left out.
 */
import { describe, expect, it } from 'vitest';
import { loadPage, type LoadedPage } from '../runtime';
import { readVectors } from '../tests/support/vectors';
import { SHARE_IMAGE_WIDTH, shareTags } from './share-tags';

const HERO = { id: 'hero-espresso', ext: 'jpg', width: 2400, height: 1600, alt: 'Espresso on a dark wooden bar' };

function page(settings: Record<string, unknown>, sections: unknown[] = [{ id: 'hero', type: 'FREE', background: { type: 'image', image: HERO }, elements: [] }]): LoadedPage {
  const loaded = loadPage({ settings, sections });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded;
}

/** The tags as the head holds them, read back by a parser: name or property → content (href for the canonical link). */
function head(tags: string[]): Map<string, string> {
  const holder = document.createElement('div');
  holder.innerHTML = tags.join('');
  return new Map([...holder.children].map((tag) => [tag.getAttribute('name') ?? tag.getAttribute('property') ?? tag.getAttribute('rel') ?? '', tag.getAttribute('content') ?? tag.getAttribute('href') ?? '']));
}

describe('a published page\'s head for search engines and shared links', () => {
  it('says the owner\'s description and title, links the canonical address, and shows the first section\'s photo, 1200 px wide as a JPEG at its address', () => {
    const tags = head(shareTags(page({ title: 'Harbor Coffee', description: 'Small-batch coffee, roasted by the harbour.', address: 'https://harbor.example/shop?ref=1', country: 'GB' })));
    expect(tags.get('description')).toBe('Small-batch coffee, roasted by the harbour.');
    expect(tags.get('canonical')).toBe('https://harbor.example/shop?ref=1');
    expect(tags.get('og:type')).toBe('website');
    expect(tags.get('og:title')).toBe('Harbor Coffee');
    expect(tags.get('og:description')).toBe('Small-batch coffee, roasted by the harbour.');
    expect(tags.get('og:url')).toBe('https://harbor.example/shop?ref=1');
    expect(tags.get('og:locale')).toBe('en_GB');
    expect(SHARE_IMAGE_WIDTH).toBe(1200);
    expect(tags.get('og:image')).toBe('https://harbor.example/img/hero-espresso_1200_q70.jpg');
    expect(tags.get('og:image:width')).toBe('1200');
    expect(tags.get('og:image:height')).toBe('800');
    expect(tags.get('og:image:alt')).toBe('Espresso on a dark wooden bar');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
  });

  it('prefers the owner\'s share picture; a smaller one is sent at its own width; a WebP original goes as a JPEG, a transparent PNG as a PNG', () => {
    const shared = (shareImage: Record<string, unknown>) => head(shareTags(page({ address: 'https://harbor.example/', shareImage })));
    const webp = shared({ id: 'beans', ext: 'webp', width: 800, height: 600 });
    expect(webp.get('og:image')).toBe('https://harbor.example/img/beans_800_q70.jpg');
    expect([webp.get('og:image:width'), webp.get('og:image:height')]).toEqual(['800', '600']);
    expect(webp.has('og:image:alt')).toBe(false);
    expect(shared({ id: 'logo', ext: 'png', width: 2000, height: 1000, transparent: true }).get('og:image')).toBe('https://harbor.example/img/logo_1200_q70.png');
  });

  it('leaves out what it cannot say well: no description tags without one, no picture without the page\'s address (the apps need an absolute one) or for a drawing, no canonical link', () => {
    const bare = head(shareTags(page({ title: 'Harbor Coffee' })));
    expect([...bare.keys()].sort()).toEqual(['og:locale', 'og:title', 'og:type', 'twitter:card']);
    expect(bare.get('twitter:card')).toBe('summary');
    const drawing = head(shareTags(page({ address: 'https://harbor.example/', shareImage: { id: 'mark', ext: 'svg', width: 100, height: 100 } })));
    expect(drawing.has('og:image')).toBe(false);
  });

  it('takes the picture from the first section a visitor sees (not one hidden on both viewports), its first image where it has no background', () => {
    const tags = head(
      shareTags(
        page({ address: 'https://harbor.example/' }, [
          { id: 'hidden', type: 'FREE', hidden: { desktop: true, mobile: true }, background: { type: 'image', image: HERO }, elements: [] },
          { id: 'intro', type: 'FREE', elements: [{ id: 'photo', type: 'media01', data: { kind: 'image', image: { id: 'cup', ext: 'jpg', width: 1000, height: 1000 } } }] },
        ]),
      ),
    );
    expect(tags.get('og:image')).toBe('https://harbor.example/img/cup_1000_q70.jpg');
  });

  it('refuses an address that is not an absolute http(s) one: the page is published without it, never with a script address in its head', () => {
    for (const address of ['javascript:alert(1)', '/shop', 'https://user:secret@harbor.example/', 'data:text/html,hi']) {
      const loaded = loadPage({ settings: { address, description: 'Coffee' }, sections: [] });
      expect(loaded.ok && loaded.settings.address).toBe(undefined);
      expect(loaded.ok && loaded.issues.some((issue) => issue.path === 'settings.address')).toBe(true);
    }
  });

  it('escapes every value: no payload of the XSS vectors, as a title or a description, makes an element or leaves its attribute', () => {
    const { vectors } = readVectors<{ vectors: { input: string | null }[] }>('xss-payloads.json');
    for (const input of vectors.map((vector) => vector.input).filter((input): input is string => typeof input === 'string')) {
      const tags = shareTags(page({ title: input, description: input, address: 'https://harbor.example/' }));
      const holder = document.createElement('div');
      holder.innerHTML = tags.join('');
      expect([...holder.querySelectorAll('*')].every((tag) => tag.localName === 'meta' || tag.localName === 'link')).toBe(true);
      expect(holder.children).toHaveLength(tags.length);
      const described = [...holder.children].filter((tag) => ['description', 'og:title', 'og:description'].includes(tag.getAttribute('name') ?? tag.getAttribute('property') ?? ''));
      expect(described.map((tag) => tag.getAttribute('content'))).toEqual([input, input, input]);
    }
  });
});
