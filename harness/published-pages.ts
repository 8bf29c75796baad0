/**
 * Serves the scenarios as `npm run publish` writes them, at /published/{scenario}/, on the dev
 * server (`npm start`) and the preview server (browser tests): the shell's "As published" shows
 * one in its frame, so QA sees exactly what a visitor gets (the prerendered HTML, hydrated by the
 * visitor's script; no sandbox, so no backend). A published folder's addresses are relative, and
 * its images (/img/…) are the media server's (sandbox/media-server.ts).
 *
 * A page is published on its first request and again when the runtime, the publishing code or
 * the scenario (its page, or the data published with it) has changed since (a publish takes some
 * seconds: meanwhile the request gets a page that says so and reloads itself). The preview server
 * first looks beside its build, where `npm test` publishes every scenario (`{outDir}-published/{scenario}`).
 *
 * A published scenario's API requests (/api/…, /mod/…: products, the cart's refresh, orders, pay),
 * which no service worker answers for it (the sandbox's, registered for the whole origin, leaves a
 * published page's requests to the browser: public/sandbox-worker.js), are answered here from the
 * scenario's shop data by the sandbox's own handlers (scripts/scenario-backend.mjs), as the
 * builder's platform answers a published page: the page's address, its Referer, says which
 * scenario. The panels do not see them.
 *
 * It also serves any folder `npm run publish` wrote into the published-folders directory (`out/`
 * by default, as the README's example writes `out/landing`; PUBLISHED_FOLDERS names another), at
 * /published-folders/{name}/, and lists them at /published-folders/ (JSON): the shell's "Open page…"
 * opens one, so QA sees the very files that will be uploaded, whatever page they came from.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { PUBLISHED_FOLDER_NAME, PUBLISHED_FOLDERS_PREFIX, type PublishedFolderList } from './published-folders.ts';
import { API_PATH, fetchRequestOf, scenarioBackend, sendFetchResponse } from '../scripts/scenario-backend.mjs';
import { scenarioIds } from '../scripts/scenario-ids.mjs';

const PUBLISHED_PATH_PREFIX = '/published/';

/** How often the "publishing…" page asks again. */
const PUBLISHING_RELOAD_S = 1;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

interface PublishedPagesOptions {
  /** The project's root (scripts/publish.mjs, runtime/, publish/ and scenarios/ are under it). */
  root: string;
  /** Where pages published on demand are kept. */
  cacheDir: string;
  /** The directory whose published folders /published-folders/ lists and serves. */
  foldersDir: string;
}

/** The folders of `dir` that `npm run publish` wrote (an index.html and its assets/), newest first. */
export function listPublishedFolders(dir: string): PublishedFolderList['folders'] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && PUBLISHED_FOLDER_NAME.test(entry.name) && existsSync(join(dir, entry.name, 'index.html')) && existsSync(join(dir, entry.name, 'assets')))
    .map((entry) => {
      const index = join(dir, entry.name, 'index.html');
      const title = /<title>([^<]*)<\/title>/.exec(readFileSync(index, 'utf8'))?.[1] ?? entry.name;
      return { name: entry.name, title: unescapeHtml(title), publishedAt: statSync(index).mtime.toISOString() };
    })
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.name.localeCompare(b.name));
}

/** The file a request names inside `folder`, or null when it would leave the folder or is not a file. */
export function fileInside(folder: string, file: string): string | null {
  const path = resolve(folder, file);
  if (!path.startsWith(folder + sep) || !existsSync(path) || !statSync(path).isFile()) return null;
  return path;
}

type Job = { state: 'publishing' } | { state: 'failed'; message: string };

/** The newest change to anything a published page is made of. */
function newestSource(root: string, scenario: string): number {
  let newest = statSync(join(root, 'scenarios', scenario, 'page.json')).mtimeMs;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  // The scenarios' folder whole: a scenario is published with what the builder's server adds to its
  // page (a catalogue's products from its seed, scenarios/embed-catalogue.ts, in the shape the
  // sandbox's products answer has, sandbox/sandbox.ts).
  for (const folder of ['runtime', 'publish', 'scenarios']) walk(join(root, folder));
  return Math.max(newest, ...['scripts/publish.mjs', 'sandbox/sandbox.ts'].map((file) => statSync(join(root, file)).mtimeMs));
}

function send(response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  response.end(body);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeHtml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

function sendFile(response: ServerResponse, path: string) {
  response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
  createReadStream(path).pipe(response);
}

function notePage(title: string, text: string, reload: boolean): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    reload ? `<meta http-equiv="refresh" content="${PUBLISHING_RELOAD_S}">` : '',
    '<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f1a17;background:#fffdf9}main{max-width:32rem;padding:24px}pre{white-space:pre-wrap}</style>',
    `</head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`,
  ].join('');
}

