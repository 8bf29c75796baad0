import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Image } from '../../page/page-schema';
import type { Mode, Viewport } from '../../core/policies';
import { RuntimeProvider } from '../../core/runtime-context';
import { createSiteStores } from '../../site/site-stores';
import { CardSlider, GenericSlider, type SliderProps } from './Slider';

const slide = (id: string, width: number, height: number): Image => ({ id, ext: 'jpg', width, height });
const slides = [slide('a', 1600, 800), slide('b', 1200, 1600), slide('c', 1600, 1200)];

const render = (props: SliderProps, mode: Mode = 'run', viewport: Viewport = 'desktop', card = false) =>
  renderToString(
    <RuntimeProvider mode={mode} viewport={viewport} stores={createSiteStores()}>
      {card ? <CardSlider {...props} /> : <GenericSlider {...props} />}
    </RuntimeProvider>,
  );

/** The server's HTML less the slides written for a page read without scripts (each <noscript> of them holds no other). */
const drawnPart = (html: string) => html.replace(/<noscript><div class="swiper-slide[\s\S]*?<\/noscript>/g, '');

// Node, no DOM: sliders render on the server (DESIGN.md §7), statically, with their box reserved.
describe('sliders on the server', () => {
  it('render the slides in the box statically, in a frame sized from the first slide and count', () => {
    expect(typeof window).toBe('undefined');
    const html = render({ id: 's', slides, settings: { count: 2 } });
    expect(html).toContain('data-slider-state="static"');
    expect(html).toContain('aspect-ratio:2 / 0.5');
    // Two shown at once: the third is drawn once Swiper starts (on the screen, in the browser).
    expect(drawnPart(html).match(/class="swiper-slide rt-slider__slide"/g)).toHaveLength(2);
    expect(drawnPart(render({ id: 's', slides }, 'run', 'desktop', true)).match(/class="swiper-slide rt-slider__slide"/g)).toHaveLength(1);
    // No hint before Swiper is live.
    expect(html).not.toContain('data-swipe-hint');
  });

  it('draw the arrows and bullets before Swiper starts, named as Swiper names its own, so the first Tab reaches them', () => {
    const html = render({ id: 's', slides });
    expect(html).toContain('aria-label="Previous slide" aria-disabled="true"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html.match(/<button type="button" class="rt-slider__dot" aria-label="Go to slide \d"/g)).toHaveLength(3);
    // Nothing to slide: no controls.
    expect(render({ id: 's', slides, settings: { count: 3 } })).not.toContain('<button');
  });

  it('a fixed proportion wins over the first image; vertical stacks the slides', () => {
    expect(render({ id: 's', slides, proportion: 1 })).toContain('aspect-ratio:1 / 1');
    expect(render({ id: 's', slides, settings: { direction: 'vertical', count: 2 } })).toContain('aspect-ratio:1 / 1');
  });

  it('no slides or bad input: nothing for visitors, a note for the owner, never a throw', () => {
    expect(render({ id: 's', slides: [] })).toBe('');
    expect(render({ id: 's', slides: null })).toBe('');
    const garbage = [null, 3, { id: 'x' }] as unknown as Image[];
    expect(render({ id: 's', slides: garbage, settings: { count: Number.NaN } })).toBe('');
    expect(render({ id: 's', slides: [] }, 'admin')).toContain('This slider has no slides yet');
  });

  it('is named with its count of slides in the plural form the count takes: one slide is not "1 slides"', () => {
    const label = (html: string) => /aria-label="([^"]*)"/.exec(html)?.[1];
    expect(label(render({ id: 's', slides: [slide('a', 1600, 800)] }))).toBe('Slideshow, 1 slide');
    expect(label(render({ id: 's', slides }))).toBe('Slideshow, 3 slides');
  });

  it('one slide with loop or autoplay: the owner is told it needs two, visitors see just the slide', () => {
    const one = { id: 's', slides: [slide('a', 1600, 800)], settings: { loop: true, autoplay: 2 } };
    const admin = render(one, 'admin');
    expect(admin).toContain('data-slider-note="too-few"');
    expect(admin).toContain('A slider needs at least 2 slides to loop or autoplay');
    expect(admin.match(/rt-slider__slide"/g)).toHaveLength(1);
    for (const mode of ['preview', 'run'] as const) expect(render(one, mode)).not.toContain('data-slider-note');
    // Also in the static grid of another viewport.
    expect(render({ ...one, enabledOn: 'mobile' }, 'admin', 'desktop')).toContain('data-slider-note="too-few"');
    // A single slide nobody asked to move is just an image; several slides need no note.
    expect(render({ ...one, settings: {} }, 'admin')).not.toContain('data-slider-note');
    expect(render({ id: 's', slides, settings: { loop: true, autoplay: 2 } }, 'admin')).not.toContain('data-slider-note');
  });

  it('disabled on this viewport (the responsive mode): a static grid of count columns', () => {
    const html = render({ id: 's', slides, enabledOn: 'mobile', settings: { count: 3 } }, 'run', 'desktop');
    expect(html).toContain('data-slider-layout="grid"');
    expect(html).toContain('--rt-slider-columns:3');
    expect(html).not.toContain('swiper');
    expect(render({ id: 's', slides, enabledOn: 'mobile' }, 'run', 'mobile')).toContain('data-slider-layout="slider"');
  });

  it('starts on the slide it is asked to show (a card’s variant photo), its dot marked', () => {
    const drawn = (html: string) => [...drawnPart(html).matchAll(/src="\/img\/([a-z])[_.]/g)].map((match) => match[1]);
    expect(drawn(render({ id: 'c', slides, showIndex: 2 }, 'run', 'desktop', true))).toEqual(['c']);
    expect(drawn(render({ id: 'c', slides }, 'run', 'desktop', true))).toEqual(['a']);
    // Near the end, the last slides fill the box.
    expect(drawn(render({ id: 's', slides, showIndex: 2, settings: { count: 2 } }))).toEqual(['b', 'c']);
    const dots = render({ id: 'c', slides, showIndex: 1, settings: { pagination: 'bullets' } }, 'run', 'mobile', true).match(/Go to slide \d"( aria-current="true" data-active="")?/g);
    expect(dots).toEqual(['Go to slide 1"', 'Go to slide 2" aria-current="true" data-active=""', 'Go to slide 3"']);
  });

  it('writes the slides not drawn for a page read without scripts, each in its place in a <noscript> of the track, with its file for the windows that show its copy', () => {
    /** The track's slides in order: each slide's photo, and whether it is written for a page without scripts. */
    const track = (html: string) =>
      [...html.matchAll(/(<noscript>)?<div class="swiper-slide rt-slider__slide">[\s\S]*?src="\/img\/([a-z])_800_q70\.jpg"/g)].map((match) => [match[2], match[1] !== undefined]);
    // A card on its third photo: the first two before it.
    const card = render({ id: 'c', slides, showIndex: 2 }, 'run', 'mobile', true);
    expect(track(card)).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
    // (The drawn slide's own file is ResponsiveImage's <noscript>; a <noscript> holds one run of slides.)
    expect(card.match(/<noscript><div class="swiper-slide/g)).toHaveLength(1);
    expect(track(render({ id: 's', slides, settings: { count: 2 } }))).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
    ]);
    // Fetched only where its copy shows (runtime/media/image/no-script-image.tsx), and shown at once.
    expect(card).toMatch(/<noscript><div class="swiper-slide rt-slider__slide"><div class="rt-image" data-state="not-loaded" style="[^"]*"><picture><source media="not all and \(max-width: 767px\)"[^>]*\/><img class="rt-image__img" src="\/img\/a_800_q70\.jpg" alt="" loading="lazy" data-painted=""\/>/);
    // Nothing to slide: every slide is drawn, none written twice.
    expect(render({ id: 's', slides, settings: { count: 3 } })).not.toContain('<noscript><div class="swiper-slide');
  });

  it('a card slider says which it is', () => {
    expect(render({ id: 'c', slides }, 'run', 'desktop', true)).toContain('data-slider-variant="card"');
  });
});
