/**
 * `npm run publish -- <scenario-id | path/to/page.json> <outDir>`: a page JSON becomes a static
 * site. Two Vite builds: the client (publish/index.html, hashed assets under assets/, every address
 * relative so the folder can be served at any path) into
 * outDir, and the server half (publish/entry-server.tsx) for Node, which prerenders the page for
 * both viewports into outDir/index.html with the page JSON inline. The originals of the images
 * the page uses are copied to outDir/img/, and the scenario videos it plays to outDir/video/; their resized forms are made on request by
 * `npm run serve` (scripts/serve-published.mjs), since the runtime asks for any width.
 *
 * A scenario id publishes the scenario's page as the builder's server would: with what that server
 * adds, a catalogue's first page of products (scenarios/index.ts loads it so). A page JSON file is
 * published as it is: it is taken for what the builder's server wrote.
 */
import { copyFile, cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import subsetFont from 'subset-font';
import fontverter from 'fontverter';
import * as harfbuzz from 'harfbuzzjs';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const root = resolve(import.meta.dirname, '..');
const publishDir = join(root, 'publish');
/** The scenario photographs: the only image originals this project has. */
const originalsDir = join(root, 'scenarios/assets/images');
/** The scenario videos, served by the sandbox at /video/{name}; a published page gets the ones it plays. */
const videosDir = join(root, 'scenarios/assets/video');

/** The options that take a value: `--bundle-report <file>` (below) and `--server-build <folder>`. */
const VALUED_OPTIONS = ['--bundle-report', '--server-build'];
const optionValue = (name) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
/**
 * With `--server-build <folder>`: the server half is the one built in that folder, not built again.
 * `--server-build <folder> --server-build-only` builds it there (with the scenarios' modules, so it
 * serves a scenario and a page file alike) and publishes nothing. `npm test` publishes nine pages,
 * and each built the same server half (2.3 CPU-s of a publish's 5 to 8): it builds it once.
 */
const sharedServerDir = optionValue('--server-build') && resolve(optionValue('--server-build'));
const serverBuildOnly = process.argv.includes('--server-build-only');
if (serverBuildOnly && !sharedServerDir) {
  console.error('usage: node scripts/publish.mjs --server-build <folder> --server-build-only');
  process.exit(2);
}
const [source, outArg] = process.argv.slice(2).filter((arg, index, all) => !arg.startsWith('--') && !VALUED_OPTIONS.includes(all[index - 1]));
if (!serverBuildOnly && (!source || !outArg)) {
  console.error('usage: npm run publish -- <scenario-id | path/to/page.json> <outDir>');
  process.exit(2);
}
const scenarioId = serverBuildOnly || existsSync(source) ? undefined : source;
const pagePath = serverBuildOnly ? '' : scenarioId === undefined ? resolve(source) : join(root, 'scenarios', scenarioId, 'page.json');
if (!serverBuildOnly && !existsSync(pagePath)) {
  console.error(`no page at ${source} (neither a file nor a scenario id)`);
  process.exit(2);
}
/**
 * The published folder. It is written whole into a folder beside it (in the system's temporary
 * folder if its parent may not be written), which takes its place at the end (putInPlace): a page
 * that cannot be read, or any step that fails, leaves what was published there before as it was
 * (and the half-written folder goes).
 */
const publishedDir = serverBuildOnly ? '' : resolve(outArg);
// Its parent made first, as a build makes its folder's (`out/` of `out/landing`).
if (!serverBuildOnly) mkdirSync(dirname(publishedDir), { recursive: true });
const outDir = serverBuildOnly ? '' : join(writable(dirname(publishedDir)) ? dirname(publishedDir) : tmpdir(), `.${basename(publishedDir)}.publishing-${process.pid}`);
// Inside node_modules so the server bundle finds react and the other packages it leaves external
// (a shared one is where its caller put it, inside the project: scripts/test.mjs puts it there too).
const serverDir = sharedServerDir ?? join(root, 'node_modules/.cache/publish-server', String(process.pid));
/** Written last into a server build's folder: a folder without it holds no finished build. */
const SERVER_BUILT_MARK = join(serverDir, 'built');
process.on('exit', () => {
  // A shared server half stays for the next publish; its builder's caller removes it.
  for (const dir of sharedServerDir ? [outDir] : [outDir, serverDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});
// Stopped (Ctrl-C, a CI's timeout): exit, so the folders above go too.
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

// No project vite.config: that one builds the harness and serves the sandbox; a visitor gets the runtime alone.
// A relative base: the folder works wherever it is served, at a host's root or under a path (the
// harness shows it at /published/{scenario}/). The runtime's own requests (/img/…, /mod/…) stay absolute.
const common = { configFile: false, root: publishDir, base: './', publicDir: false, logLevel: 'warn', plugins: [react()] };
/**
 * With `--bundle-report <file>`: what each chunk holds (module, rendered size, gzipped size), for
 * `npm run bench` to name the top contributors of a page's first script.
 */
const reportPath = optionValue('--bundle-report');
const bundleReport = {
  name: 'bundle-report',
  async generateBundle(_options, bundle) {
    // A chunk with no code (one holding only types) is in the bundle but never written, and no
    // written chunk imports it: the report leaves it out, so a reader never looks for its file.
    const empty = new Set(Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.code.trim() === '').map((chunk) => chunk.fileName));
    const chunks = Object.values(bundle)
      .filter((chunk) => chunk.type === 'chunk' && !empty.has(chunk.fileName))
      .map((chunk) => ({
        file: chunk.fileName,
        facade: chunk.facadeModuleId?.startsWith(root) ? chunk.facadeModuleId.slice(root.length + 1) : chunk.facadeModuleId,
        imports: chunk.imports.filter((file) => !empty.has(file)),
        modules: Object.entries(chunk.modules).map(([id, module]) => ({ id: id.startsWith(root) ? id.slice(root.length + 1) : id, rendered: module.renderedLength, gzip: module.code ? gzipSync(module.code).length : 0 })),
      }));
    await writeFile(resolve(reportPath), JSON.stringify(chunks));
  },
};
/**
 * Which chunk holds each module, and each chunk's imports and stylesheets: what the hydration chunk
 * and the prerendered parts bring (below, their stylesheets go into the HTML). Read from the chunks,
 * not from Vite's manifest: the manifest names a module only when it is a chunk's entry, and a module
 * that is imported on demand in one place and statically in another (the slider: a page's media
 * element, the catalogue's cards) shares a chunk it is not the entry of.
 */
const chunkOfModule = new Map();
const chunkLinks = new Map();
const chunkMap = {
  name: 'chunk-map',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      chunkLinks.set(chunk.fileName, { imports: chunk.imports, css: [...(chunk.viteMetadata?.importedCss ?? [])] });
      for (const id of Object.keys(chunk.modules)) if (id.startsWith(`${root}/`)) chunkOfModule.set(id.slice(root.length + 1), chunk.fileName);
    }
  },
};
/**
 * What a published page loads to hydrate, in two files instead of a dozen. Left to the bundler, the
 * modules that other on-demand chunks also import went into small files of their own (many of
 * 0.1–1.5 KB): the landing page fetched 18 scripts before it was interactive (now 6), and over
 * HTTP/1.1 (six connections to a host) they queued. Two groups, from the module graph:
 * - `hydrate-page`: what the hydration chunk's module reaches by static imports, save what the page's
 *   small entry reaches (it stays one file, fetched after the first paint) and React (its own chunk);
 * - `standard-parts`: what the standard parts' module reaches beyond that, which every page with a
 *   FREE or BUNDLE section (the entry asks for it) loads beside the runtime. An on-demand part that
 *   imports one of those modules (a catalogue's images) then loads that file: on a page without such
 *   a section, a few KB it would not have needed.
 */
