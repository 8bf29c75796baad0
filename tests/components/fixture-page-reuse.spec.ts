/**
 * The test fixture hands a passed test's page on to the next test of its context
 * (tests/support/reused-pages.ts). Two tests in a row, in one worker: the first leaves what a test
 * may leave on its page, the second finds the same page as a new one would be.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });

const STORY = 'elements/Button01/Styles';
const pagesSeen = new WeakSet<Page>();
const messagesHeardByTheFirstTest: string[] = [];

test('a test that leaves session storage, history, a listener, a viewport, reduced motion and a DevTools session (offline, the CPU slowed) on its page', async ({ mount, page }) => {
  pagesSeen.add(page);
  await mount(STORY, { mode: 'run', viewport: 'desktop' });
  page.on('console', (message) => void messagesHeardByTheFirstTest.push(message.text()));
  await page.setViewportSize({ width: 375, height: 600 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    sessionStorage.setItem('left-by-the-first-test', 'yes');
    history.pushState(null, '', '#one');
    history.pushState(null, '', '#two');
  });
  await page.mouse.move(10, 10);
  // Set through a DevTools session it never detaches: the emulation lasts as long as the session.
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
});

test('the next test gets that page as a new one: none of it is left', async ({ mount, page, viewport }) => {
  // The same page, or this test would prove nothing.
  expect(pagesSeen.has(page)).toBe(true);
  // Online again (the first test's session detached, its CPU throttle gone with it): the story loads.
  await mount(STORY, { mode: 'run', viewport: 'desktop' });
  const state = await page.evaluate(() => ({
    stored: sessionStorage.getItem('left-by-the-first-test'),
    history: history.length,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    width: innerWidth,
    height: innerHeight,
  }));
  // A new tab's history after its first load: its blank start and the page.
  expect(state).toEqual({ stored: null, history: 2, reducedMotion: false, width: viewport?.width, height: viewport?.height });
  await page.evaluate(() => console.info('heard by this test only'));
  expect(messagesHeardByTheFirstTest).not.toContain('heard by this test only');
});
