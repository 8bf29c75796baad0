import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../../core/runtime-context';
import { createSiteStores } from '../../site/site-stores';
import { HoverFrame } from './HoverFrame';

const render = (node: ReactNode, reducedMotion = false) =>
  renderToString(
    <RuntimeProvider mode="run" viewport="desktop" flags={{ reducedMotion }} stores={createSiteStores()}>
      {node}
    </RuntimeProvider>,
  );

describe('<HoverFrame> on the server', () => {
  it('adds nothing without an effect', () => {
    expect(render(<HoverFrame hover={undefined}><p>text</p></HoverFrame>)).toBe('<p>text</p>');
    expect(render(<HoverFrame hover={{ effect: 'none' }}><p>text</p></HoverFrame>)).toBe('<p>text</p>');
  });

  it('wraps the content with the effect classes; darken has its overlay with a size class', () => {
    const html = render(<HoverFrame hover={{ effect: 'darken' }}><p>text</p></HoverFrame>);
    expect(html).toContain('class="rt-hover rt-hover--darken"');
    expect(html).toContain('data-hover="darken"');
    expect(html).toContain('<div class="rt-hover__content"><p>text</p></div>');
    expect(html).toContain('class="rt-hover__overlay rt-overlay--medium"');
    expect(html).not.toContain('data-hover-active');
  });

  it('swap renders no hover image before the first hover', () => {
    const image = { id: 'barista', ext: 'jpg' as const, width: 2400, height: 1600 };
    const html = render(<HoverFrame hover={{ effect: 'swap', image }}><p>text</p></HoverFrame>);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('barista');
  });

  it('reduced motion: zoom has no motion class', () => {
    expect(render(<HoverFrame hover={{ effect: 'zoom' }}><p>t</p></HoverFrame>, true)).toContain('class="rt-hover rt-hover--zoom rt-hover--reduced-motion"');
    expect(render(<HoverFrame hover={{ effect: 'zoom' }}><p>t</p></HoverFrame>)).toContain('rt-hover--motion-zoom');
  });
});
