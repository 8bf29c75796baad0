/**
 * The file upload field over the gallery against the sandbox's upload endpoint (spec 001 §3, §4,
 * §5, §7): choosing files, the refusals, a slow upload cancelled and retried, a failed one retried,
 * and the field inside form01 holding the submit while a file uploads. The page's clock is paused:
 * a sandbox delay (MSW's `delay`, a timer in the page) only passes when the test runs the clock.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { installPausedClock } from '../support/clock';
import { UPLOAD_PATH } from '../../runtime/platform/api-paths';
import type { FaultRule } from '../../sandbox/faults';
import type { SandboxUpload } from '../../sandbox/uploads';
import type { SandboxLead } from '../../sandbox/leads';

interface GalleryHandles {
  __sandbox: { reset(): void; faults: { set(rule: FaultRule): void; clear(): void }; uploads: { list(): readonly SandboxUpload[] }; leads: { list(): readonly SandboxLead[] } };
}

const sandbox = (page: Page) => ({
  reset: () => page.evaluate(() => (window as unknown as GalleryHandles).__sandbox.reset()),
  fault: (rule: FaultRule) => page.evaluate((value) => (window as unknown as GalleryHandles).__sandbox.faults.set(value), rule),
  clearFaults: () => page.evaluate(() => (window as unknown as GalleryHandles).__sandbox.faults.clear()),
  uploads: () => page.evaluate(() => [...(window as unknown as GalleryHandles).__sandbox.uploads.list()]),
  leads: () => page.evaluate(() => [...(window as unknown as GalleryHandles).__sandbox.leads.list()]),
});

const pdf = (name: string, size = 64) => ({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(size, name.length) });
const UPLOAD_DELAY_MS = 5000;

test.beforeEach(async ({ page }) => {
  await installPausedClock(page);
});

test('a chosen file uploads and its stored address is the value; the same file again is skipped', async ({ mount, page }) => {
  const root = await mount('fields/Fields/FileUpload', { mode: 'run' });
  await sandbox(page).reset();
  const input = root.getByLabel(/^Menu/);
  await input.setInputFiles([pdf('autumn.pdf')]);
  await expect(root.locator('[data-file-status]')).toHaveAttribute('data-file-status', 'done');
  await expect(root.getByText('Uploaded')).toBeVisible();
  await expect(root.locator('[data-readout]')).toHaveText('/uploads/1/autumn.pdf');
  await input.setInputFiles([pdf('autumn.pdf')]);
  await expect(root.locator('[data-file-status]')).toHaveCount(1);
  expect((await sandbox(page).uploads()).map((upload) => upload.name)).toEqual(['autumn.pdf']);
});

test('a wrong type and a file one byte over the limit are refused with their messages, tied to the input', async ({ mount, page }) => {
  const root = await mount('fields/Fields/FileUpload', { mode: 'run' });
  await sandbox(page).reset();
  const input = root.getByLabel(/^Menu/);
  await input.setInputFiles([{ name: 'script.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }, pdf('big.pdf', 500_001), pdf('fits.pdf', 500_000)]);
  const refused = root.locator('[data-file-refused] li');
  await expect(refused).toHaveText(['script.exe: this file type is not allowed', 'big.pdf is larger than 500 kb']);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  await expect(root.locator(`[id="${describedBy}"]`)).toContainText('big.pdf is larger than 500 kb');
  await expect(root.locator('[data-file-status]')).toHaveAttribute('data-file-status', 'done');
  expect((await sandbox(page).uploads()).map((upload) => upload.name)).toEqual(['fits.pdf']);
});

test('a slow upload shows its bar, is cancelled with the keyboard, then retried', async ({ mount, page }) => {
  const root = await mount('fields/Fields/FileUpload', { mode: 'run' });
  await sandbox(page).reset();
  await sandbox(page).fault({ match: UPLOAD_PATH, delayMs: UPLOAD_DELAY_MS, times: 1 });
  await root.getByLabel(/^Menu/).setInputFiles([pdf('slow.pdf')]);
  const row = root.locator('[data-file-status]');
  await expect(row).toHaveAttribute('data-file-status', 'inProgress');
  await expect(root.getByRole('progressbar', { name: /slow\.pdf/ })).toBeVisible();
  await root.getByRole('button', { name: 'Cancel the upload of slow.pdf' }).focus();
  await page.keyboard.press('Enter');
  await expect(row).toHaveAttribute('data-file-status', 'abort');
  await expect(root.getByText('Upload cancelled')).toBeVisible();
  // The cancelled request's delay passing changes nothing.
  await page.clock.runFor(UPLOAD_DELAY_MS);
  await expect(row).toHaveAttribute('data-file-status', 'abort');
  await root.getByRole('button', { name: 'Upload slow.pdf again' }).click();
  await expect(row).toHaveAttribute('data-file-status', 'done');
  await root.getByRole('button', { name: 'Remove slow.pdf' }).click();
  await expect(row).toHaveCount(0);
});

test('a failed upload says so and succeeds on retry', async ({ allowConsoleErrors, mount, page }) => {
  allowConsoleErrors(/status of 500 .*\/api\/uploads\//);
  const root = await mount('fields/Fields/FileUpload', { mode: 'run' });
  await sandbox(page).reset();
  await sandbox(page).fault({ match: UPLOAD_PATH, status: 500, times: 1 });
  await root.getByLabel(/^Menu/).setInputFiles([pdf('menu.pdf')]);
  const row = root.locator('[data-file-status]');
  await expect(row).toHaveAttribute('data-file-status', 'error');
  await expect(row).toContainText('The file could not be uploaded');
  await root.getByRole('button', { name: 'Upload menu.pdf again' }).click();
  await expect(row).toHaveAttribute('data-file-status', 'done');
});

test('every fixed state renders without sideways scroll on a phone', async ({ mount, page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const root = await mount('fields/Fields/FileStates', { mode: 'run' });
  await expect(root.locator('[data-file-status]')).toHaveCount(4);
  await expect(root.getByRole('button', { name: 'Cancel the upload of menu-autumn.pdf' })).toBeVisible();
  await expect(root.getByRole('button', { name: 'Upload logo.png again' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('inside form01: the submit waits while the file uploads, then the lead carries its address and the field resets', async ({ mount, page }) => {
  const root = await mount('forms/Form/FileForm', { mode: 'run' });
  await sandbox(page).reset();
  await root.getByLabel('Name').fill('Ann Lee');
  await root.getByRole('button', { name: 'Send menu' }).click();
  await expect(root.locator('[data-form-alert]')).toHaveText('Please fill in this field');
  await sandbox(page).fault({ match: UPLOAD_PATH, delayMs: UPLOAD_DELAY_MS, times: 1 });
  await root.getByLabel('Menu').setInputFiles([pdf('menu.pdf')]);
  await expect(root.locator('[data-file-status]')).toHaveAttribute('data-file-status', 'inProgress');
  await root.getByRole('button', { name: 'Send menu' }).click();
  await expect(root.locator('[data-form-alert]')).toHaveText('Please wait until the file has uploaded');
  expect(await sandbox(page).leads()).toEqual([]);
  await page.clock.runFor(UPLOAD_DELAY_MS);
  await expect(root.locator('[data-file-status]')).toHaveAttribute('data-file-status', 'done');
  await root.getByRole('button', { name: 'Send menu' }).click();
  await expect(root.locator('[data-form-success]')).toBeVisible();
  const leads = await sandbox(page).leads();
  expect(leads).toHaveLength(1);
  expect((leads[0]?.payload as { fields: unknown[] }).fields).toContainEqual({ id: 'menu', name: 'Menu', type: 'file', value: ['/uploads/1/menu.pdf'] });
  await expect(root.locator('[data-file-status]')).toHaveCount(0);
});