export function publishedPagesServer({ root, cacheDir, foldersDir }: PublishedPagesOptions): Plugin {
  const jobs = new Map<string, Job>();
  let builtFolder: string | null = null;

  const publish = (scenario: string, folder: string) => {
    jobs.set(scenario, { state: 'publishing' });
    const next = `${folder}.next`;
    // A production build, as `npm run publish` makes it: the dev server's NODE_ENV would give React's development build.
    const child = spawn(process.execPath, [join(root, 'scripts/publish.mjs'), scenario, next], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('close', (code) => {
      void (async () => {
        if (code !== 0) {
          jobs.set(scenario, { state: 'failed', message: errors.trim() || `npm run publish exited with ${code}` });
          return;
        }
        await rm(folder, { recursive: true, force: true });
        await rename(next, folder);
        jobs.delete(scenario);
      })();
    });
  };

  /** The folder to serve the scenario from, or why there is none yet. */
  const folderFor = (scenario: string, asksForPage: boolean): string | Job => {
    if (builtFolder && existsSync(join(builtFolder, scenario, 'index.html'))) return join(builtFolder, scenario);
    const job = jobs.get(scenario);
    if (job?.state === 'publishing') return job;
    const folder = join(cacheDir, scenario);
    const index = join(folder, 'index.html');
    const fresh = existsSync(index) && statSync(index).mtimeMs >= newestSource(root, scenario);
    // Assets are served as they are while the page is fresh; only a request for the page republishes.
    if (fresh || (existsSync(index) && !asksForPage)) return folder;
    if (job?.state === 'failed' && !asksForPage) return job;
    publish(scenario, folder);
    return { state: 'publishing' };
  };

  const folderMiddleware = (pathname: string, response: ServerResponse) => {
    const [name = '', ...rest] = pathname.slice(PUBLISHED_FOLDERS_PREFIX.length).split('/');
    if (name === '') {
      const list: PublishedFolderList = { dir: relative(root, foldersDir).startsWith('..') ? foldersDir : relative(root, foldersDir) || '.', folders: listPublishedFolders(foldersDir) };
      return send(response, 200, 'application/json; charset=utf-8', JSON.stringify(list));
    }
    const folder = join(foldersDir, name);
    if (!PUBLISHED_FOLDER_NAME.test(name) || !existsSync(join(folder, 'index.html'))) {
      return send(response, 404, 'text/html; charset=utf-8', notePage('No such published folder', `"${name}" is not a folder npm run publish wrote into ${relative(root, foldersDir) || foldersDir}.`, false));
    }
    if (rest.length === 0) return send(response, 302, 'text/plain', '', { location: `${PUBLISHED_FOLDERS_PREFIX}${name}/` });
    const path = fileInside(folder, rest.join('/') || 'index.html');
    if (!path) return send(response, 404, 'text/plain', 'not found');
    sendFile(response, path);
  };

  /** Each scenario's backend, made on its published page's first API request. */
  const backends = new Map<string, ReturnType<typeof scenarioBackend>>();
  /** The scenario whose published page sent a request, from its Referer; undefined for any other page. */
  const publishedScenarioOf = (request: IncomingMessage): string | undefined => {
    const referer = request.headers.referer;
    const scenario = referer && URL.canParse(referer) ? /^\/published\/([^/]+)\//.exec(new URL(referer).pathname)?.[1] : undefined;
    return scenario && scenarioIds(root).includes(scenario) ? scenario : undefined;
  };
  const apiMiddleware = async (scenario: string, request: IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
    try {
      let backend = backends.get(scenario);
      if (!backend) {
        backend = scenarioBackend(scenario);
        backends.set(scenario, backend);
      }
      const answered = await (await backend)(await fetchRequestOf(request, 'http://localhost'));
      if (answered) return await sendFetchResponse(request, response, answered);
      next();
    } catch (error) {
      backends.delete(scenario);
      send(response, 500, 'text/plain; charset=utf-8', `the ${scenario} scenario's backend failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const middleware: Connect.NextHandleFunction = (request: IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const apiScenario = API_PATH.test(pathname) ? publishedScenarioOf(request) : undefined;
    if (apiScenario) return void apiMiddleware(apiScenario, request, response, next);
    if (pathname.startsWith(PUBLISHED_FOLDERS_PREFIX)) return folderMiddleware(pathname, response);
    if (!pathname.startsWith(PUBLISHED_PATH_PREFIX)) return next();
    const [scenario = '', ...rest] = pathname.slice(PUBLISHED_PATH_PREFIX.length).split('/');
    if (!scenarioIds(root).includes(scenario)) return send(response, 404, 'text/html; charset=utf-8', notePage('No such scenario', `"${scenario}" is not a scenario of this project.`, false));
    // The folder's addresses are relative to its page: the page's address ends with a slash.
    if (rest.length === 0) return send(response, 302, 'text/plain', '', { location: `${PUBLISHED_PATH_PREFIX}${scenario}/` });
    const file = rest.join('/') || 'index.html';
    const folder = folderFor(scenario, file === 'index.html');
    if (typeof folder !== 'string') {
      if (folder.state === 'failed') return send(response, 500, 'text/html; charset=utf-8', notePage(`Publishing ${scenario} failed`, folder.message, false));
      if (file !== 'index.html') return send(response, 503, 'text/plain', 'being published');
      return send(response, 200, 'text/html; charset=utf-8', notePage(`Publishing ${scenario}…`, 'npm run publish is writing this page (a first publish takes a few seconds). It shows here by itself when written.', true));
    }
    const path = fileInside(folder, file);
    if (!path) return send(response, 404, 'text/plain', 'not found');
    sendFile(response, path);
  };

  return {
    name: 'published-pages',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      builtFolder = `${resolve(root, server.config.build.outDir)}-published`;
      server.middlewares.use(middleware);
    },
  };
}
