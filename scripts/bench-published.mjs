/* global window, document, requestAnimationFrame, PointerEvent -- in the functions the browser runs */
/**
 * Published pages, as visitors get them (`npm run publish`, served by `npm run serve`):
 * - the script each page runs to hydrate (its small entry, then the hydration chunk and its imports), gzipped, with the modules
 *   that weigh most in it;
 * - on the landing page on a phone at 4× CPU, the layout shift before its script, over 20 loads;
 * - on the widgets page at 4× CPU, the time from the start of hydration to a working tab click, then
 *   a tab switch and a slide change; on the shop, a variant change in a card and a load-more;
 * - Lighthouse 12 on mobile (its default simulated throttling), several runs per page, median and
 *   spread of performance, FCP, LCP, TBT and CLS, beside a static-HTML reference: the same
 *   prerendered HTML with every script removed, which is what the page's HTML alone can give; and
 *   one run of its other categories (accessibility, best practices, SEO), with any audit that fails.
 *
 * Lighthouse runs through `npx lighthouse@LIGHTHOUSE_VERSION` (fetched from the npm registry on first
 * use) so that the project does not install it for everyone. LIGHTHOUSE_RUNS sets the number of
 * runs (default 5); LIGHTHOUSE_RUNS=0 skips Lighthouse. PUBLISHED_PAGES=landing,widgets benches only those
 * pages (the tab-click figure is the widgets page's). Prints figures, asserts nothing.
 *
 * Lighthouse loads the pages over HTTP/2 (`npm run serve -- --http2`), as a visitor's host serves
 * them: over HTTP/1.1 its simulated phone opens six connections to the host and queues a page's
 * chunks behind each other, which no host of a published site does. LIGHTHOUSE_HTTP1=1 measures
 * over HTTP/1.1 instead, to compare.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { interactionLatency, POINTER_BEFORE_CLICK_MS, visitorArrives } from './bench-browser.mjs';

const LIGHTHOUSE_VERSION = '12.8.2';

/** The widgets page's tabs and first slider, as `interactionLatency` (bench-browser.mjs) clicks and watches them. */
export const WIDGETS_TAB_SWITCH = {
  ready: '[data-section-id="menu"] [role="tab"]',
  targets: '[data-section-id="menu"] [role="tab"]',
  watch: '[data-section-id="menu"] [role="tab"][aria-selected="true"]',
  attribute: 'id',
};
export const WIDGETS_SLIDE_CHANGE = {
  ready: '[data-element-id="gallery-slider"] [data-slider-state="ready"]',
  targets: '[data-element-id="gallery-slider"] .rt-slider__arrow--next',
  watch: '[data-element-id="gallery-slider"] [data-slider-state]',
  attribute: 'data-active-index',
};
/**
 * The shop's first catalogue card, whose weight is a radio option that changes the price, and its
 * second, whose weight is option blocks (scenarios/shop/seed.ts: products 8 and 9), as
 * `interactionLatency` clicks them: what changes is the card's variant.
 */
const shopVariantChange = (productId, choice) => {
  const card = `[data-published-live] #catalogue .rt-card[data-product-id="${productId}"]`;
  return { ready: `${card} ${choice}`, targets: `${card} [data-option="weight"] ${choice}`, watch: card, attribute: 'data-variant-id' };
};
export const SHOP_VARIANT_RADIO = shopVariantChange(8, 'input[type="radio"]');
export const SHOP_VARIANT_BLOCKS = shopVariantChange(9, '[role="radio"]');
const PAGES = process.env.PUBLISHED_PAGES ? process.env.PUBLISHED_PAGES.split(',') : ['landing', 'media', 'widgets', 'shop'];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The scripts a published page runs to hydrate: the entry its HTML loads (and any modulepreloads),
 * then, after the first paint, the hydration chunk (publish/hydrate-page.tsx) and every chunk it
 * imports. `chunks` is the bundle report of scripts/publish.mjs.
 */
