import { expect, test } from '../support/fixtures';
import { chooseMode, chooseViewport, openShell } from '../support/harness';

test('media scenario: the background film plays on desktop, shows a still on mobile and for bots', async ({ page }) => {
  const frame = await openShell(page, 'scenario=media&mode=run&viewport=desktop');
  const film = frame.locator('[data-section-id="film"] .rt-bg');
  await expect(film).toHaveAttribute('data-video-state', 'playing');
  await chooseViewport(page, 'Mobile 375');
  await expect(film).toHaveAttribute('data-video-state', 'skipped');
  await chooseViewport(page, 'Desktop 1280');
  await expect(film).toHaveAttribute('data-video-state', 'playing');
  await page.getByRole('checkbox', { name: 'Bot' }).check();
  await expect(film).toHaveAttribute('data-video-state', 'skipped');
});

test('media scenario: the file player and a third-party player play from their posters', async ({ page }) => {
  const frame = await openShell(page, 'scenario=media&mode=run&viewport=desktop');
  const file = frame.locator('[data-element-id="video-custom"] .rt-video');
  await file.scrollIntoViewIfNeeded();
  await expect(file).toHaveAttribute('data-state', 'poster');
  await file.getByRole('button', { name: 'Play video' }).click();
  await expect(file).toHaveAttribute('data-state', 'playing');

  // The sandbox stands in for the provider's script with a fake of the same surface.
  const youtube = frame.locator('[data-element-id="video-youtube"] .rt-video');
  await youtube.getByRole('button', { name: 'Play video' }).click();
  await expect(youtube).toHaveAttribute('data-state', 'playing');
  // Leaving the screen pauses both.
  await frame.locator('[data-section-id="contact"]').scrollIntoViewIfNeeded();
  await expect(file).toHaveAttribute('data-state', 'paused');
  await expect(youtube).toHaveAttribute('data-state', 'paused');
});

test('media scenario: the lightbox opens for visitors and not while editing', async ({ page }) => {
  const frame = await openShell(page, 'scenario=media&mode=run&viewport=desktop');
  const first = frame.locator('[data-element-id="gallery-0"]');
  await first.scrollIntoViewIfNeeded();
  await first.getByRole('button', { name: /Open the image large/ }).click();
  await expect(frame.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  await chooseMode(page, 'admin');
  await expect(first.getByRole('button', { name: /Open the image large/ })).toHaveCount(0);
});
