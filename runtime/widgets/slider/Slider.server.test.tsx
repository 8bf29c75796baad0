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

// Node, no DOM: sliders render on the server (DESIGN.md §7), statically, with their box reserved.
describe('sliders on the server', () => {
  it('render the slides in the box statically, in a frame sized from the first slide and count', () => {
    expect(typeof window).toBe('undefined');
    const html = render({ id: 's', slides, settings: { count: 2 } });
    expect(html).toContain('data-slider-state="static"');
    expect(html).toContain('aspect-ratio:2 / 0.5');
    // Two shown at once: the third is drawn once Swiper starts (on the screen, in the browser).
    expect(html.match(/class="swiper-slide rt-slider__slide"/g)).toHaveLength(2);
    expect(render({ id: 's', slides }, 'run', 'desktop', true).match(/class="swiper-slide rt-slider__slide"/g)).toHaveLength(1);
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
    const drawn = (html: string) => [...html.matchAll(/src="\/img\/([a-z])[_.]/g)].map((match) => match[1]);
    expect(drawn(render({ id: 'c', slides, showIndex: 2 }, 'run', 'desktop', true))).toEqual(['c']);
    expect(drawn(render({ id: 'c', slides }, 'run', 'desktop', true))).toEqual(['a']);
    // Near the end, the last slides fill the box.
    expect(drawn(render({ id: 's', slides, showIndex: 2, settings: { count: 2 } }))).toEqual(['b', 'c']);
    const dots = render({ id: 'c', slides, showIndex: 1, settings: { pagination: 'bullets' } }, 'run', 'mobile', true).match(/Go to slide \d"( aria-current="true" data-active="")?/g);
    expect(dots).toEqual(['Go to slide 1"', 'Go to slide 2" aria-current="true" data-active=""', 'Go to slide 3"']);
  });

  it('a card slider says which it is', () => {
    expect(render({ id: 'c', slides }, 'run', 'desktop', true)).toContain('data-slider-variant="card"');
  });
});
