/**
 * `npm run bench`: prints figures, asserts nothing. Builds the harness, then reports the initial
 * JavaScript and CSS of each page (what its HTML loads before any lazy chunk), raw and gzipped.
 * Later issues add their benchmarks here (image bytes, layout shift, interaction latency); the
 * published pages' first scripts and their Lighthouse runs come last (scripts/bench-published.mjs).
 */
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { serve as serveFolder, stopServers } from './preview-server.mjs';
import { findBrowser } from './find-browser.mjs';
import { fieldChunkReport } from './bench-fields.mjs';
import { publishedBench, WIDGETS_SLIDE_CHANGE, WIDGETS_TAB_SWITCH } from './bench-published.mjs';
import { aboveTheFoldImageBytes, cartBench, catalogueBench, catalogueReport, initialScriptBytes, stats, interactionLatency, kb as formatKb, launch, layoutShiftAfterScroll } from './bench-browser.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, 'dist');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files an HTML page loads up front: its module scripts, modulepreloads and stylesheets. */
function initialFiles(htmlPath, base = dist) {
  const html = readFileSync(htmlPath, 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*src|link[^>]*href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return [...new Set(refs)].map((ref) => resolve(ref.startsWith('/') ? base : dirname(htmlPath), `.${ref.startsWith('/') ? ref : `/${ref}`}`));
}

console.log('\nInitial JS and CSS per page (before lazy chunks):');
console.log('page'.padEnd(16), 'files'.padStart(5), 'raw'.padStart(11), 'gzip'.padStart(11));
for (const name of readdirSync(resolve(dist, 'harness')).filter((f) => f.endsWith('.html'))) {
  const files = initialFiles(resolve(dist, 'harness', name));
  const raw = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
  console.log(name.padEnd(16), String(files.length).padStart(5), kb(raw).padStart(11), kb(gzip).padStart(11));
}
// The published runtime alone: a page entry with no harness code (bench/published-page.html).
const published = resolve(root, 'build/bench');
const runtimeBuild = spawnSync(
  'npx',
  ['vite', 'build', '--logLevel', 'error', '--manifest', '--outDir', published, '--emptyOutDir'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_PUBLISHED_PAGE: '1' } },
);
if (runtimeBuild.status !== 0) process.exit(runtimeBuild.status ?? 1);
{
  const html = resolve(published, 'bench/published-page.html');
  const files = initialFiles(html, published);
  const raw = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
  console.log('published page'.padEnd(16), String(files.length).padStart(5), kb(raw).padStart(11), kb(gzip).padStart(11), ' ← the runtime a visitor downloads');
}
console.log('\nframe.html carries the harness glue (MSW client, scenario data) on top of the runtime.');

