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
  __sandbox: { stop(): void; reset(): void; faults: { set(rule: FaultRule): void; clear(): void; list(): readonly FaultRule[] }; uploads: { list(): readonly SandboxUpload[] }; leads: { list(): readonly SandboxLead[] } };
}

const sandbox = (page: Page) => ({
  reset: () => page.evaluate(() => (window as unknown as GalleryHandles).__sandbox.reset()),
  fault: (rule: FaultRule) => page.evaluate((value) => (window as unknown as GalleryHandles).__sandbox.faults.set(value), rule),
  clearFaults: () => page.evaluate(() => (window as unknown as GalleryHandles).__sandbox.faults.clear()),
  /** The fault rules not used up yet (a one-off rule goes once a request has taken it). */
  faults: () => page.evaluate(() => [...(window as unknown as GalleryHandles).__sandbox.faults.list()]),
  uploads: () => page.evaluate(() => [...(window as unknown as GalleryHandles).__sandbox.uploads.list()]),
  leads: () => page.evaluate(() => [...(window as unknown as GalleryHandles).__sandbox.leads.list()]),
});

const pdf = (name: string, size = 64) => ({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(size, name.length) });
const UPLOAD_DELAY_MS = 5000;

/**
 * Waits until the sandbox's handler has taken the one-off delay rule: its wait (a timer on the page's
 * paused clock) has begun then. The request reaches the handler through the service worker a moment
 * after the field shows the upload in progress, so running the clock before could pass ahead of the wait.
 */
async function delayStarted(page: Page) {
  await expect.poll(() => sandbox(page).faults()).toEqual([]);
}

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
  // The field tells the same file by its hash, a few tasks after the choice (it is busy reading until
  // then): only once it has read it has it skipped the file, or started a second upload in its row.
  await expect(input).not.toHaveAttribute('data-file-reading');
  await expect(root.locator('[data-file-status]')).toHaveCount(1);
  await expect(root.locator('[data-file-status]')).toHaveAttribute('data-file-status', 'done');
  expect((await sandbox(page).uploads()).map((upload) => upload.name)).toEqual(['autumn.pdf']);
});

test('a wrong type and a file one byte over the limit are refused with their messages, tied to the input', async ({ mount, page }) => {
  const root = await mount('fields/Fields/FileUpload', { mode: 'run' });
  await sandbox(page).reset();
  const input = root.getByLabel(/^Menu/);
  await input.setInputFiles([{ name: 'script.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }, pdf('big.pdf', 500_001), pdf('fits.pdf', 500_000)]);
  const refused = root.locator('[data-file-refused] li');
  await expect(refused).toHaveText(['script.exe: this file type is not allowed', 'big.pdf is larger than 500 kB']);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await input.getAttribute('aria-describedby')) ?? '';
  await expect(root.locator(`[id="${describedBy}"]`)).toContainText('big.pdf is larger than 500 kB');
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
  // Cancelled only once the delay holds the request (cancelled before, the retry would take the delay).
  await delayStarted(page);
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
  await delayStarted(page);
  await page.clock.runFor(UPLOAD_DELAY_MS);
  await expect(root.locator('[data-file-status]')).toHaveAttribute('data-file-status', 'done');
  await root.getByRole('button', { name: 'Send menu' }).click();
  await expect(root.locator('[data-form-success]')).toBeVisible();
  const leads = await sandbox(page).leads();
  expect(leads).toHaveLength(1);
  expect((leads[0]?.payload as { fields: unknown[] }).fields).toContainEqual({ id: 'menu', name: 'Menu', type: 'file', value: ['/uploads/1/menu.pdf'] });
  await expect(root.locator('[data-file-status]')).toHaveCount(0);
});

/**
 * Real upload progress needs real bytes on a wire. Through MSW's service worker Chromium reports
 * none: the worker takes the whole body at once, and the XHR gets an upload `loadstart` at 0 and
 * no `progress` event (checked with an 8 MB body). A Playwright route that fulfils the request
 * takes the body before it is sent (the same: no progress). So these tests stop the gallery's
 * sandbox (its worker then lets requests through to the network) and send the file to the
 * gallery's own server, which has no upload endpoint and answers 404 once it has the body, with
 * Chromium's network throttle slowing the upload so that the page renders its bar on the way.
 */
const LARGE_FILE_BYTES = 1_200_000;
/** How soon a page's request reaches the server once the page stopped its sandbox: well under the 5 s a leaving page's wait. */
const STOPPED_SANDBOX_ANSWER_MS = 2000;
/** The throttle, in bytes a second: the file takes most of a second to leave, in many steps. */
const UPLOAD_BYTES_PER_SECOND = 1_500_000;
/** Slower for the cancel: the file is still on its way, whatever the machine's load, when the test presses cancel. */
const SLOW_UPLOAD_BYTES_PER_SECOND = 250_000;

async function uploadOverTheNetwork(page: Page, bytesPerSecond = UPLOAD_BYTES_PER_SECOND) {
  await page.evaluate(() => (window as unknown as GalleryHandles).__sandbox.stop());
  // The worker hears of the stop by a message: wait until requests reach the server. A page that
  // stops its sandbox stays, and is not taken for one leaving, whose requests the worker holds 5 s.
  await expect.poll(() => page.evaluate((path) => fetch(path, { method: 'POST' }).then((answer) => answer.status), UPLOAD_PATH), { timeout: STOPPED_SANDBOX_ANSWER_MS }).toBe(404);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  // Every value the bar of a file in progress shows, as the page renders it.
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { __barValues: seen });
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>('[data-file-status="inProgress"] progress');
      if (bar?.hasAttribute('value')) seen.push(bar.value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  });
  return {
    barValues: () => page.evaluate(() => (window as unknown as { __barValues: number[] }).__barValues),
    // The throttle lasts as long as its session, and this page goes on to the worker's next test
    // (tests/support/reused-pages.ts): a test ends by detaching it.
    end: () => cdp.detach(),
  };
}

