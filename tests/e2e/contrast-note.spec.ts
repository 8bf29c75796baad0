/**
 * Admin tells an owner about their own hard-to-read text (issue 18 part 1): a note with the ratio
 * the text has against what lies under it and the ratio it needs (WCAG 1.4.3 AA), only while
 * editing; visitors see the page as it was made. A small page of its own over the frame.
 */
import { expect, test } from '../support/fixtures';
import { pageParam } from '../support/harness';

const text = (id: string, words: string, style: Record<string, unknown>) => ({ id, type: 'figure', data: { kind: 'text', tag: 'p', text: words, style: { size: 16, ...style } } });
const PAGE = {
  settings: { title: 'Contrast', language: 'en' },
  sections: [
    {
      id: 'light',
      type: 'FREE',
      background: { type: 'color', color: '#ffffff' },
      elements: [
        text('pale', 'Pale grey words on white', { color: '#bbbbbb' }),
        text('plain', 'Dark words on white', { color: '#333333' }),
        text('large-grey', 'Large grey words pass at 3:1', { color: '#8a8a8a', size: 28 }),
      ],
    },
    { id: 'dark', type: 'FREE', background: { type: 'color', color: '#1f2937' }, elements: [text('light-on-dark', 'White words on a dark section', { color: '#ffffff' }), text('dark-on-dark', 'Dark words on a dark section', { color: '#374151' })] },
    { id: 'photo', type: 'FREE', background: { type: 'image', image: { id: 'hero-espresso', ext: 'jpg', width: 2400, height: 1600, alt: '' } }, elements: [text('on-photo', 'Words over a photo', { color: '#444444' })] },
  ],
};
const address = (mode: 'admin' | 'preview' | 'run') => `frame.html?scenario=landing&mode=${mode}&page=${pageParam(PAGE)}`;
const note = (page: import('@playwright/test').Page, id: string) => page.locator(`[data-element-id="${id}"] [data-low-contrast]`);

test('admin notes the owner’s low-contrast texts with their ratio and the one they need; dark sections and large text are judged as drawn; nothing over a photo; visitors see no note', async ({ page }) => {
  await page.goto(address('admin'));
  await expect(page.locator('[data-element-id="plain"]')).toBeVisible();
  await expect(note(page, 'pale')).toHaveText('Hard to read: this text has a contrast of 1.9:1 with its background, and needs 4.5:1. Only you see this note.');
  await expect(note(page, 'pale')).toHaveAttribute('role', 'note');
  await expect(note(page, 'dark-on-dark')).toHaveAttribute('data-low-contrast', '1.4');
  for (const fine of ['plain', 'large-grey', 'light-on-dark', 'on-photo']) await expect(note(page, fine)).toHaveCount(0);
  await expect(page.locator('[data-low-contrast]')).toHaveCount(2);

  for (const mode of ['preview', 'run'] as const) {
    await page.goto(address(mode));
    await expect(page.locator('[data-element-id="pale"]')).toContainText('Pale grey words on white');
    await expect(page.locator('[data-low-contrast]')).toHaveCount(0);
  }
});
