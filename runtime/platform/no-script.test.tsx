import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NoScript, noScriptHref } from './no-script';

describe('<NoScript>', () => {
  it('writes its content in a <noscript>', () => {
    expect(renderToString(<NoScript><p>Scripts are off</p></NoScript>)).toBe('<noscript><p>Scripts are off</p></noscript>');
  });

  it('inside another, writes it as it is: a <noscript> holds no other, whose end would end the outer one early where scripts run', () => {
    const html = renderToString(
      <NoScript>
        <section>
          <NoScript><img src="/photo.jpg" alt="" /></NoScript>
          <p>After the photo</p>
        </section>
      </NoScript>,
    );
    expect(html).toBe('<noscript><section><img src="/photo.jpg" alt=""/><p>After the photo</p></section></noscript>');
  });
});

describe('noScriptHref', () => {
  const places = new Map([
    ['hours', 'rt-page-modal-mobile-hours'],
    ['opening hours', 'rt-page-modal-mobile-opening hours'],
  ]);

  it('leads a name to its place’s id, as a link’s fragment', () => {
    expect(noScriptHref(places, 'hours')).toBe('#rt-page-modal-mobile-hours');
  });

  it('percent-encodes the id, as the browser decodes a fragment before it looks the id up', () => {
    expect(noScriptHref(places, 'opening hours')).toBe('#rt-page-modal-mobile-opening%20hours');
  });

  it('gives null for a name with no place there (a modal the page lacks), and for none', () => {
    expect(noScriptHref(places, 'gift-cards')).toBeNull();
    expect(noScriptHref(places, null)).toBeNull();
  });
});