export function hydrationScriptFiles(html, chunks) {
  // A `<script src>`, a modulepreload, or the entry the page's inline script adds after its first paint (publish/first-paint.ts).
  const upFront = [...html.matchAll(/(?:<script type="module"[^>]*src|<link rel="modulepreload"[^>]*href|script\.src) ?= ?"\.?\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  // The chunk that holds the module: publish.mjs puts it with the rest of what every page hydrates
  // with, in a chunk no single module is the facade of.
  const hydration = chunks.find((chunk) => chunk.facade === 'publish/hydrate-page.tsx' || chunk.modules?.some((module) => module.id === 'publish/hydrate-page.tsx'));
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  [...upFront, ...(hydration ? [hydration.file] : [])].forEach(visit);
  return [...files];
}

/** The page's HTML with every script (and script preload) removed: the static reference. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** The gzipped bytes of bench/react-baseline.ts built by Vite for production, as scripts/publish.mjs builds a page's client. */
async function reactBaseline(root) {
  const { build } = await import('vite');
  const output = await build({ configFile: false, root, logLevel: 'warn', build: { write: false, rollupOptions: { input: join(root, 'bench/react-baseline.ts') } } });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file) => file.type === 'chunk');
  return chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Click-to-frame times as the bench prints them: their median (a run that timed out left out) and each run. */
function latencyFigures(times) {
  return `median ${Math.round(median(times.filter((ms) => !Number.isNaN(ms))))} ms (${times.map((ms) => Math.round(ms)).join(', ')})`;
}

function startServer(root, folder, port, { http2 = false, sandbox } = {}) {
  const options = [...(http2 ? ['--http2'] : []), ...(sandbox ? ['--sandbox', sandbox] : [])];
  const child = spawn('node', [join(root, 'scripts/serve-published.mjs'), folder, '--port', String(port), ...options], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolveStart, reject) => {
    child.once('error', reject);
    child.stdout.once('data', () => resolveStart(child));
  });
}

