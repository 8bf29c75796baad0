/**
 * `npm run bench`: prints figures, asserts nothing. Builds the harness, then reports the initial
 * JavaScript and CSS of each page (what its HTML loads before any lazy chunk), raw and gzipped.
 * Later issues add their benchmarks here (image bytes, layout shift, interaction latency).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';

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
  ['vite', 'build', '--logLevel', 'error', '--outDir', published, '--emptyOutDir'],
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
console.log('Image bytes, layout shift and interaction benchmarks come with the media, widgets and catalogue issues.');