const video = (name: string) => ({ name, mimeType: 'video/mp4', buffer: Buffer.alloc(LARGE_FILE_BYTES, name.length) });

test('over the network, the bar follows the bytes sent (XHR upload progress), before the answer', async ({ allowConsoleErrors, mount, page }) => {
  allowConsoleErrors(/status of 404 .*\/api\/uploads\//);
  const root = await mount('fields/Fields/FileUploadLarge', { mode: 'run' });
  const { barValues, end } = await uploadOverTheNetwork(page);
  await root.getByLabel(/^Video/).setInputFiles([video('tour.mp4')]);
  await expect(root.locator('[data-file-status]')).toHaveAttribute('data-file-status', 'error');
  const values = await barValues();
  // Several steps on the way, each a share of the bytes, never going back.
  expect(values.filter((value) => value > 0 && value < 1).length).toBeGreaterThan(2);
  expect(values.every((value) => value > 0 && value <= 1)).toBe(true);
  expect([...values].sort((a, b) => a - b)).toEqual(values);
  await end();
});

test('over the network, a cancel mid-way aborts the request and the bar stops', async ({ allowConsoleErrors, mount, page }) => {
  allowConsoleErrors(/status of 404 .*\/api\/uploads\//);
  const root = await mount('fields/Fields/FileUploadLarge', { mode: 'run' });
  const { barValues, end } = await uploadOverTheNetwork(page, SLOW_UPLOAD_BYTES_PER_SECOND);
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().endsWith(UPLOAD_PATH)) failed.push(request.failure()?.errorText ?? '');
  });
  await root.getByLabel(/^Video/).setInputFiles([video('trailer.mp4')]);
  await expect.poll(async () => (await barValues()).at(-1) ?? 0).toBeGreaterThan(0.05);
  await root.getByRole('button', { name: 'Cancel the upload of trailer.mp4' }).click();
  await expect(root.locator('[data-file-status]')).toHaveAttribute('data-file-status', 'abort');
  await expect.poll(() => failed).toEqual(['net::ERR_ABORTED']);
  expect((await barValues()).at(-1)).toBeLessThan(1);
  await end();
});