/** The hydration chunk's module and the standard parts', from the project's root (as `chunkOfModule` names them). */
const HYDRATION_SOURCE = 'publish/hydrate-page.tsx';
const STANDARD_PARTS_SOURCE = 'runtime/site/standard-parts.ts';
/**
 * Small modules that several on-demand parts share and no standard part imports, which would
 * otherwise be files of their own: they go with the standard parts. The focus helpers
 * (parts/script-focus.ts: the anchors widget's, the cart's, the catalogue's) are a few hundred bytes.
 */
const WITH_STANDARD_PARTS = ['runtime/parts/script-focus.ts'];
const hydrationModules = new Set();
const standardPartModules = new Set();
const hydrationGraph = {
  name: 'hydration-graph',
  buildEnd() {
    const reach = (start) => {
      const seen = new Set();
      const pending = [start];
      while (pending.length) {
        const id = pending.pop();
        if (seen.has(id)) continue;
        seen.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      return seen;
    };
    const entry = reach(join(publishDir, 'entry-client.tsx'));
    for (const id of reach(join(root, HYDRATION_SOURCE))) if (!entry.has(id)) hydrationModules.add(id);
    for (const id of reach(join(root, STANDARD_PARTS_SOURCE))) if (!entry.has(id) && !hydrationModules.has(id)) standardPartModules.add(id);
    for (const source of WITH_STANDARD_PARTS) if (!hydrationModules.has(join(root, source))) standardPartModules.add(join(root, source));
  },
};
/**
 * Chunks whose functions a page runs nearly all of as it hydrates, marked for V8 to compile them
 * whole as they download, on a background thread (explicit compile hints, Chrome 136 and later;
 * other browsers read a comment). Left to itself V8 compiles a function on its first call, on the
 * main thread: a click before the page has hydrated, which hydrates its part there and then, ran
 * ReactDOM and the runtime's frame cold. Measured side by side, alternating, the same files with and
 * without the comment: on the published widgets page at 4× CPU (16 runs each) the click's task
 * 85 → 46 ms, a working tab click 167 → 115 ms after hydration starts; Lighthouse's blocking time
 * median, the shop 99 → 44 ms, the landing page 94 → 32 ms. Not the parts' chunks: a page runs a
 * few of the functions each holds (the standard parts' marked too measured no better).
 */
const EAGERLY_COMPILED_CHUNKS = new Set(['react', 'hydrate-page']);
const compileHints = {
  name: 'compile-hints',
  // The comment must open the file, so after Vite has put its preload map there (generateBundle).
  // The file's name is hashed before: it does not change with the comment, which changes nothing
  // a page does.
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && EAGERLY_COMPILED_CHUNKS.has(chunk.name)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  },
};
/**
 * The page's script checks colours with the named colours its page uses (publish/named-colours.ts:
 * the page's data lists them) in place of the full list (runtime/safety/named-colours.ts), which
 * loads only with server data the page did not carry: 1.5 KB gzipped less in every page's first
 * script. The server build keeps the full list, and lists the page's names from it.
 */