{
  // Issue 14: each special field's code is a chunk of its own, loaded only where a form has the field.
  const { fields, statically, formBytes } = fieldChunkReport(published);
  console.log(`\nSpecial form fields on the published runtime: what each adds, gzipped, to a page whose form has it (form01's own chunks: ${kb(formBytes)}):`);
  for (const field of fields) console.log(`  ${field.name.padEnd(15)} ${field.missing ? 'no chunk found' : `${kb(field.bytes).padStart(9)}  (${field.files.map((file) => file.replace(/^assets\//, '')).join(', ')})`}`);
  console.log(`  field chunks form01 loads up front: ${statically.length ? statically.join(', ') : 'none'} (a form without special fields loads none)`);
}

const serve = (outDir) => serveFolder(root, outDir);

// The full browser: the figures of earlier runs and Lighthouse's were taken in it.
const browserPath = await findBrowser({ headlessShell: false });
if (!browserPath) {
  console.log('\nNo Chromium found: browser benchmarks skipped (see npm test for how to get one).');
  process.exit(0);
}
// The catalogue bench page (bench/catalogue-page.html) builds to a folder of this run's own, removed at the end.
const catalogueOut = resolve(root, `dist-bench-catalogue-${process.pid}`);
const catalogueBuild = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--config', 'bench/vite.catalogue.config.ts', '--outDir', catalogueOut], { cwd: root, stdio: 'inherit' });
if (catalogueBuild.status !== 0) process.exit(catalogueBuild.status ?? 1);
let browser;
try {
  const harness = await serve('dist');
  const publishedServer = await serve(published);
  const catalogueServer = await serve(catalogueOut);
  browser = await launch(browserPath.path);
  const landingJson = JSON.parse(readFileSync(resolve(root, 'scenarios/landing/page.json'), 'utf8'));

  console.log('\nAbove-the-fold image bytes, 375 px wide at device pixel ratio 2 (target: at most 1/8 of the originals):');
  for (const scenario of ['landing', 'media']) {
    const { served, original, count, ids } = await aboveTheFoldImageBytes(browser, harness.origin, scenario);
    const ratio = original ? served / original : 0;
    console.log(`  ${scenario.padEnd(8)} ${count} requests, ${formatKb(served)} served vs ${formatKb(original)} originals (${ids.join(', ')}): ratio 1/${ratio ? (1 / ratio).toFixed(1) : '∞'}`);
  }

  console.log('\nCumulative layout shift after a scripted scroll to the bottom (target: 0):');
  for (const scenario of ['landing', 'media', 'widgets']) {
    for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 800 }]) {
      const cls = await layoutShiftAfterScroll(browser, harness.origin, scenario, viewport);
      console.log(`  ${scenario.padEnd(8)} ${String(viewport.width).padStart(4)} px: CLS ${cls.toFixed(4)}`);
    }
  }

  console.log('\nInitial JS of the landing page on the published runtime, without and with a video element:');
  const withVideo = structuredClone(landingJson);
  withVideo.sections[1].elements.push({
    id: 'bench-video',
    type: 'media01',
    data: { kind: 'video', video: { type: 'youtube', source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' } },
  });
  const plain = await initialScriptBytes(browser, publishedServer.origin, landingJson);
  const video = await initialScriptBytes(browser, publishedServer.origin, withVideo);
  console.log(`  without video: ${formatKb(plain.bytes)} in ${plain.files.length} files`);
  console.log(`  with video:    ${formatKb(video.bytes)} in ${video.files.length} files${video.files.length > plain.files.length ? ` (extra: ${video.files.filter((f) => !plain.files.includes(f)).join(', ')})` : ''}`);

  console.log('\nInitial JS of the landing page, without and with a slider below the fold (Swiper must not be in the first load):');
  const withSlider = structuredClone(landingJson);
  withSlider.sections.at(-1).elements.push({
    id: 'bench-slider',
    type: 'media01',
    data: { kind: 'slider', slides: landingJson.sections[1].elements[0].data.image ? [landingJson.sections[1].elements[0].data.image, landingJson.sections[1].elements[0].data.image] : [], slider: { autoplay: 3 } },
  });
  const slider = await initialScriptBytes(browser, publishedServer.origin, withSlider);
  const swiperFiles = slider.files.filter((f) => /swiper/i.test(f));
  console.log(`  without slider: ${formatKb(plain.bytes)} in ${plain.files.length} files`);
  console.log(`  with slider:    ${formatKb(slider.bytes)} in ${slider.files.length} files; Swiper chunks loaded at start: ${swiperFiles.length ? swiperFiles.join(', ') : 'none'}`);

  console.log('\nInteraction latency at 4x CPU slowdown, click to next painted frame (target under 100 ms):');
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const tabTimes = await interactionLatency(browser, harness.origin, { scenario: 'widgets', ...WIDGETS_TAB_SWITCH });
  console.log(`  tab switch:   median ${median(tabTimes).toFixed(1)} ms (${tabTimes.map((t) => t.toFixed(0)).join(', ')})`);
  const slideTimes = await interactionLatency(browser, harness.origin, { scenario: 'widgets', ...WIDGETS_SLIDE_CHANGE });
  console.log(`  slide change: median ${median(slideTimes).toFixed(1)} ms (${slideTimes.map((t) => t.toFixed(0)).join(', ')})`);

  const cart = await cartBench(browser, harness.origin);
  const cartMs = (values) => {
    const { median, max, timedOut } = stats(values);
    return `median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms${timedOut ? ` (${timedOut} timed out)` : ''}`;
  };
  console.log(`\nThe cart at 4x CPU slowdown, ${cart.lines} lines to start with (target: under 100 ms each):`);
  console.log(`  add one more product → count painted on the cart button: ${cartMs(cart.add)}`);
  console.log(`  open the overlay from the button → its lines painted (${cart.open[0]?.lines ?? 0}+ lines, the 30 ms open delay included): ${cartMs(cart.open.map((o) => o.ms))}`);
  const cpuMedian = (key) => stats(cart.openCpu.map((o) => o[key])).median.toFixed(1);
  console.log(`  the same opening, main-thread CPU time without the slowdown (less skewed by a busy machine): median ${cpuMedian('total')} ms, of which layout ${cpuMedian('layout')} ms, paint ${cpuMedian('paint')} ms`);

  const catalogue = await catalogueBench(browser, catalogueServer.origin);
  const [load] = loadavg();
  console.log(`\nProduct catalogue, shop scenario (${catalogue.products.toLocaleString('en')} products), at 4x CPU slowdown (load average ${load.toFixed(1)} on ${availableParallelism()} CPUs: a busy machine gives slower, noisier figures):`);
  for (const line of catalogueReport(catalogue)) console.log(line);
} finally {
  await browser?.close();
  stopServers();
  rmSync(catalogueOut, { recursive: true, force: true });
}

// Published pages last: Lighthouse takes a while (LIGHTHOUSE_RUNS=0 skips it).
await publishedBench({ root, browserPath: browserPath?.path });
