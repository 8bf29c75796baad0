/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { sandboxMediaServer } from './sandbox/media-server.ts';
import { publishedPagesServer } from './harness/published-pages.ts';

const root = import.meta.dirname;

const UNIT_TEST_FOLDERS = ['runtime', 'sandbox', 'harness', 'scenarios', 'scripts', 'publish'];
const UNIT_TESTS = [`{${UNIT_TEST_FOLDERS.join(',')}}/**/*.test.{ts,tsx}`];
/**
 * The test helpers that start a mock server (msw's setupServer): it patches the process's own
 * network modules, which outlive a test file in a shared worker.
 */
const SERVER_HELPERS = process.env.VITEST
  ? readdirSync(resolve(root, 'tests/support'))
      .filter((file) => /\.tsx?$/.test(file) && /\bsetupServer\(/.test(readFileSync(resolve(root, 'tests/support', file), 'utf8')))
      .map((file) => file.replace(/\.tsx?$/, ''))
  : [];
/**
 * The unit test files that each need a process of their own, read from the files themselves: those
 * that mock a module (vi.mock or vi.doMock), and those that intercept the network with msw, directly
 * or through a helper above (run in a shared worker, a products test now and then found its mock
 * server not answering and timed out), and those that say so with an `// own process:` comment
 * (a test of which on-demand code a page loads, which in a shared module graph finds the code
 * another file loaded).
 */
const ISOLATED_TEST = new RegExp(String.raw`\bvi\.(?:do)?[mM]ock\(|from 'msw(?:/node)?'|^// own process:${SERVER_HELPERS.map((helper) => `|/${helper}'`).join('')}`, 'm');
/** The unit test files whose text matches `pattern`, read only when Vitest runs (not at every start of the dev server, a build or a publish). */
const testFilesReading = (pattern: RegExp): string[] =>
  process.env.VITEST
    ? UNIT_TEST_FOLDERS.flatMap((folder) =>
        readdirSync(resolve(root, folder), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.test\.tsx?$/.test(file) && pattern.test(readFileSync(resolve(root, folder, file), 'utf8')))
          .map((file) => `${folder}/${file.split('\\').join('/')}`),
      )
    : [];
const ISOLATED_TESTS = testFilesReading(ISOLATED_TEST);
/** The unit test files that run in jsdom (their `@vitest-environment jsdom` docblock): a project of their own (below). */
const JSDOM_TESTS = testFilesReading(/@vitest-environment jsdom/);

/** The scenario pages and the page schema are published with the build, so a page can be opened by URL. */
function publishScenarioPages(): Plugin {
  return {
    name: 'publish-scenario-pages',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'scenarios/page.schema.json', source: readFileSync(resolve(root, 'scenarios/page.schema.json')) });
      for (const entry of readdirSync(resolve(root, 'scenarios'), { withFileTypes: true })) {
        const page = resolve(root, 'scenarios', entry.name, 'page.json');
        if (entry.isDirectory() && existsSync(page)) this.emitFile({ type: 'asset', fileName: `scenarios/${entry.name}/page.json`, source: readFileSync(page) });
      }
    },
  };
}

/**
 * `vite preview` gzips every answer on the fly. It serves the harness on localhost to the browser
 * tests and benchmarks, where that only costs: one test's page asks for some 30 chunks, and the
 * server's one thread compressing them queued the page's requests. (The benchmark measures gzip
 * sizes from the files itself.)
 */