const FULL_NAMED_COLOURS = join(root, 'runtime/safety/named-colours.ts');
const pageNamedColours = {
  name: 'page-named-colours',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !source.endsWith('/named-colours') || importer === join(publishDir, 'named-colours.ts')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === FULL_NAMED_COLOURS ? join(publishDir, 'named-colours.ts') : null;
  },
};
// The server half first: the page is read and rendered before the client is built, so a page
// that cannot be read fails in seconds, not after the longer build.
// For a scenario, the scenarios' module too: its page is published as the builder's server publishes
// it (scenarios/index.ts loads it with what the server adds, a catalogue's first pages from the shop's
// data, scenarios/embed-catalogue.ts). Its page.json alone has none, and the shop showed "There are no
// products here yet" in every catalogue. And embed-catalogue.ts for what those catalogues may show
// later, whose characters the fonts must have (below) and whose prices the page's data carries formatted.
const serverInputs = {
  'entry-server': join(publishDir, 'entry-server.tsx'),
  ...(scenarioId === undefined && !serverBuildOnly ? {} : { scenarios: join(root, 'scenarios/index.ts'), 'embed-catalogue': join(root, 'scenarios/embed-catalogue.ts') }),
};
if (sharedServerDir && !serverBuildOnly) {
  if (!existsSync(SERVER_BUILT_MARK)) {
    console.error(`publish: no server build in ${sharedServerDir}: make it first (node scripts/publish.mjs --server-build <folder> --server-build-only)`);
    process.exit(2);
  }
} else {
  await build({ ...common, build: { ssr: true, outDir: serverDir, emptyOutDir: true, rollupOptions: { input: serverInputs } } });
  await writeFile(SERVER_BUILT_MARK, '');
  if (serverBuildOnly) {
    console.log(`built the server half for publishing in ${sharedServerDir}`);
    process.exit(0);
  }
}
const serverModule = (name) => pathToFileURL(join(serverDir, readdirSync(serverDir).find((file) => new RegExp(`^${name}\\.m?js$`).test(file)))).href;
const { pageText, laterText } = scenarioId === undefined ? { pageText: await readFile(pagePath, 'utf8'), laterText: '' } : await scenarioPage(scenarioId);
const { renderPage, PageUnreadable, firstPaintLoader, codePointsOf, fontFaceRules, laterCodePoints, leftToOriginals, narrowFontFaces, planFontSubsets, typedCodePoints, PAGE_DATA_META, PART_CHUNKS_META } = await import(serverModule('entry-server'));
const page = await renderPage(pageText, laterText || '[]').catch((error) => {
  if (!(error instanceof PageUnreadable)) throw error;
  // What the owner (or the builder's server) must mend, without the script's stack.
  console.error(`publish: nothing was published: ${source}: ${error.message}`);
  process.exit(1);
});
if (!sharedServerDir) await rm(serverDir, { recursive: true, force: true });

