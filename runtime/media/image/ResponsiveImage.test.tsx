import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Image } from '../../page/page-schema';
import { RuntimeProvider } from '../../core/runtime-context';
import { createSiteStores } from '../../site/site-stores';
import { LightboxTrigger } from '../lightbox/Lightbox';
import { EagerImages } from './eager';
import { ImageFitContext, type ImageFit } from './drawn-width';
import { ImageSlotWidthContext } from './first-paint';
import { ResponsiveImage } from './ResponsiveImage';
import { EMPTY_IMAGE } from './no-script-image';
import type { Viewport } from '../../core/policies';

// Node, no DOM: components must render without a window (DESIGN.md §7).
const photo: Image = {
  id: 'latte-art',
  ext: 'jpg',
  width: 1600,
  height: 1200,
  averageColor: '#a07850',
  preview: 'data:image/webp;base64,UklGRg==',
  alt: 'Latte art',
};

describe('<ResponsiveImage> on the server', () => {
  it('reserves its box and shows colour and preview, loads nothing', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()}>
        <ResponsiveImage image={photo} radius={12} />
      </RuntimeProvider>,
    );
    expect(html).toContain('data-state="not-loaded"');
    expect(html).toContain('aspect-ratio:1 / 0.75');
    expect(html).toContain('background-color:#a07850');
    expect(html).toContain('class="rt-image__preview"');
    // The only file is the one for a page read without scripts.
    expect(html.replace(/<noscript>.*<\/noscript>/, '')).not.toContain('rt-image__img');
    expect(html).toContain('role="img" aria-label="Latte art"');
    expect(html).toContain('rt-overlay--medium');
  });

  it('gives a page read without scripts a real file: 800 px jpg at the spec quality, the original when smaller', () => {
    const render = (image: Image) =>
      renderToString(
        <RuntimeProvider mode="run" viewport="mobile" stores={createSiteStores()}>
          <ResponsiveImage image={image} />
        </RuntimeProvider>,
      );
    expect(render(photo)).toContain('<img class="rt-image__img" src="/img/latte-art_800_q70.jpg" alt="Latte art" loading="lazy" data-painted=""/></picture></noscript>');
    expect(render({ ...photo, width: 640, height: 480 })).toContain('src="/img/latte-art.jpg"');
  });

  it('gives it no request in the windows that hide its copy (a browser fetches an image under display: none, lazy or not, when scripting is off): an empty inline image there', () => {
    const noScriptPicture = (viewport: Viewport) =>
      /<noscript><picture>(.*)<\/picture><\/noscript>/.exec(
        renderToString(
          <RuntimeProvider mode="run" viewport={viewport} stores={createSiteStores()}>
            <ResponsiveImage image={photo} />
          </RuntimeProvider>,
        ),
      )?.[1];
    // The published page hides the desktop copy up to 767 px, the phone's from there on (publish/published-page.ts).
    expect(noScriptPicture('desktop')).toMatch(new RegExp(`^<source media="\\(max-width: 767px\\)" srcSet="${EMPTY_IMAGE}"/><img `));
    expect(noScriptPicture('mobile')).toMatch(new RegExp(`^<source media="not all and \\(max-width: 767px\\)" srcSet="${EMPTY_IMAGE}"/><img `));
  });

  it('draws the image border (spec 000 §3) as a frame inside its box; none without one', () => {
    const render = (border?: number) =>
      renderToString(
        <RuntimeProvider mode="run" viewport="desktop" stores={createSiteStores()}>
          <ResponsiveImage image={{ ...photo, border }} />
        </RuntimeProvider>,
      );
    expect(render(6)).toContain('border:6px solid currentColor;box-sizing:border-box');
    expect(render(0)).not.toContain('border:');
    expect(render()).not.toContain('border:');
  });

  it('renders inside EagerImages and a lightbox trigger (visitor) without a window', () => {
    const html = renderToString(
      <RuntimeProvider mode="run" viewport="mobile" stores={createSiteStores()}>
        <EagerImages>
          <LightboxTrigger image={photo}>
            <ResponsiveImage image={photo} />
          </LightboxTrigger>
        </EagerImages>
      </RuntimeProvider>,
    );
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-label="Open the image large: Latte art"');
    expect(html).not.toContain('<dialog');
  });

  /** The server's HTML of a photo in a place `slotWidth` wide, in the first section (eager) or further down. */
  const inSection = (viewport: 'mobile' | 'desktop', slotWidth: number | null, eager = true) =>
    renderToString(
      <RuntimeProvider mode="run" viewport={viewport} stores={createSiteStores()}>
        <EagerImages eager={eager}>
          <ImageSlotWidthContext.Provider value={slotWidth}>
            <ResponsiveImage image={photo} />
          </ImageSlotWidthContext.Provider>
        </EagerImages>
      </RuntimeProvider>,
    );

  it('in the first section (EagerImages) shows its file already: chosen for a common screen of the copy’s viewport within its place, lazy (a hidden copy never fetches it), drawn as it comes, with no <noscript> copy', () => {
    // A phone: a 390 px screen at 2×, whatever the place's width beyond it.
    const phone = inSection('mobile', 1160);
    expect(phone).toContain('<img class="rt-image__img" src="/img/latte-art_780_q70.webp" alt="Latte art" decoding="async" fetchPriority="high" loading="lazy" data-prerendered="true" data-painted=""/>');
    expect(phone).toContain('data-state="loaded"');
    expect(phone).not.toContain('<noscript>');
    expect(phone).not.toContain('role="img"');
    // A desktop at 1×: half of a 1160 px grid; with no place known, the 1440 px screen.
    expect(inSection('desktop', 580)).toContain('src="/img/latte-art_580_q70.webp"');
    expect(inSection('desktop', null)).toContain('src="/img/latte-art_1440_q70.webp"');
  });

  it('in the first section, a photo cropped to a box taller than its shape gets the file of the width it is drawn at, covering that box; contained, the box’s', () => {
    // A 4:3 photo in a square box on a 390 px phone at 2×: drawn 520 px wide (390 × 4 / 3), a 1040 px file.
    const square = (fit: ImageFit) =>
      renderToString(
        <RuntimeProvider mode="run" viewport="mobile" stores={createSiteStores()}>
          <EagerImages>
            <ImageFitContext value={fit}>
              <ResponsiveImage image={{ ...photo, proportion: 1 }} />
            </ImageFitContext>
          </EagerImages>
        </RuntimeProvider>,
      );
    expect(square('cover')).toContain('src="/img/latte-art_1040_q70.webp"');
    expect(square('contain')).toContain('src="/img/latte-art_780_q70.webp"');
  });

  it('further down it shows none: the colour, the preview, and a file for a page without scripts', () => {
    const html = inSection('mobile', null, false);
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('data-state="not-loaded"');
    expect(html).toContain('<noscript>');
  });

  it('has no lightbox button while editing', () => {
    const html = renderToString(
      <RuntimeProvider mode="admin" viewport="desktop" stores={createSiteStores()}>
        <LightboxTrigger image={photo}>
          <ResponsiveImage image={photo} />
        </LightboxTrigger>
      </RuntimeProvider>,
    );
    expect(html).toContain('rt-lightbox-trigger');
    expect(html).not.toContain('<button');
  });

});