function uncompressedPreview(): Plugin {
  return {
    name: 'uncompressed-preview',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        delete request.headers['accept-encoding'];
        if (request.url?.startsWith('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    publishScenarioPages(),
    uncompressedPreview(),
    // Scenario videos, and images resized as files (sharp, cached on disk), so pages do not resize them.
    sandboxMediaServer({
      originalsDir: resolve(root, 'scenarios/assets/images'),
      videosDir: resolve(root, 'scenarios/assets/video'),
      cacheDir: resolve(root, 'node_modules/.cache/sandbox-images'),
    }),
    // The scenarios as `npm run publish` writes them, at /published/{scenario}/ (the shell's "As published"),
    // and the folders it wrote into out/ (or PUBLISHED_FOLDERS), at /published-folders/{name}/.
    publishedPagesServer({ root, cacheDir: resolve(root, 'node_modules/.cache/published'), foldersDir: resolve(root, process.env.PUBLISHED_FOLDERS ?? 'out') }),
  ],
  // The published runtime, the harness shell, its preview frame and the component gallery are
  // separate pages so that each loads only what it needs.
  build: {
    outDir: 'dist',
    // axe-core (660 KB) is one chunk of the harness, fetched only when its Accessibility panel runs;
    // every other chunk stays well under the default 500 KB this warns at.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      // The runtime draws lucide's icons from their data (runtime/parts/glyph.tsx): each icon module's
      // component, made at load, goes unused, as scripts/publish.mjs does for published pages.
      treeshake: { manualPureFunctions: ['createLucideIcon'] },
      // BENCH_PUBLISHED_PAGE builds only the published-page entry that `npm run bench` measures.
      input: process.env.BENCH_PUBLISHED_PAGE
        ? { published: resolve(root, 'bench/published-page.html') }
        : {
            shell: resolve(root, 'harness/index.html'),
            frame: resolve(root, 'harness/frame.html'),
            gallery: resolve(root, 'harness/gallery.html'),
          },
    },
  },
  // MSW's cookie jar without tough-cookie and its public-suffix list, and its cookie store without
  // localStorage, which a browser refusing storage throws on (see sandbox/msw-cookie-jar.ts).
  resolve: { alias: { 'tough-cookie': resolve(root, 'sandbox/msw-cookie-jar.ts'), '../cookieStore.mjs': resolve(root, 'sandbox/msw-cookie-jar.ts') } },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  test: {
    environment: 'node',
    setupFiles: ['tests/support/vitest-setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Vitest keeps a core for itself (cores - 1 workers): on a 2-core machine that is one worker, and
    // the suite took 112 s where two workers take 67 s (measured on a fresh clone).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A file's beforeAll that imports the parts' code compiles it there, the first time in its
    // process: on a 2-core machine busy with the browser tests beside it (and more), two such
    // hooks passed the default 10 s once. A hook that hangs still fails, 20 s later.
    hookTimeout: 30_000,
    // The same for a test that loads a part's code on demand or renders a whole page, run on its
    // own; `npm test` runs the suite at the lowest priority beside the browser tests, where such a
    // test took many times its 1-2 s, and gives each test 4 minutes there (scripts/test.mjs). A hung
    // test still fails, a minute later.
    testTimeout: 60_000,
    projects: [
      // A worker process runs these files one after another, without a new process each: the
      // project's own modules, like packages and Node's, stay loaded with their module-level state,
      // and so do the window and document of jsdom (a two-file probe with a module-level counter
      // read 1, then 2). The suite took 50-62 s on two cores where a process a file took 71-81 s. The
      // files make their own stores and services and await what they start; the setup file puts
      // the real clock, the globals, the document and React's context defaults back after each.
      // A worker is handed on only to a file of the same environment (Vitest starts a new process
      // when the next file wants another): the jsdom files and the node ones are two projects, run
      // one after the other (`groupOrder`), so each keeps its two workers for all its files. Mixed
      // in one queue, a worker often ended after a file because the next wanted the other
      // environment: these files took 109 CPU-s then, 64 now (measured on two cores).
      // `npx vitest run --sequence.shuffle.files --sequence.seed=N` checks that no file leans on
      // another's leftovers.
      { extends: true, test: { name: 'unit (jsdom)', include: JSDOM_TESTS, exclude: ISOLATED_TESTS, isolate: false, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'unit', include: UNIT_TESTS, exclude: [...ISOLATED_TESTS, ...JSDOM_TESTS], isolate: false, sequence: { groupOrder: 1 } } },
      // A module mock replaces a module for the file that asks, which works only in a fresh graph,
      // and msw's mock server patches the process's network modules: a file that does either gets
      // a process of its own, found by reading it (ISOLATED_TESTS above).
      ...(ISOLATED_TESTS.length > 0 ? [{ extends: true as const, test: { name: 'unit (own process)', include: ISOLATED_TESTS, isolate: true, sequence: { groupOrder: 2 } } }] : []),
    ],
  },
});
