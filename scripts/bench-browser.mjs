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
 * `watch` element's `attribute`. The page is a scenario in the harness frame (run mode), or `url`
 * (a published page).
 */
/**
 * A visitor's first move over the page (the mouse arriving), before what is timed: a visitor who
 * clicks a variant or "load more" has moved a mouse, touched or scrolled the page first, and
 * sliders that do not autoplay load and start Swiper at that first interaction
 * (runtime/platform/visitor-interaction.ts). Without it the timed click would be the page's first
 * interaction and carry Swiper's start as well.
 */
export async function visitorArrives(page) {
  await page.mouse.move(4, 4);
  await page.mouse.move(5, 5);
}

export async function interactionLatency(browser, origin, { scenario, url, ready, targets, watch, attribute, clicks = 6 }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url ?? `${origin}/harness/frame.html?scenario=${scenario}&mode=run`);
  await page.waitForSelector('.rt-site');
  await page.locator(ready).first().scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await visitorArrives(page);
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

/** Median and max of a list of numbers; NaN (a run that timed out) is left out and counted. */
export function stats(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN, max: sorted.at(-1) ?? NaN, timedOut: values.length - sorted.length };
}

/**
 * The product catalogue of the shop scenario (1,000+ products) at 4× CPU slowdown, on
 * bench/catalogue-page.html (the runtime's <Site> without the harness, the sandbox answering
 * at once): mounting the PRODUCTS sections, a variant change in one card, a load-more, a mode
 * switch. Each figure `runs` times. See bench/catalogue-page.tsx for what is timed and counted.
 */
/** How long the bench's pointer rests on the load-more button before its click: our assumption of a quick mouse visitor's aim and press. */
export const POINTER_BEFORE_CLICK_MS = 150;

export async function catalogueBench(browser, origin, { runs = 7, mountRuns = 5 } = {}) {
  const open = async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (error) => console.error('  [catalogue page]', error.message));
    await page.goto(`${origin}/bench/catalogue-page.html`);
    await page.waitForFunction(() => window.__bench);
    await page.evaluate(() => document.fonts.ready);
    const cdp = await page.context().newCDPSession(page);
    const throttle = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const mount = (options) => page.evaluate((o) => window.__bench.mount(o), options);
    return { page, throttle, mount };
  };
  const results = { runs, mountRuns };

  // 1. Mounting: the first mount in a fresh page (new context, cold code), then again in one page.
  results.coldMount = [];
  for (let n = 0; n < mountRuns; n += 1) {
    const { page, throttle, mount } = await open();
    await throttle(4);
    results.coldMount.push(await mount({ sections: 'products', mode: 'run' }));
    await page.context().close();
  }
  {
    const { page, throttle, mount } = await open();
    results.products = await page.evaluate(() => window.__bench.products);
    await throttle(4);
    results.warmMount = {};
    for (const sections of ['products', 'catalogue', 'gear', 'gifts']) {
      await mount({ sections, mode: 'run' }); // warm-up, not counted
      results.warmMount[sections] = [];
      for (let n = 0; n < mountRuns; n += 1) {
        await page.waitForTimeout(300);
        results.warmMount[sections].push(await mount({ sections, mode: 'run' }));
      }
    }
    await page.context().close();
  }

  // 2–3. A variant change in one card, and load-more, on the whole shop page as a visitor has it.
  {
    const { page, throttle, mount } = await open();
    await mount({ sections: 'all', mode: 'run' });
    await visitorArrives(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    results.variantTargets = await page.evaluate(() => window.__bench.prepareVariants('catalogue'));
    await throttle(4);
    results.variant = {};
    for (const { kind } of results.variantTargets) {
      results.variant[kind] = [];
      for (let n = 0; n < runs + 1; n += 1) {
        const measured = await page.evaluate((k) => window.__bench.variantChange(k), kind);
        if (n > 0) results.variant[kind].push(measured); // the first is a warm-up
        await page.waitForTimeout(150);
      }
    }
    results.loadMore = [];
    results.loadMoreAfterPointer = [];
    for (let n = 0; n < runs; n += 1) {
      results.loadMore.push(await page.evaluate(() => window.__bench.loadMore('catalogue', 9)));
      await page.waitForTimeout(400);
      results.loadMoreAfterPointer.push(await page.evaluate((ms) => window.__bench.loadMore('catalogue', 9, ms), POINTER_BEFORE_CLICK_MS));
      await page.waitForTimeout(400);
    }
    await page.context().close();
  }

  // 4. Mode switch, admin ↔ preview, without reload: the whole shop page, then its PRODUCTS sections alone.
  results.modeSwitch = {};
  {
    const { page, throttle, mount } = await open();
    for (const sections of ['all', 'products']) {
      await throttle(1);
      await mount({ sections, mode: 'preview' });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await throttle(4);
      const switches = { toAdmin: [], toPreview: [] };
      for (let n = 0; n < mountRuns + 1; n += 1) {
        const toAdmin = await page.evaluate(() => window.__bench.switchMode('admin'));
        await page.waitForTimeout(150);
        const toPreview = await page.evaluate(() => window.__bench.switchMode('preview'));
        await page.waitForTimeout(150);
        if (n > 0) {
          switches.toAdmin.push(toAdmin);
          switches.toPreview.push(toPreview);
        }
      }
      switches.cardsInDom = await page.evaluate(() => document.querySelectorAll('.rt-card').length);
      results.modeSwitch[sections] = switches;
    }
    await page.context().close();
  }
  return results;
}

