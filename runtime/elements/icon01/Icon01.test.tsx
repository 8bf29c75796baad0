// @vitest-environment jsdom
/**
 * A linked icon01's accessible name: made of what the link holds (the glyph's label and the
 * caption's visible words, WCAG 2.5.3 Label in Name), and never empty (WCAG 4.1.2, 2.4.4).
 */
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDetachedServices } from '../../core/services';
import { loadPage } from '../../page/parse-page';
import { preloadStandardParts } from '../../site/registry';
import { Site } from '../../site/Site';

beforeAll(preloadStandardParts);
afterEach(cleanup);

/** The name of the link of an icon01 phone icon with these words. */
function linkName(data: { caption?: string; label?: string; link?: string }): string {
  const loaded = loadPage({ sections: [{ id: 's', type: 'FREE', elements: [{ id: 'call', type: 'icon01', data: { icon: 'phone', size: 40, link: 'tel:+15551234567', ...data } }] }] });
  if (!loaded.ok) throw new Error('the test page did not load');
  const view = render(<Site page={loaded} mode="run" viewport="desktop" services={createDetachedServices()} />);
  const icon = view.container.querySelector<HTMLElement>('[data-element-id="call"]');
  if (!icon) throw new Error('no icon');
  // Testing Library's role query computes the accessible name as browsers do; the matcher reads it.
  let name = '';
  within(icon).getByRole('link', {
    name: (computed) => {
      name = computed;
      return true;
    },
  });
  return name;
}

describe('a linked icon01 is named by what it shows', () => {
  it('with a label and a caption, the name holds the caption it shows, not the label alone', () => {
    const name = linkName({ label: 'Phone', caption: '+1 555 123 4567' });
    expect(name).toContain('+1 555 123 4567');
    expect(name).toContain('Phone');
  });

  it('with a caption only, the caption; with a label only, the label', () => {
    expect(linkName({ caption: 'Call us' })).toBe('Call us');
    expect(linkName({ label: 'Phone' })).toBe('Phone');
  });

  it('with neither, its target: a link is never nameless', () => {
    expect(linkName({})).toBe('+15551234567');
    expect(linkName({ link: 'https://www.instagram.com/harbor.coffee/' })).toBe('instagram.com');
  });
});
