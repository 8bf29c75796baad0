import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NoScript } from './no-script';

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