/** The lines `npm run bench` prints for catalogueBench's results. */
export function catalogueReport(results) {
  const ms = (value) => (Number.isNaN(value) ? 'timed out' : `${value < 100 ? value.toFixed(1) : value.toFixed(0)} ms`);
  const pair = (list, key) => {
    const { median, max, timedOut } = stats(list.map((m) => m[key]));
    return `${ms(median)} / ${ms(max)}${timedOut ? ` (${timedOut} timed out)` : ''}`;
  };
  const times = (list) => `commit ${pair(list, 'commit').padStart(17)}   painted ${pair(list, 'paint').padStart(17)}`;
  /** Cards React re-rendered (mounts aside), and cards whose DOM changed, over the runs: "1" or "1–2". */
  const range = (values) => (Math.min(...values) === Math.max(...values) ? String(values[0]) : `${Math.min(...values)}–${Math.max(...values)}`);
  const rerendered = (m) => m.cardsRendered.length - m.cardsMounted.length;
  const lines = [];
  const { runs, mountRuns } = results;

  lines.push(`  Mount of the PRODUCTS sections: a new React root renders <Site> (run mode) until every section shows its cards; median / max of ${mountRuns}:`);
  const mountLine = (label, list) => {
    const cards = list[0]?.cardsInDom ?? 0;
    const hidden = list[0]?.cardsHidden ?? 0;
    lines.push(`    ${`${label} (${cards} cards${hidden ? `, ${hidden} in hidden tabs` : ''})`.padEnd(54)} ${times(list)}`);
  };
  mountLine(`first in a fresh page, ${results.coldMount[0]?.sections.length ?? 0} sections*`, results.coldMount);
  mountLine(`again in the same page, ${results.warmMount.products[0]?.sections.length ?? 0} sections`, results.warmMount.products);
  for (const id of ['catalogue', 'gear', 'gifts']) mountLine(`  ${id} alone`, results.warmMount[id]);

  lines.push(`  Variant change in one card of the catalogue section: click an option value → the card's price text changes; median / max of ${runs}`);
  lines.push('  (target: under 16 ms to the painted frame, exactly one card re-rendered):');
  for (const target of results.variantTargets) {
    const list = results.variant[target.kind];
    const paint = stats(list.map((m) => m.paint)).median;
    const oneCard = list.every((m) => rerendered(m) === 1 && m.cardsRendered[0] === target.card && m.cardsMounted.length === 0);
    const label = `${target.kind === 'dropdown' ? 'dropdown**' : target.kind === 'blocks' ? 'option blocks' : 'radio buttons'}, product ${target.card.split('/')[1]} (${target.category} tab)`;
    lines.push(`    ${label.padEnd(54)} ${times(list)}`);
    lines.push(
      `    ${''.padEnd(54)} cards re-rendered ${range(list.map(rerendered))}, DOM changed ${range(list.map((m) => m.cardsDomChanged.length))}: ${paint < 16 ? 'time within target' : 'time over target'}, ${oneCard ? 'one card: target met' : 'not one card: over target'}`,
    );
  }
  if (results.variantTargets.length < 3) lines.push('    (no card on the first pages has a price-changing value of the other option kinds)');

  const more = results.loadMore;
  lines.push(`  Load-more in the catalogue section's first tab (9 cards a page, the sandbox answering without delay; the button scrolled to`);
  lines.push(`  the window's middle and the page idle first, so the new cards' first row comes on screen); median / max of ${runs}:`);
  lines.push(`    ${'click → 9 more cards'.padEnd(54)} ${times(more)}`);
  lines.push(`    ${''.padEnd(54)} products answered at ${pair(more, 'response')} from the click (asked for as the button neared the screen, request-ahead.ts: before it if negative); cards rendered: ${range(more.map((m) => m.cardsMounted.length))} new, ${range(more.map(rerendered))} of those already shown`);
  lines.push(`    ${'per run (cards before → after: painted)'.padEnd(54)} ${more.map((m) => `${m.before}→${m.after}: ${ms(m.paint)}`).join(', ')}`);
  const afterPointer = results.loadMoreAfterPointer;
  lines.push(`    ${`pointer on the button ${POINTER_BEFORE_CLICK_MS} ms first, click → 9 more`.padEnd(54)} ${times(afterPointer)}`);
  lines.push(`    ${''.padEnd(54)} (the products asked for as the button nears the screen or the pointer comes, request-ahead.ts: answered at ${pair(afterPointer, 'response')} from the click, before it if negative)`);

  lines.push(`  Mode switch without reload (the mode prop of <Site> changes, as the harness frame does on a message); median / max of ${mountRuns}:`);
  for (const [sections, label] of [['all', 'whole shop page'], ['products', 'PRODUCTS sections only']]) {
    const switches = results.modeSwitch[sections];
    for (const [direction, list] of [['preview → admin', switches.toAdmin], ['admin → preview', switches.toPreview]]) {
      lines.push(`    ${`${label}, ${direction}`.padEnd(54)} ${times(list)}`);
      lines.push(`    ${''.padEnd(54)} cards re-rendered ${range(list.map(rerendered))} of ${switches.cardsInDom}, DOM changed ${range(list.map((m) => m.cardsDomChanged.length))}`);
    }
  }
  lines.push('  * cold code; includes fetching any catalogue code the runtime loads lazily. ** the dropdown is opened first (not timed).');
  lines.push('  "commit": action → React committed the change; "painted": action → the frame showing it was painted (actions start at');
  lines.push('  the start of a frame). "cards re-rendered": ProductCard renders React committed for the action, mounts aside, read from');
  const measures = [
    ...Object.values(results.variant).flat(),
    ...results.loadMore,
    ...results.loadMoreAfterPointer,
    ...Object.values(results.modeSwitch).flatMap((switches) => [...switches.toAdmin, ...switches.toPreview]),
  ];
  const walk = Math.max(0, ...measures.map((m) => m.walkMs));
  lines.push("  React's commits (PerformedWork flags, via the DevTools hook; see bench/catalogue-page.tsx), which added at most");
  lines.push(`  ${ms(walk)} to a figure (not done while a mount is timed); "DOM changed": cards whose DOM a MutationObserver saw change.`);
  return lines;
}

