// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { loadPage } from '../../page/parse-page';
import { Site } from '../../site/Site';
import { preloadStandardParts } from '../../site/registry';

// The FREE block's code loads on demand (registry.ts); rendered at once, as the harness frame does after its preload.
beforeAll(preloadStandardParts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const icon = (id: string) => ({ id, type: 'icon01', data: { icon: { id: 'cup', ext: 'jpg', width: 2400, height: 1600 }, size: 64, label: id } });
function pageWith(iconIds: string[]) {
  const loaded = loadPage({ sections: [{ id: 'badges', type: 'FREE', elements: iconIds.map(icon) }] });
  if (!loaded.ok) throw new Error('readable');
  return loaded;
}

it('an image icon keeps the full files it named when the slow-network rules come into force (no second download); one mounted after gets the light files, and a better network lifts them (spec 000 §9)', () => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  const site = (iconIds: string[], slowNetwork: boolean) => <Site page={pageWith(iconIds)} mode="run" viewport="mobile" flags={{ slowNetwork }} />;
  const files = (container: HTMLElement, id: string) => {
    const image = container.querySelector(`[data-element-id="${id}"] img`);
    return `${image?.getAttribute('src')} | ${image?.getAttribute('srcset') ?? ''}`;
  };
  const FULL = '/img/cup_100_q70.webp | /img/cup_100_q70.webp 100w, /img/cup_150_q70.webp 150w';
  // Quality 50 and a pixel ratio of at most 1.5: 64 and 96 px both round up to the 100 px step.
  const LIGHT = '/img/cup_100_q50.webp | ';

  const { container, rerender } = render(site(['first'], false));
  expect(files(container, 'first')).toBe(FULL);
  rerender(site(['first'], true));
  expect(files(container, 'first')).toBe(FULL);
  rerender(site(['first', 'later'], true));
  expect(files(container, 'first')).toBe(FULL);
  expect(files(container, 'later')).toBe(LIGHT);
  rerender(site(['first', 'later'], false));
  expect(files(container, 'later')).toBe(FULL);
  // Once full, slow again: the full file stays.
  rerender(site(['first', 'later'], true));
  expect(files(container, 'later')).toBe(FULL);
});
