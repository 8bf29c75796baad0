/* global window, document, requestAnimationFrame */
/**
 * Browser benchmarks (printed figures, no assertions), run by scripts/bench.mjs against the
 * harness build served by `vite preview`.
 * Functions passed to page.evaluate run in the browser, hence the browser globals.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];
const originals = JSON.parse(readFileSync(resolve(root, 'scenarios/assets/images/index.json'), 'utf8'));
const originalBytes = Object.fromEntries(originals.map((image) => [image.id, statSync(resolve(root, 'scenarios/assets/images', `${image.id}.jpg`)).size]));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function openFrame(browser, origin, query, viewport, deviceScaleFactor) {
  const page = await browser.newPage({ viewport, deviceScaleFactor });
  await page.addInitScript(() => {
    // Layout shifts, summed as CLS does (shifts without recent input).
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${origin}/harness/frame.html${query}`);
  await page.waitForSelector('.rt-site');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  return page;
}

/** Image bytes the sandbox served before any scroll, against the originals of the same images. */
export async function aboveTheFoldImageBytes(browser, origin, scenario) {
  const page = await openFrame(browser, origin, `?scenario=${scenario}&mode=run`, { width: 375, height: 812 }, 2);
  const entries = await page.evaluate(() => window.__sandbox.log.entries().filter((e) => e.url.startsWith('/img/') && e.status === 200));
  let served = 0;
  let original = 0;
  const ids = new Set();
  for (const entry of entries) {
    served += entry.bytes ?? 0;
    const id = /^\/img\/([^_.]+)/.exec(entry.url)?.[1];
    if (id && originalBytes[id] && !ids.has(id)) {
      ids.add(id);
      original += originalBytes[id];
    }
  }
  await page.close();
  return { served, original, count: entries.length, ids: [...ids] };
}

/** Cumulative layout shift while the page loads and is scrolled to the bottom in steps. */
export async function layoutShiftAfterScroll(browser, origin, scenario, viewport) {
  const page = await openFrame(browser, origin, `?scenario=${scenario}&mode=run`, viewport, 1);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += Math.round(viewport.height * 0.6)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(250);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const cls = await page.evaluate(() => window.__cls);
  await page.close();
  return cls;
}

/** JavaScript a published page downloads before any interaction, for a given page JSON. */
export async function initialScriptBytes(browser, origin, pageJson) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route('**/bench/published-page.html', async (route) => {
    const response = await route.fetch();
    // A replacer function, so `$` in the page text (prices) is not read as a group reference.
    const inline = JSON.stringify(pageJson).replace(/</g, '\\u003c');
    const html = (await response.text()).replace(/(<script type="application\/json" id="page-json">)[\s\S]*?(<\/script>)/, (_, open, close) => `${open}${inline}${close}`);
    // The original content-length would cut the longer page short.
    const headers = { ...response.headers() };
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  let bytes = 0;
  const files = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    bytes += body.length;
    files.push(response.url().slice(response.url().lastIndexOf('/') + 1));
  });
  await page.goto(`${origin}/bench/published-page.html`);
  await page.waitForSelector('.rt-site');
  await page.waitForLoadState('networkidle');
  await page.close();
  return { bytes, files };
}

export async function launch(executablePath) {
  return chromium.launch({ executablePath: executablePath || undefined, args: LAUNCH_ARGS });
}

export { kb };

/**
 * Time from a click to the next painted frame, at 4× CPU slowdown: what a visitor waits for a
 * tab switch or a slide change to show. Clicks go round the `targets`; the change is seen on the
 * `watch` element's `attribute`.
 */
export async function interactionLatency(browser, origin, { scenario, ready, targets, watch, attribute, clicks = 6 }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}/harness/frame.html?scenario=${scenario}&mode=run`);
  await page.waitForSelector('.rt-site');
  await page.locator(ready).first().scrollIntoViewIfNeeded();
  await page.waitForSelector(ready);
  await page.waitForTimeout(600);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = [];
  for (let n = 0; n < clicks; n += 1) {
    const ms = await page.evaluate(
      ({ targets, watch, attribute, n }) =>
        new Promise((resolve) => {
          const all = document.querySelectorAll(targets);
          const read = () => document.querySelector(watch)?.getAttribute(attribute);
          const before = read();
          const start = performance.now();
          all[(n + 1) % all.length].click(); // from the second target: the first may already be the current one
          const check = () => (read() !== before ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start))) : requestAnimationFrame(check));
          check();
          setTimeout(() => resolve(NaN), 3000);
        }),
      { targets, watch, attribute, n },
    );
    times.push(ms);
    await page.waitForTimeout(500);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return times;
}