/** One Lighthouse run of the page on a phone, its `categories` only (a comma-separated list): its JSON report. */
function lighthouseReport(url, browserPath, categories) {
  const run = spawnSync(
    'npx',
    ['-y', `lighthouse@${LIGHTHOUSE_VERSION}`, url, '--form-factor=mobile', `--only-categories=${categories}`, '--output=json', '--output-path=stdout', '--quiet',
      // The HTTP/2 server's certificate is made for the run and trusted by nothing.
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --ignore-certificate-errors'],
    { encoding: 'utf8', env: { ...process.env, CHROME_PATH: browserPath }, maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}: ${run.stderr.slice(-400)}`);
  return JSON.parse(run.stdout);
}

function lighthouse(url, browserPath) {
  const report = lighthouseReport(url, browserPath, 'performance');
  const value = (id) => report.audits[id].numericValue;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** One Lighthouse run of the categories that do not time the page: each one's score, and the audits that failed. */
function lighthouseQuality(url, browserPath) {
  const report = lighthouseReport(url, browserPath, 'accessibility,best-practices,seo');
  const failed = Object.values(report.audits).filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode)).map((audit) => audit.id);
  return { scores: Object.fromEntries(Object.entries(report.categories).map(([id, category]) => [id, Math.round(category.score * 100)])), failed };
}

function describeQuality({ scores, failed }) {
  return `${Object.entries(scores).map(([id, score]) => `${id} ${score}`).join(', ')}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`;
}


/** The script files (relative to the page's folder) a phone fetches until the page has hydrated and its network is quiet. */
async function scriptsBeforeInteraction(browserPath, url) {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const files = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') files.add(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(url);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, 'runtime:hydrate', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return [...files];
  } finally {
    await browser.close();
  }
}

/** Loads the page as Lighthouse's phone does (412 × 823 at 1.75×) and scrolls it through, so every image form it asks for exists. */
async function warmImages(browserPath, url) {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, ignoreHTTPSErrors: true });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  } finally {
    await browser.close();
  }
}

/**
 * Hydration to interaction at 4× CPU slowdown (the issue's budget: a tab click works within 200 ms
 * of hydration). From the moment the client starts hydrating (its `runtime:hydrate` mark) the page
 * clicks its second tab on every frame until the tab is selected; the figure is the time from the
 * mark to that selection, and beside it the time from the navigation's start (which counts the
 * scripts' download too, so a smaller first script cannot hide a later wait).
 */
async function hydrationToTabClick(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const tryClick = () => {
      const mark = performance.getEntriesByName('runtime:hydrate')[0];
      const tab = document.querySelectorAll('[data-published-live] [role="tab"]')[1];
      if (mark && tab) {
        if (tab.getAttribute('aria-selected') === 'true') {
          window.__tabInteractive = { sinceHydration: performance.now() - mark.startTime, sinceNavigation: performance.now() };
          return;
        }
        tab.click();
      }
      requestAnimationFrame(tryClick);
    };
    requestAnimationFrame(tryClick);
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__tabInteractive !== undefined, null, { timeout: 30_000 });
  const times = await page.evaluate(() => window.__tabInteractive);
  await context.close();
  return times;
}

function describe(runs) {
  const figure = (key, format) => {
    const values = runs.map((run) => run[key]);
    return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
  };
  const ms = (value) => `${Math.round(value)} ms`;
  const hundreds = runs.filter((run) => run.performance === 100).length;
  return `perf ${figure('performance', String)} [100 on ${hundreds} of ${runs.length}], FCP ${figure('fcp', ms)}, LCP ${figure('lcp', ms)}, TBT ${figure('tbt', ms)}, CLS ${figure('cls', (v) => v.toFixed(3))}`;
}

/** On the published widgets page at 4× CPU: how soon after hydration starts a tab click works, then its tab switch and slide change. */
async function widgetsTimings(root, folder, browserPath, port) {
  const widgets = await startServer(root, folder, port);
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const clicks = [];
    for (let run = 0; run < 5; run += 1) clicks.push(await hydrationToTabClick(browser, `http://localhost:${port}/`));
    const figure = (key) => `median ${Math.round(median(clicks.map((times) => times[key])))} ms (${clicks.map((times) => Math.round(times[key])).join(', ')})`;
    console.log(`\nPublished widgets page at 4× CPU, until a tab click works: from the start of hydration (target under 200 ms) ${figure('sinceHydration')}; from the navigation's start ${figure('sinceNavigation')}`);
    // Once hydrated, the interactions the harness bench times, on the page as visitors get it.
    const url = `http://localhost:${port}/`;
    const tab = await interactionLatency(browser, url, { url, ...WIDGETS_TAB_SWITCH });
    const slide = await interactionLatency(browser, url, { url, ...WIDGETS_SLIDE_CHANGE });
    console.log(`Published widgets page at 4× CPU, click to the next painted frame once hydrated (target under 100 ms): tab switch ${latencyFigures(tab)}; slide change ${latencyFigures(slide)}`);
  } finally {
    await browser.close();
    widgets.kill();
  }
}

/** Loads of the published landing page on a phone at 4× CPU, for the layout shift before its script. */
const SHIFT_LOADS = 20;

/**
 * The published landing page on a phone at 4× CPU, loaded SHIFT_LOADS times: the layout shift
 * from the navigation to the start of hydration, which a phone short of CPU showed when it painted
 * a frame before the page was ready (the hero half parsed, its text in another font). Lighthouse's
 * simulated run does not show it: it loads the page once, unthrottled, and computes the rest.
 */
async function landingShiftBeforeScript(root, folder, browserPath, port) {
  const landing = await startServer(root, folder, port);
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const sums = [];
    for (let load = 0; load < SHIFT_LOADS; load += 1) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts = [];
        window.__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push({ at: entry.startTime, value: entry.value });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`http://localhost:${port}/`);
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, 'runtime:hydrate', { timeout: 30_000 });
      sums.push(await page.evaluate((mark) => {
        const hydrating = performance.getEntriesByName(mark)[0].startTime;
        return window.__shifts.filter(({ at }) => at < hydrating).reduce((sum, { value }) => sum + value, 0);
      }, 'runtime:hydrate'));
      await context.close();
    }
    const shifted = sums.filter((sum) => sum > 0);
    console.log(`\nPublished landing page on a phone at 4× CPU, ${SHIFT_LOADS} loads, layout shift before the script (target 0): ${shifted.length} loads shifted${shifted.length ? `, by ${shifted.map((sum) => sum.toFixed(3)).join(', ')}` : ''}`);
  } finally {
    await browser.close();
    landing.kill();
  }
}

/** Ours: the time a visitor takes to see a button that jumped into the window and click it. */
const ARRIVING_CLICK_MS = 300;

/**
 * A load-more of the published shop's first catalogue at 4× CPU, on a fresh page, the time from the
 * click to the end of the first frame that paints nine more cards with their contents (a frame may
 * paint them as empty boxes: catalogue.css). As a visitor who scrolled to the button: it in the
 * middle of the window and what its coming near the screen started settled (the next page asked for
 * and rendered ahead), then (with `pointerFirstMs`) the pointer on it that long, then the click. Or
 * (`arriving`) the click ARRIVING_CLICK_MS after the button is brought from far below into the
 * window in one jump (an in-page link): all that comes near the screen is started then, at 4× CPU.
 */
