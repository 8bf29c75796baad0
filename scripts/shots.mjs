/* global window, document */
/**
 * `npm run shots`: every scenario in every mode (admin, preview, run) on a phone (375 × 812) and a
 * desktop (1280 × 800), as full-page PNGs with a contact sheet (`index.html`) listing each page's
 * errors and whether it scrolls sideways on the phone. For QA: look at the sheet; compare two runs
 * by keeping their folders (`--out shots/before`, `--out shots/after`) and opening both sheets, or
 * with `--compare shots/before`, which marks the pictures whose bytes differ.
 *
 * Options: --out <folder> (default shots/sheet), --scenarios landing,shop (default: all),
 * --no-build (use the last build in dist-shots), --compare <folder of an earlier run>.
 * A tool, not a test: it waits real time for images and fonts, and always writes the sheet.
 * Functions passed to page.evaluate run in the browser, hence the browser globals.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { findBrowser, HOW_TO_GET_A_BROWSER } from './find-browser.mjs';
import { serve, stopServers } from './preview-server.mjs';
import { scenarioIds } from './scenario-ids.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const out = resolve(root, option('out') ?? 'shots/sheet');
const compareWith = option('compare') ? resolve(root, option('compare')) : null;
const buildDir = 'dist-shots';

const MODES = ['admin', 'preview', 'run'];
const VIEWPORTS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];
/** Real time given to a page after it renders: lazy images, fonts, a rotator's first word. */
const SETTLE_MS = 1200;
/** How long a page's started images may take before the picture is taken anyway. */
const IMAGES_WAIT_MS = 15_000;

const allScenarios = scenarioIds(root);
const scenarios = option('scenarios')?.split(',').filter((id) => allScenarios.includes(id)) ?? allScenarios;

// The full browser, as a visitor's: the pictures are for people to look at.
const browser = await findBrowser({ headlessShell: false });
if (!browser) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}
if (!args.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', buildDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
mkdirSync(out, { recursive: true });

const { origin } = await serve(root, buildDir);
const chrome = await chromium.launch({ executablePath: browser.path, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
const results = [];
try {
  for (const scenario of scenarios) {
    for (const viewport of VIEWPORTS) {
      for (const mode of MODES) {
        const page = await chrome.newPage({ viewport: { width: viewport.width, height: viewport.height } });
        const errors = [];
        page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
        page.on('console', (message) => message.type() === 'error' && errors.push(`console: ${message.text()}`));
        const file = `${scenario}-${mode}-${viewport.name}.png`;
        try {
          await page.goto(`${origin}/harness/frame.html?scenario=${scenario}&mode=${mode}`);
          await page.locator('.rt-site, [data-page-unreadable]').first().waitFor({ timeout: 15_000 });
          // Scroll through once so lazy parts load — a frame at each screen, so the page sees each one
          // go by — then wait for the images that started (a full-page picture shows every one), and
          // go back to the top.
          // The page grows as its lists load, so its height is read again at every step.
          for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += viewport.height) {
            await page.evaluate((top) => new Promise((done) => { window.scrollTo(0, top); window.requestAnimationFrame(() => window.requestAnimationFrame(done)); }), y);
          }
          await page.waitForFunction(() => !document.querySelector('.rt-image[data-state="loading"]'), null, { timeout: IMAGES_WAIT_MS }).catch(() => undefined);
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForTimeout(SETTLE_MS);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          // A full-page picture is one capture of the whole page, but the browser draws what
          // content-visibility: auto holds back (a catalogue's cards, catalogue.css) only near the
          // window: those would be blank boxes in it. For the picture, everything is drawn.
          await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
          await page.screenshot({ path: resolve(out, file), fullPage: true });
          results.push({ scenario, mode, viewport: viewport.name, file, errors, overflow });
        } catch (error) {
          results.push({ scenario, mode, viewport: viewport.name, file: null, errors: [...errors, `shot failed: ${error.message}`], overflow: 0 });
        }
        await page.close();
        const last = results.at(-1);
        console.log(`${last.file ? '✓' : '✖'} ${scenario} ${mode} ${viewport.name}${last.errors.length ? ` — ${last.errors.length} error(s)` : ''}${last.overflow > 0 ? ` — scrolls sideways by ${last.overflow}px` : ''}`);
      }
    }
  }
} finally {
  await chrome.close();
  stopServers();
}

const changed = (file) => {
  if (!compareWith || !file || !existsSync(resolve(compareWith, file))) return null;
  return !readFileSync(resolve(compareWith, file)).equals(readFileSync(resolve(out, file)));
};
const escape = (text) => String(text).replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]);
const cells = results
  .map((result) => {
    const difference = changed(result.file);
    const notes = [
      ...result.errors.map((error) => `<li class="error">${escape(error)}</li>`),
      result.overflow > 0 ? `<li class="error">scrolls sideways by ${result.overflow}px</li>` : '',
      difference === true ? '<li class="changed">differs from the earlier run</li>' : '',
    ].join('');
    return `<figure><figcaption>${escape(`${result.scenario} · ${result.mode} · ${result.viewport}`)}</figcaption>${
      result.file ? `<a href="${result.file}"><img src="${result.file}" alt="${escape(`${result.scenario} in ${result.mode}, ${result.viewport}`)}" loading="lazy"></a>` : '<p>no picture</p>'
    }<ul>${notes || '<li>no errors</li>'}</ul></figure>`;
  })
  .join('\n');
writeFileSync(
  resolve(out, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Scenario shots</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px;background:#f4f5f8}main{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px}
figure{margin:0;background:#fff;padding:10px;border-radius:8px;box-shadow:0 1px 3px #0002}img{width:100%;height:360px;object-fit:cover;object-position:top;border:1px solid #ddd}
ul{margin:6px 0 0;padding-left:18px}.error{color:#a11}.changed{color:#a60}</style>
<h1>Scenario shots</h1><p>${results.length} pages; ${results.filter((result) => result.errors.length || result.overflow > 0).length} with problems${compareWith ? `; compared with ${escape(compareWith)}` : ''}.</p><main>
${cells}
</main></html>\n`,
);
const problems = results.filter((result) => result.errors.length || result.overflow > 0 || !result.file);
console.log(`\nContact sheet: ${resolve(out, 'index.html')} (${results.length} pages, ${problems.length} with problems)`);
process.exit(problems.length ? 1 : 0);
