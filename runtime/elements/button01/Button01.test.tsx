// @vitest-environment jsdom
import { act } from 'react';
import { cleanup, render as renderView, type RenderResult } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadStandardParts } from '../../site/registry';
import type { RuntimeEvents } from '../../platform/event-bus';
import { loadPage, type LoadedPage } from '../../page/parse-page';
import type { Mode } from '../../core/policies';
import { consoleLog, createDetachedServices, type RuntimeServices } from '../../core/services';
import { Site } from '../../site/Site';
import { buttonStyle } from './Button01';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// The standard blocks and elements load on demand (registry.ts); these tests render pages at once, as the harness frame does after its preload.
beforeAll(preloadStandardParts);
// The code a commerce button loads at its click (site/ButtonCommerce.tsx), here before the tests:
// its first import in a test process is compiled then, which on a busy machine took longer than
// the product button test waits for the lookup's answer.
beforeAll(() => Promise.all([import('../../catalogue'), import('../../cart/cart-store')]));

describe('buttonStyle (spec 000 §3 Button style)', () => {
  it('the defaults: the accent fill, no border, radius 10, semi-bold text in the colour that reads on the accent (white without a site), normal height, no underline', () => {
    expect(buttonStyle(undefined)).toEqual({
      background: 'var(--rt-accent)',
      border: '0',
      borderRadius: 10,
      '--rt-button-shadow': undefined,
      color: 'var(--rt-on-accent, #ffffff)',
      fontSize: undefined,
      fontWeight: 600,
      width: undefined,
      padding: '12px 26px',
      textDecoration: 'none',
    });
  });

  it('a transparent fill and a named text colour are drawn (issue 19.2)', () => {
    expect(buttonStyle({ fill: 'transparent', text: { color: 'currentColor' }, border: { color: 'rebeccapurple', width: 1 } })).toMatchObject({
      background: 'transparent',
      color: 'currentColor',
      '--rt-button-shadow': 'inset 0 0 0 1px rebeccapurple',
    });
    expect(buttonStyle({ fill: 'linear-gradient(90deg, tomato, transparent)' }).background).toBe('linear-gradient(90deg, tomato, transparent)');
  });

  it('fill, border, shadow, text, wide, high and underline each change what they name', () => {
    const style = buttonStyle({
      fill: 'linear-gradient(90deg, #b4532a, #7a3518)',
      border: { color: '#2b1a10', width: 2, radius: 24 },
      shadow: true,
      text: { color: '#fff8f0', size: 17, weight: 700 },
      wide: true,
      high: true,
      underline: true,
    });
    expect(style).toMatchObject({
      background: 'linear-gradient(90deg, #b4532a, #7a3518)',
      border: '0',
      borderRadius: 24,
      color: '#fff8f0',
      fontSize: 17,
      fontWeight: 700,
      width: '100%',
      padding: '18px 34px',
      textDecoration: 'underline',
    });
    expect(style['--rt-button-shadow']).toMatch(/^inset 0 0 0 2px #2b1a10, 0 10px 24px/);
  });

  it('a border never changes the button’s size: it is an inset ring, so outline and filled buttons stand equally tall', () => {
    expect(buttonStyle({ border: { color: '#fff', width: 2 } })).toMatchObject({ border: '0', '--rt-button-shadow': 'inset 0 0 0 2px #fff' });
    expect(buttonStyle({})['--rt-button-shadow']).toBeUndefined();
  });

  it("its border and shadow are no inline box-shadow, which would win over the focus ring's light bands: site.css draws them beside the ring", () => {
    const style = buttonStyle({ border: { color: '#fff', width: 2 }, shadow: true });
    expect(style.boxShadow).toBeUndefined();
    expect(style['--rt-button-shadow']).toMatch(/^inset 0 0 0 2px #fff, 0 10px 24px/);
  });

  it('a colour that is not one never reaches the style: the defaults stand', () => {
    const style = buttonStyle({ fill: 'url(javascript:alert(1))', border: { color: 'expression(alert(1))', width: 1 }, text: { color: 'red;background:url(x)' } });
    expect(style.background).toBe('var(--rt-accent)');
    expect(style['--rt-button-shadow']).toBe('inset 0 0 0 1px currentColor');
    expect(style.color).toBe('var(--rt-on-accent, #ffffff)');
  });

  it("an owner's own fill without a text colour gets white text (the accent's text colour is for the accent)", () => {
    expect(buttonStyle({ fill: '#123456' }).color).toBe('#ffffff');
  });

  it("on an owner's light fill without a text colour the text is the dark ink, never white on white", () => {
    for (const fill of ['#ffffff', '#f4e9dc', 'white', 'rgba(255, 255, 255, 0.9)']) expect(buttonStyle({ fill }).color).toBe('#1f1a17');
    // A fill mostly its own colour is read as that colour.
    expect(buttonStyle({ fill: 'rgba(0, 0, 0, 0.5)' }).color).toBe('#ffffff');
  });

  it('a see-through fill (a glass button on a hero photo) takes the text colour around it, which the section chose for what is under it', () => {
    // The landing page's "Order beans": white at 8% on a dark photo, its label the hero's light text.
    expect(buttonStyle({ fill: 'rgba(255,255,255,0.08)' }).color).toBe('inherit');
    expect(buttonStyle({ fill: 'rgba(0, 0, 0, 0.2)' }).color).toBe('inherit');
  });

  it('a transparent fill shows the text colour around the button; a gradient is read by its first colour', () => {
    expect(buttonStyle({ fill: 'transparent' }).color).toBe('inherit');
    expect(buttonStyle({ fill: 'rgba(180, 83, 42, 0)' }).color).toBe('inherit');
    expect(buttonStyle({ fill: 'currentColor' }).color).toBe('inherit');
    expect(buttonStyle({ fill: 'linear-gradient(90deg, #fdf6ec, #b4532a)' }).color).toBe('#1f1a17');
    expect(buttonStyle({ fill: 'linear-gradient(to right, rgba(20, 12, 6, 1) 0%, #fdf6ec 100%)' }).color).toBe('#ffffff');
    expect(buttonStyle({ fill: 'radial-gradient(circle at center, transparent, #000)' }).color).toBe('inherit');
  });
});

describe('button01 actions', () => {
  let view: RenderResult | null;
  let services: RuntimeServices;
  let reported: RuntimeEvents['button:action'][];
  let warnings: string[];

  beforeEach(() => {
    view = null;
    warnings = [];
    services = createDetachedServices({ log: { ...consoleLog, warn: (message) => void warnings.push(message) } });
    reported = [];
    services.events.on('button:action', (event) => void reported.push(event));
  });
  afterEach(cleanup);

  const button = (id: string, action: unknown) => ({ id, type: 'button01', data: { text: id, action } });
  const page = {
    sections: [
      {
        id: 's',
        type: 'FREE',
        elements: [
          button('to-cart', { type: 'cart' }),
          button('open-modal', { type: 'modal', modalId: 'booking' }),
          button('to-product', { type: 'product', productId: '8' }),
          button('to-link', { type: 'link', href: 'https://example.com/menu', blank: true }),
          button('to-page', { type: 'pages', href: '/about' }),
          button('bad-link', { type: 'link', href: 'javascript:alert(1)' }),
          button('empty-link', { type: 'link', href: ' ' }),
        ],
      },
    ],
  };

  function render(mode: Mode) {
    const loaded = loadPage(page);
    if (!loaded.ok || loaded.issues.length) throw new Error('the page should be valid');
    const site = <Site page={loaded as LoadedPage} mode={mode} viewport="desktop" services={services} />;
    // A mode switch re-renders the same tree, as the harness does.
    if (view) view.rerender(site);
    else view = renderView(site);
  }
  const element = (id: string) => view!.container.querySelector<HTMLElement>(`[data-element-id="${id}"] .rt-button`)!;

  it('cart, modal and product buttons report their action on the event bus, for the cart, modal and catalogue to act on', async () => {
    render('run');
    for (const id of ['to-cart', 'open-modal', 'to-product']) {
      expect(element(id).tagName).toBe('BUTTON');
      act(() => element(id).click());
    }
    expect(reported).toEqual([
      { elementId: 'to-cart', action: { type: 'cart' } },
      { elementId: 'open-modal', action: { type: 'modal', modalId: 'booking' } },
      { elementId: 'to-product', action: { type: 'product', productId: '8', blank: false } },
    ]);
    // The product button looks its product up (its code loads first); with no network it is not
    // found, and says so. Awaited, so nothing of this test still loads after it ends.
    await vi.waitFor(() => expect(warnings).toContain('button to-product: product "8" was not found'));
  });

  it('link and pages buttons are real links; blank opens a new tab without an opener; an unsafe href is no link', () => {
    render('run');
    const link = element('to-link');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('https://example.com/menu');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(element('to-page').getAttribute('href')).toBe('/about');
    expect(element('to-page').getAttribute('target')).toBeNull();
    const unsafe = element('bad-link');
    expect(unsafe.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('a link button whose href the URL rule refuses leads nowhere: admin tells the owner under it, a visitor sees no note; a safe link has none', () => {
    const note = (id: string) => view!.container.querySelector(`[data-element-id="${id}"] [role="note"]`);
    render('admin');
    expect(note('bad-link')?.textContent).toBe('The link address “javascript:alert(1)” is not allowed, so this button leads nowhere');
    expect(note('to-link')).toBeNull();
    expect(note('to-page')).toBeNull();
    render('run');
    expect(note('bad-link')).toBeNull();
  });

  it('a link button the owner has not given an address yet is no link, and no refused one: no note in admin, nothing logged or announced', () => {
    const blocked: RuntimeEvents['link:blocked'][] = [];
    services.events.on('link:blocked', (event) => void blocked.push(event));
    const note = (id: string) => view!.container.querySelector(`[data-element-id="${id}"] [role="note"]`);
    render('admin');
    expect(element('empty-link').tagName).toBe('BUTTON');
    expect(note('empty-link')).toBeNull();
    expect(blocked).toEqual([{ url: 'javascript:alert(1)', elementId: 'bad-link' }]);
    expect(warnings.filter((warning) => warning.startsWith('unsafe link dropped'))).toEqual(['unsafe link dropped on element bad-link']);
  });
});