async function publishedLoadMore(browser, url, { pointerFirstMs = 0, arriving = false } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(url);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, 'runtime:hydrate');
    await page.waitForLoadState('networkidle');
    await visitorArrives(page);
    await page.waitForLoadState('networkidle');
    const button = page.locator('[data-published-live] #catalogue .rt-catalogue__more-button');
    if (!arriving) {
      await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(600);
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // In the page, as the catalogue's bench page does it: the pointer arrives (pointerover) and rests,
    // then the click. (Playwright's hover first checks the element over a few frames, which at 4×
    // CPU took most of the rest.)
    return await page.evaluate(
      ({ pointerMs, arriving, arrivingMs }) =>
        new Promise((resolve) => {
          const list = document.querySelector('[data-published-live] #catalogue');
          const button = list.querySelector('.rt-catalogue__more-button');
          const shown = () => [...list.querySelectorAll('.rt-card:not(.rt-catalogue__page[hidden] *)')];
          const before = shown().length;
          // The nine new cards are shown, and those on the screen have their contents drawn: a card
          // whose content `content-visibility: auto` still skips is painted as an empty box.
          const drawn = () => {
            const cards = shown().slice(before);
            const onScreen = cards.filter((card) => {
              const { top, bottom } = card.getBoundingClientRect();
              return bottom > 0 && top < window.innerHeight;
            });
            return cards.length >= 9 && onScreen.length > 0 && onScreen.every((card) => card.querySelector('*')?.checkVisibility({ contentVisibilityAuto: true }));
          };
          const click = () => {
            const start = performance.now();
            button.click();
            // The first frame that starts (its animation frame callbacks) with them drawable, to its
            // end (a task queued from its animation frame runs once it is painted).
            const frame = () => (drawn() ? setTimeout(() => resolve(performance.now() - start)) : requestAnimationFrame(frame));
            requestAnimationFrame(frame);
            setTimeout(() => resolve(NaN), 5000);
          };
          if (arriving) {
            button.scrollIntoView({ block: 'center' });
            return setTimeout(click, arrivingMs);
          }
          if (pointerMs === 0) return click();
          button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
          setTimeout(() => requestAnimationFrame(() => setTimeout(click)), pointerMs);
        }),
      { pointerMs: pointerFirstMs, arriving, arrivingMs: ARRIVING_CLICK_MS },
    );
  } finally {
    await page.close();
  }
}

/**
 * On the published shop at 4× CPU, once hydrated: a variant change in a card, click to the next
 * painted frame, and a load-more of 9 (its API answered by the sandbox's handlers, `--sandbox shop`,
 * at once, as the catalogue's bench page has its sandbox answer).
 */
async function shopTimings(root, folder, browserPath, port) {
  const shop = await startServer(root, folder, port, { sandbox: 'shop' });
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const url = `http://localhost:${port}/`;
    const radio = await interactionLatency(browser, url, { url, ...SHOP_VARIANT_RADIO });
    const blocks = await interactionLatency(browser, url, { url, ...SHOP_VARIANT_BLOCKS });
    console.log(`Published shop page at 4× CPU, a variant change, click to the next painted frame once hydrated (target under 16 ms): radio ${latencyFigures(radio)}; option blocks ${latencyFigures(blocks)}`);
    const pointerFirst = [];
    const bare = [];
    const arriving = [];
    for (let run = 0; run < 5; run += 1) {
      pointerFirst.push(await publishedLoadMore(browser, url, { pointerFirstMs: POINTER_BEFORE_CLICK_MS }));
      bare.push(await publishedLoadMore(browser, url));
      arriving.push(await publishedLoadMore(browser, url, { arriving: true }));
    }
    console.log(
      `Published shop page at 4× CPU, a load-more of 9, click to the end of the first frame that paints them with their contents (target under 100 ms), the button in the window: pointer on it ${POINTER_BEFORE_CLICK_MS} ms first ${latencyFigures(pointerFirst)}; a bare click ${latencyFigures(bare)}; a click ${ARRIVING_CLICK_MS} ms after it jumps in from far below ${latencyFigures(arriving)}`,
    );
  } finally {
    await browser.close();
    shop.kill();
  }
}