// No modulepreload polyfill: every browser that runs module scripts and lacks `modulepreload`
// (Firefox before 115, Safari before 17) ignores the hints and loads the same scripts by import.
await build({
  ...common,
  plugins: [...common.plugins, pageNamedColours, hydrationGraph, chunkMap, compileHints, ...(reportPath ? [bundleReport] : [])],
  build: {
    outDir,
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    // React, ReactDOM and the scheduler in one chunk: every page's first script has them all, they
    // compress better as one file than spread over the runtime's (0.4 KB less gzipped), and the file
    // keeps its name when only the runtime changes, so a returning visitor's cache still holds it.
    // And what every page hydrates with in two more (hydrationGraph above).
    rollupOptions: {
      // Each of lucide's icon modules makes its component at load (`createLucideIcon(data)`); the
      // runtime takes only the data (runtime/parts/glyph.tsx), and marked pure the unused call goes,
      // and lucide's component code with it.
      treeshake: { manualPureFunctions: ['createLucideIcon'] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', priority: 3, test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/ },
            { name: 'hydrate-page', priority: 2, includeDependenciesRecursively: false, test: (id) => hydrationModules.has(id) },
            { name: 'standard-parts', priority: 1, includeDependenciesRecursively: false, test: (id) => standardPartModules.has(id) },
          ],
        },
      },
    },
  },
});

/**
 * Puts the written folder in the published folder's place. The earlier publish is set aside, not
 * deleted, until the new one is in: if the new one cannot be moved in, the earlier one is put back.
 * A repository in the folder (`.git`: a GitHub Pages checkout, say) stays with the new publish, as
 * Vite's emptying of a build folder keeps it. A folder that cannot be renamed (a mount point, a
 * parent folder the user may not write) is emptied and filled instead, as Vite's builds do.
 */