/**
 * The cart at 4× CPU slowdown (issue 12): a cart of 50 lines (shop products 8–57, added through
 * the site's cart store as cards do), then `runs` times: adding one more product until the cart
 * button's count is painted, and opening the overlay from the button until its 50 lines are
 * painted (the 30 ms modal open delay included; the refresh the opening starts runs after);
 * then, without the slowdown, the main thread's CPU time for the same opening (cartOpenCpu).
 */
export async function cartBench(browser, origin, { lines = 50, runs = 5 } = {}) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('pageerror', (error) => console.error('  [cart page]', error.message));
  await page.goto(`${origin}/harness/frame.html?scenario=shop&mode=run&sections=gifts`);
  await page.waitForFunction(() => window.__site);
  await page.evaluate((count) => {
    const cart = window.__site.stores.cart.getState();
    for (let n = 0; n < count; n += 1) {
      const productId = String(8 + n);
      cart.add({ id: `bench-${productId}`, type: 'product', productId, variantId: `${productId}-1`, count: 1, price: 10 + n, orderPrice: 10 + n, title: `Bench product ${productId}`, img: null, quantity: -1, vendorCode: '', optionsInfo: [], hidden: false });
    }
  }, lines);
  await page.waitForSelector('.rt-cart-button');
  await page.waitForTimeout(600);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const add = [];
  const open = [];
  for (let run = 0; run < runs; run += 1) {
    add.push(
      await page.evaluate(
        (run) =>
          new Promise((resolve) => {
            const button = () => document.querySelector('.rt-cart-button')?.textContent;
            const before = button();
            const start = performance.now();
            const productId = String(200 + run);
            window.__site.stores.cart.getState().add({ id: `bench-${productId}`, type: 'product', productId, variantId: `${productId}-1`, count: 1, price: 12, orderPrice: 12, title: `Bench product ${productId}`, img: null, quantity: -1, vendorCode: '', optionsInfo: [], hidden: false });
            const check = () => (button() !== before ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start))) : requestAnimationFrame(check));
            check();
            setTimeout(() => resolve(NaN), 3000);
          }),
        run,
      ),
    );
    open.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const start = performance.now();
            document.querySelector('.rt-cart-button').click();
            const shown = () => document.querySelector('dialog[data-state="open"] .rt-cart__line');
            const check = () => (shown() ? requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start))) : requestAnimationFrame(check));
            check();
            setTimeout(() => resolve(NaN), 5000);
          }),
      ),
    );
    const lineCount = await page.locator('dialog .rt-cart__line').count();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog .rt-cart__line', { state: 'detached' });
    await page.waitForTimeout(300);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    open[open.length - 1] = { ms: open.at(-1), lines: lineCount };
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const openCpu = [];
  for (let run = 0; run < runs; run += 1) openCpu.push(await cartOpenCpu(page, cdp));
  await page.close();
  return { lines, add, open, openCpu };
}

/**
 * The main thread's CPU time for opening the cart (from the click until every line is painted
 * and two more frames), read as thread time from a performance trace: on a machine busy with
 * other work the wall-clock figures above swing by a factor of two, the thread time much less.
 * Also how much of it went to layout and to paint (Paint and PrePaint). Closes the cart after.
 */
async function cartOpenCpu(page, cdp) {
  await page.waitForTimeout(300);
  const events = [];
  const collect = (data) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const expected = window.__site.stores.cart.getState().items.length;
        document.querySelector('.rt-cart-button').click();
        const check = () => (document.querySelectorAll('dialog[data-state="open"] .rt-cart__line').length >= expected ? requestAnimationFrame(() => requestAnimationFrame(resolve)) : requestAnimationFrame(check));
        check();
      }),
  );
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')?.tid;
  const cpu = (...names) => events.filter((event) => event.tid === main && event.ph === 'X' && names.includes(event.name)).reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000;
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog .rt-cart__line', { state: 'detached' });
  return { total: cpu('RunTask'), layout: cpu('Layout'), paint: cpu('Paint', 'PrePaint') };
}
