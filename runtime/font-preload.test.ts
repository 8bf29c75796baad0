import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { fontsFor, PRELOADED_FONTS, preloadPageFonts } from './font-preload';

describe('fonts loaded ahead of the first render', () => {
  it('are the latin faces for an English page', () => {
    expect(fontsFor('en')).toEqual(PRELOADED_FONTS);
    expect(fontsFor(undefined)).toEqual(PRELOADED_FONTS);
  });

  it('add the cyrillic faces of both families for a Russian page', () => {
    const russian = fontsFor('ru');
    expect(russian).toHaveLength(4);
    expect(russian.filter((href) => href.includes('cyrillic'))).toHaveLength(2);
  });
});

describe('preloadPageFonts', () => {
  it('adds a link for each font not yet preloaded, comparing addresses (a published page writes its links relative)', () => {
    const { document } = new JSDOM('<!doctype html><head></head>', { url: 'http://shop.example/published/landing/' }).window;
    const first = new URL(PRELOADED_FONTS[0], document.baseURI);
    const written = document.createElement('link');
    written.rel = 'preload';
    written.setAttribute('href', `../..${first.pathname}`);
    document.head.append(written);
    preloadPageFonts(document, 'en');
    preloadPageFonts(document, 'en');
    const hrefs = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => (link as HTMLLinkElement).href);
    expect(hrefs).toEqual([first.href, new URL(PRELOADED_FONTS[1], document.baseURI).href]);
  });
});