async function putInPlace() {
  const previous = join(dirname(publishedDir), `.${basename(publishedDir)}.previous-${process.pid}`);
  const hadPrevious = existsSync(publishedDir);
  try {
    if (hadPrevious) await rename(publishedDir, previous);
  } catch {
    for (const entry of readdirSync(publishedDir)) if (entry !== '.git') await rm(join(publishedDir, entry), { recursive: true, force: true });
    await cp(outDir, publishedDir, { recursive: true });
    return;
  }
  try {
    await rename(outDir, publishedDir);
  } catch (error) {
    if (hadPrevious) await rename(previous, publishedDir);
    throw error;
  }
  if (!hadPrevious) return;
  if (existsSync(join(previous, '.git'))) {
    try {
      await rename(join(previous, '.git'), join(publishedDir, '.git'));
    } catch (error) {
      console.error(`publish: the earlier folder, with its repository, is kept at ${previous}: ${error.message}`);
      return;
    }
  }
  await rm(previous, { recursive: true, force: true });
}

/** Whether this process may create files in a folder. */
function writable(folder) {
  try {
    accessSync(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * A scenario's page as the builder's server publishes it (scenarios/index.ts), as JSON, and the
 * text of every product its catalogues may show later, which that server knows too.
 */
async function scenarioPage(id) {
  const { SCENARIOS } = await import(serverModule('scenarios'));
  const { catalogueText } = await import(serverModule('embed-catalogue'));
  const scenario = SCENARIOS.find((entry) => entry.id === id);
  if (!scenario) throw new Error(`the scenario ${id} has a page.json but no entry in scenarios/index.ts`);
  const { page, seed } = await scenario.load();
  return { pageText: JSON.stringify(page), laterText: catalogueText(page, seed) };
}

/** A file's name part from its content (8 hex digits of its SHA-256): a changed file gets a new name, so it may be cached for good. */
const contentHash = (content) => createHash('sha256').update(content).digest('hex').slice(0, 8);
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** An asset's address relative to index.html (the server build names it in its own way). */
const assetHref = (href) => `./assets/${href.slice(href.lastIndexOf('/') + 1)}`;
// The first section's photo of each copy, asked for as the HTML arrives, only by the windows that show that copy.
const imageLinks = page.imagePreloads.map(({ href, media }) => `<link rel="preload" as="image" fetchpriority="high" media="${escapeHtml(media)}" href="${escapeHtml(href)}" />`);
// Each copy's first paint waits, in the windows it is for, until its first section is parsed
// (runtime/site/Site.tsx FirstSectionEnd says why). Browsers without `rel=expect` paint as before.
const holdLinks = page.firstPaintHolds.map(({ id, media }) => `<link rel="expect" href="#${escapeHtml(id)}" blocking="render" media="${escapeHtml(media)}" />`);
// The page as the server checked and read it (publish/entry-server.tsx): the visitor's script takes it as
// it is, from a file named by its hash (publish/page-data.ts says why it is not inline), cached as the assets are.
const pageJson = JSON.stringify(page.data);
const pageDataHref = `./assets/page-${contentHash(pageJson)}.json`;
await writeFile(join(outDir, pageDataHref), pageJson);
const pageDataMeta = `<meta name="${PAGE_DATA_META}" content="${escapeHtml(pageDataHref)}" />`;
// The chunks of the parts the page hydrates with, and those they import, save the standard parts'
// (which the entry imports itself) and what the hydration chunk brings: the entry preloads them
// beside the runtime (publish/part-chunks.ts). Not a catalogue's or a form's, which hydrate as their
// code comes: fetched that early, their compiling fell among the hydration's tasks (the widgets
// page's Lighthouse blocking time, median of 5 side by side: 82 ms with the catalogue's, 23 without).
const fetchedAnyway = new Set([...chunksOf(HYDRATION_SOURCE), ...chunksOf(STANDARD_PARTS_SOURCE)]);
const preloadedSources = page.hydrationSources.filter((source) => source !== STANDARD_PARTS_SOURCE);
const partChunks = [...new Set(preloadedSources.flatMap(chunksOf))].filter((file) => !fetchedAnyway.has(file));
const partChunksMeta = partChunks.length ? `<meta name="${PART_CHUNKS_META}" content="${escapeHtml(partChunks.map((file) => `./${file}`).join(' '))}" />` : '';
const body = [`<div data-published-viewport="desktop">${page.html.desktop}</div>`, `<div data-published-viewport="mobile">${page.html.mobile}</div>`].join('\n');
/**
 * The stylesheets of the chunk that holds a module (from the project's root) and of what it
 * imports, in the order Vite would load them (an import's before the importer's): for the chunk
 * that hydrates the page, and for an on-demand part's.
 */
function stylesheetsOf(source) {
  return chunksOf(source).flatMap((chunk) => chunkLinks.get(chunk)?.css ?? []);
}

/** The chunk that holds a module, and every chunk it imports, an import's before the importer's. */
function chunksOf(source) {
  const file = chunkOfModule.get(source);
  if (!file) throw new Error(`the client build has no ${source}`);
  const seen = new Set();
  const visit = (chunk) => {
    if (seen.has(chunk)) return [];
    seen.add(chunk);
    return [...(chunkLinks.get(chunk)?.imports ?? []).flatMap(visit), chunk];
  };
  return visit(file);
}

/**
 * The page's stylesheets, inlined in its head: its HTML is styled before any script runs (the
 * script that hydrates loads after the first paint, publish/first-paint.ts), and costs no request
 * before that paint. Each is also linked, disabled (so never fetched), because Vite's loader looks
 * for that link before adding a chunk's stylesheet: without it the hydration chunk would load the
 * same rules again, after the others, and change which rule wins.
 */
async function inlineStylesheets(text) {
  const linked = /\s*<link rel="stylesheet" crossorigin href="\.\/(assets\/[^"]+\.css)">/g;
  // The prerendered on-demand parts' (page.partSources) too: their HTML shows, styled, before their code arrives
  // (and Swiper's, whose sheet added later would restyle the whole page).
  const parts = page.partSources.flatMap(stylesheetsOf);
  const hrefs = [...new Set([...text.matchAll(linked)].map((match) => match[1]).concat(stylesheetsOf(HYDRATION_SOURCE), parts))];
  const sheets = await Promise.all(hrefs.map(async (href) => inlineable(await readFile(join(outDir, href), 'utf8'), href)));
  const styles = hrefs.map((href, index) => `<style>${sheets[index]}</style>\n    <link rel="stylesheet" crossorigin href="./${href}" disabled>`);
  return text.replace(linked, '').replace('</head>', () => `  ${styles.join('\n    ')}\n  </head>`);
}

/** A stylesheet's text for a <style> in index.html: its relative url()s re-aimed from its own folder, and no way to end the element. */
function inlineable(css, href) {
  const folder = new URL(`./${href}`, 'file:///site/');
  const rebased = css.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote, ref) =>
    /^(?:[a-z]+:|\/|#)/i.test(ref) ? whole : `url(${quote}./${new URL(ref, folder).pathname.slice('/site/'.length)}${quote})`,
  );
  return rebased.replace(/<\/style/gi, '<\\/style');
}