export async function publishedBench({ root, browserPath, firstPort = 4480 }) {
  const out = resolve(root, 'build/bench-published');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

  const react = await reactBaseline(root);
  console.log(`\nReact and ReactDOM alone (bench/react-baseline.ts: hydrateRoot in a transition), built as a page is: ${kb(react)} gzipped. The rest of each first script below is the runtime's own.`);
  console.log('\nPublished pages: the script each runs to hydrate (its entry, then after the first paint the hydration chunk and its imports), gzipped, and what weighs most in it:');
  for (const page of PAGES) {
    const folder = join(out, page);
    const reportPath = join(out, `${page}.bundle.json`);
    const published = spawnSync('node', [join(root, 'scripts/publish.mjs'), page, folder, '--bundle-report', reportPath], { cwd: root, encoding: 'utf8' });
    if (published.status !== 0) throw new Error(`publishing ${page} failed: ${published.stderr}`);
    const html = readFileSync(join(folder, 'index.html'), 'utf8');
    const chunks = JSON.parse(readFileSync(reportPath, 'utf8'));
    const files = hydrationScriptFiles(html, chunks);
    const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(folder, file))).length, 0);
    console.log(`  ${page.padEnd(8)} ${kb(gzip).padStart(9)} in ${files.length} files; the HTML ${kb(Buffer.byteLength(html))} (${kb(gzipSync(html).length)} gzipped)`);
    const modules = chunks.filter((chunk) => files.includes(chunk.file)).flatMap((chunk) => chunk.modules);
    const top = modules.sort((a, b) => b.gzip - a.gzip).slice(0, 8);
    console.log(`           top: ${top.map((module) => `${module.id.replace(/^node_modules\//, '')} ${kb(module.gzip)}`).join(', ')}`);
    console.log('           (module sizes are gzipped one by one before minifying, so they add up to more than the files)');
    // The static reference beside it: the same folder, the same HTML without scripts.
    const reference = join(out, `${page}-static`);
    cpSync(folder, reference, { recursive: true });
    writeFileSync(join(reference, 'index.html'), withoutScripts(html));
  }

  if (!browserPath) {
    console.log('\nHydration and Lighthouse skipped: no Chromium found.');
    return;
  }
  console.log('\nPublished pages, the scripts a phone has fetched by the time the page is hydrated and the network is quiet (the first script, the parts\' chunks the page renders — standard blocks, a catalogue — and what they load), gzipped:');
  let scriptsPort = firstPort - 2; // downwards: the widgets page is served one below firstPort next, Lighthouse from firstPort up
  for (const page of PAGES) {
    const server = await startServer(root, join(out, page), scriptsPort);
    try {
      const files = await scriptsBeforeInteraction(browserPath, `http://localhost:${scriptsPort}/`);
      const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(out, page, file))).length, 0);
      console.log(`  ${page.padEnd(8)} ${kb(gzip).padStart(9)} in ${files.length} files`);
    } finally {
      server.kill();
      scriptsPort -= 1;
    }
  }
  if (PAGES.includes('landing')) await landingShiftBeforeScript(root, join(out, 'landing'), browserPath, firstPort - 1);
  // The widgets page's timings, when it is one of the pages (PUBLISHED_PAGES may leave it out).
  if (PAGES.includes('widgets')) await widgetsTimings(root, join(out, 'widgets'), browserPath, firstPort - 1);
  // And the shop's, the catalogue as visitors get it (the bench pages time it in the harness's frame too).
  if (PAGES.includes('shop')) await shopTimings(root, join(out, 'shop'), browserPath, firstPort - 1);

  if (!runs) return;
  const http2 = process.env.LIGHTHOUSE_HTTP1 !== '1';
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling, over ${http2 ? 'HTTP/2' : 'HTTP/1.1'}, ${runs} runs per page: median (min–max). "static" is the same HTML without scripts.`);
  let port = firstPort;
  for (const page of PAGES) {
    for (const variant of [page, `${page}-static`]) {
      const server = await startServer(root, join(out, variant), port, { http2 });
      const url = `${http2 ? 'https' : 'http'}://localhost:${port}/`;
      try {
        // The server writes each image form on its first request (sharp); a visit as Lighthouse's
        // phone first, so no run measures the resizing a static host would have done ahead.
        await warmImages(browserPath, url);
        const results = [];
        for (let run = 0; run < runs; run += 1) results.push(lighthouse(url, browserPath));
        console.log(`  ${variant.padEnd(15)} ${describe(results)}`);
        // The page's other categories once (no timing in them): what a site owner's audit would show.
        if (variant === page) console.log(`  ${''.padEnd(15)} ${describeQuality(lighthouseQuality(url, browserPath))}`);
      } finally {
        server.kill();
        port += 1;
      }
    }
  }
}
