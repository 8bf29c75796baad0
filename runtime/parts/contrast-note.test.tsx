// @vitest-environment jsdom
/**
 * Admin's low-contrast note follows what lies under the text: a section whose background an owner
 * changes through a re-render (the text and its style the same) is measured again.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../core/runtime-context';
import { createDetachedServices } from '../core/services';
import { createSiteStores } from '../site/site-stores';
import { sameContrast, useLowContrast } from './contrast-note';

afterEach(cleanup);

/**
 * Dark grey words (#333333) on a section of `background`, as admin draws them. (jsdom computes
 * no `background-image` of its own: it is said outright, as a browser computes it.)
 */
function Section({ background }: { background: string }) {
  const text = useRef<HTMLParagraphElement>(null);
  const low = useLowContrast(text, true);
  return (
    <section style={{ backgroundColor: background, backgroundImage: 'none' }}>
      <p ref={text} style={{ color: '#333333', fontSize: '16px', fontWeight: 400, backgroundImage: 'none' }}>
        Dark words
      </p>
      {low && <p data-low-contrast={Math.floor(low.ratio * 10) / 10} />}
    </section>
  );
}

describe('the low-contrast note', () => {
  it('is measured again when what lies under the text changes, not only the text\u2019s own style', async () => {
    const services = createDetachedServices();
    const stores = createSiteStores();
    const page = (background: string) => (
      <RuntimeProvider mode="admin" viewport="desktop" services={services} stores={stores}>
        <Section background={background} />
      </RuntimeProvider>
    );
    const note = () => document.querySelector('[data-low-contrast]')?.getAttribute('data-low-contrast') ?? null;
    // Dark grey on a near-black section: 1.4:1, noted once the measuring code is there.
    const view = render(page('#111111'));
    await waitFor(() => expect(note()).toBe('1.4'));
    // The owner makes the section white: the note goes at that render.
    view.rerender(page('#ffffff'));
    expect(note()).toBeNull();
    // And dark again: it comes back.
    view.rerender(page('#111111'));
    expect(note()).toBe('1.4');
  });

  it('the same ratio and need is the same note', () => {
    expect(sameContrast(null, null)).toBe(true);
    expect(sameContrast({ ratio: 1.4, minimum: 4.5 }, { ratio: 1.4, minimum: 4.5 })).toBe(true);
    expect(sameContrast({ ratio: 1.4, minimum: 4.5 }, { ratio: 1.4, minimum: 3 })).toBe(false);
    expect(sameContrast(null, { ratio: 1.4, minimum: 4.5 })).toBe(false);
  });
});