const inlined = await inlineStylesheets(await readFile(join(outDir, 'index.html'), 'utf8'));

// The characters each font file of the page's CSS has a glyph for (HarfBuzz reads its cmap; it reads
// TrueType, so the woff2 is unpacked first). Each face then claims only those (narrowFontFaces).
const inlinedCss = [...inlined.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
const mapped = new Map();
for (const { file } of fontFaceRules(inlinedCss)) {
  if (!file || mapped.has(file)) continue;
  const face = new harfbuzz.Face(new harfbuzz.Blob(await fontverter.convert(await readFile(join(outDir, file)), 'sfnt')), 0);
  mapped.set(file, new Set(face.collectUnicodes()));
}
// The fonts, cut to the characters this page may draw (publish/font-subsets.ts): each copy is
// declared after its original, and the original keeps only the characters the copy lacks
// (leftToOriginals), so the page's text takes the copy and the original is fetched only for a
// character the copy lacks. The preload links name the copies. What the page draws is its
// own text and what its catalogues may show later (a scenario's products, as its server knows them).
const ownCodePoints = codePointsOf([page.html.desktop, page.html.mobile, pageJson]);
const typed = typedCodePoints(page.language);
const fontSubsets = planFontSubsets({
  css: inlinedCss,
  mapped,
  preloaded: page.fonts.map(assetHref),
  shown: [...ownCodePoints, ...laterCodePoints([...ownCodePoints, ...typed], codePointsOf([laterText]))].sort((a, b) => a - b),
  typed,
});
const fontCopies = await Promise.all(
  fontSubsets.map(async (plan) => {
    const bytes = await subsetFont(await readFile(join(outDir, plan.file)), String.fromCodePoint(...plan.codePoints), { targetFormat: 'woff2' });
    const href = `${plan.file.replace(/\.woff2$/, '')}-page-${contentHash(bytes)}.woff2`;
    await writeFile(join(outDir, href), bytes);
    return { href, rule: plan.rule(href) };
  }),
);
const template = inlined.replace(/<style>([\s\S]*?)<\/style>/g, (whole, css) => `<style>${narrowFontFaces(css, leftToOriginals(mapped, fontSubsets))}</style>`);
const fontLinks = fontCopies.map(({ href }) => `<link rel="preload" as="font" type="font/woff2" crossorigin="anonymous" href="${escapeHtml(href)}" />`);
// The entry's script element becomes an inline script that adds it once the page has painted.
const entryScript = /<script type="module" crossorigin src="(\.\/assets\/[^"]+\.js)"><\/script>/;
const entrySrc = entryScript.exec(template)?.[1];
if (!entrySrc) throw new Error('the client build\'s index.html has no entry script');
// The template's icon, which asks for nothing: a page's own icon takes its place.
const EMPTY_ICON = '<link rel="icon" href="data:," />';
if (!template.includes(EMPTY_ICON)) throw new Error('the client build\'s index.html has no empty icon link to replace');
const html = template
  .replace(entryScript, () => firstPaintLoader(entrySrc))
  .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(page.language)}">`)
  .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
  .replace(EMPTY_ICON, () => (page.iconTags.length ? page.iconTags.join('\n') : EMPTY_ICON))
  .replace('<!--published-head-->', () => [...holdLinks, ...imageLinks, ...fontLinks, pageDataMeta, partChunksMeta, `<style>${page.viewportCss}</style>`, ...(page.noScriptCss ? [`<noscript><style>${page.noScriptCss}</style></noscript>`] : []), ...page.shareTags].join('\n'))
  .replace('<!--published-body-->', () => body)
  .replace('</head>', () => `  <style>${fontCopies.map(({ rule }) => rule).join('')}</style>\n  </head>`);
await writeFile(join(outDir, 'index.html'), html);

// One walk over the page: every {id, ext} that names an original is an image the page shows, and
// every "/video/{name}" that names a scenario video is a file it plays.
const images = new Set();
const videos = new Set();
(function collect(value) {
  if (Array.isArray(value)) value.forEach(collect);
  else if (value && typeof value === 'object') {
    if (typeof value.id === 'string' && typeof value.ext === 'string' && existsSync(join(originalsDir, `${value.id}.${value.ext}`))) images.add(`${value.id}.${value.ext}`);
    Object.values(value).forEach(collect);
  } else if (typeof value === 'string') {
    const name = /^\/video\/([\w.-]+)$/.exec(value)?.[1];
    if (name && existsSync(join(videosDir, name))) videos.add(name);
  }
})(JSON.parse(pageText));
await mkdir(join(outDir, 'img'), { recursive: true });
for (const name of images) await copyFile(join(originalsDir, name), join(outDir, 'img', name));
if (videos.size) await mkdir(join(outDir, 'video'), { recursive: true });
for (const name of videos) await copyFile(join(videosDir, name), join(outDir, 'video', name));

await putInPlace();
console.log(`published ${source} to ${outArg}: index.html ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB, ${images.size} images, ${videos.size} videos`);
