/**
 * The page's icon in the head (icon-tags.ts): a tab's, Android's and iOS's home screen's sizes as
 * PNGs from the image server, a drawing offered as itself too; nothing without an icon.
 */
import { expect, it } from 'vitest';
import { loadPage, type LoadedPage } from '../runtime';
import { ANDROID_ICON_SIZE, HOME_SCREEN_ICON_SIZE, iconTags, TAB_ICON_SIZE } from './icon-tags';

function page(icon?: Record<string, unknown>): LoadedPage {
  const loaded = loadPage({ settings: icon ? { icon } : {}, sections: [] });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
  return loaded;
}

it('links a drawn icon as itself and as PNGs of 32, 192 and 180 px (a tab, Android\'s and iOS\'s home screens)', () => {
  expect([TAB_ICON_SIZE, ANDROID_ICON_SIZE, HOME_SCREEN_ICON_SIZE]).toEqual([32, 192, 180]);
  expect(iconTags(page({ id: 'harbor-mark', ext: 'svg', width: 512, height: 512 }))).toEqual([
    '<link rel="icon" type="image/png" sizes="32x32" href="/img/harbor-mark_32_q70.png" />',
    '<link rel="icon" type="image/png" sizes="192x192" href="/img/harbor-mark_192_q70.png" />',
    '<link rel="icon" type="image/svg+xml" sizes="any" href="/img/harbor-mark.svg" />',
    '<link rel="apple-touch-icon" href="/img/harbor-mark_180_q70.png" />',
  ]);
});

it('links a photo icon as PNGs only, its id percent-encoded; a page without an icon gets no link', () => {
  const tags = iconTags(page({ id: 'logo "a" <b>', ext: 'jpg', width: 400, height: 400 }));
  expect(tags).toHaveLength(3);
  expect(tags.every((tag) => tag.includes('/img/logo%20%22a%22%20%3Cb%3E_'))).toBe(true);
  expect(tags.join('')).not.toContain('svg');
  expect(iconTags(page())).toEqual([]);
});
