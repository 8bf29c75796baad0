import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PATHS, IMAGE_PATH_PREFIX, VIDEO_PATH_PREFIX, leadSendPath, payRedirectUrl } from '../runtime/platform/api-paths';
import { SANDBOX_PROBE_PATH } from './log';
import { SANDBOX_WORKER_URL } from './browser';

type Rule = (method: string, url: string, workerOrigin: string) => boolean;

/** The worker's rule, read from the file the browser registers (it runs there as a classic script). */
const workerSource = readFileSync(resolve(import.meta.dirname, '../public', SANDBOX_WORKER_URL.slice(1)), 'utf8');
const goesStraightToNetwork = new Function(`${workerSource}\nreturn goesStraightToNetwork;`)() as Rule;

/** The worker's rule for a published page's requests, read the same way. */
const fromPublishedPage = new Function(`${workerSource}\nreturn fromPublishedPage;`)() as (referrer: string, workerOrigin: string) => boolean;

interface RouterRule {
  condition: { urlPattern?: string; requestMethod?: string; requestMode?: string };
  source: 'network' | 'fetch-event';
}
/** The rules the worker gives the browser's router when it installs. */
const staticRoutes = new Function(`${workerSource}\nreturn staticRoutes;`)() as () => RouterRule[];

/**
 * Where the browser's router sends a same-origin request: the first rule whose conditions all
 * hold. The worker's patterns are paths with `*` wildcards (a URL pattern given as a string is
 * read against the worker's own address; its query is left free).
 */
function routedTo(path: string, method = 'GET', mode = 'cors'): string {
  const { pathname } = new URL(path, ORIGIN);
  const matches = ({ condition }: RouterRule) =>
    (condition.requestMethod === undefined || condition.requestMethod === method) &&
    (condition.requestMode === undefined || condition.requestMode === mode) &&
    (condition.urlPattern === undefined || new RegExp(`^${condition.urlPattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(pathname));
  return staticRoutes().find(matches)?.source ?? 'fetch-event';
}

const ORIGIN = 'http://localhost:4173';
const straight = (path: string, method = 'GET', origin = ORIGIN) => goesStraightToNetwork(method, `${origin}${path}`, ORIGIN);

describe('the sandbox worker: which requests skip MSW', () => {
  it('the built app’s chunks, styles and fonts, and the dev server’s modules, go straight to the network', () => {
    for (const path of ['/assets/gallery-_uoWh8NU.js', '/assets/Slider-C5RaLTDN.css', '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', '/@vite/client', '/node_modules/.vite/deps/react.js?v=1', '/runtime/blocks/Slider.tsx?t=2', '/harness/frame/main.tsx']) {
      expect(straight(path), path).toBe(true);
    }
  });

  it('every path the sandbox answers still reaches MSW, whatever its extension', () => {
    const fixedPaths = Object.values(API_PATHS).flatMap((path) => (typeof path === 'string' ? [path] : []));
    const sandboxPaths = [...fixedPaths, leadSendPath('p1', 'g1'), payRedirectUrl('card', 7, 'h1'), `${IMAGE_PATH_PREFIX}a1_640_q80.webp`, `${VIDEO_PATH_PREFIX}clip.mp4`, SANDBOX_PROBE_PATH, '/api/some/file.js'];
    for (const path of sandboxPaths) expect(straight(path), path).toBe(false);
  });

  it('a path nobody serves still reaches MSW, so the Network panel logs a runtime calling it', () => {
    expect(straight('/wrong/endpoint/')).toBe(false);
    expect(straight('/harness/frame.html')).toBe(false);
  });

  it('only same-origin GETs skip it: a POST, or a script of another origin (a fake player’s API), does not', () => {
    expect(straight('/assets/gallery.js', 'POST')).toBe(false);
    expect(straight('/iframe_api.js', 'GET', 'https://www.youtube.com')).toBe(false);
  });
});

describe('the sandbox worker: a published page’s requests', () => {
  it('a request whose referrer is a page the harness serves as published is left to the browser, so it goes out as the page’s', () => {
    for (const page of ['/published/shop/', '/published/shop/?tab=beans', '/published-folders/landing/']) expect(fromPublishedPage(`${ORIGIN}${page}`, ORIGIN), page).toBe(true);
  });

  it('the sandbox’s own pages, another origin’s published path, and a request with no referrer still reach MSW', () => {
    for (const referrer of [`${ORIGIN}/harness/frame.html?scenario=shop`, `${ORIGIN}/harness/gallery.html`, `${ORIGIN}/`, 'https://example.com/published/shop/', '', 'about:client']) {
      expect(fromPublishedPage(referrer, ORIGIN), referrer).toBe(false);
    }
  });
});

describe('the sandbox worker: the browser router’s rules', () => {
  it('sends the same requests as the fetch rule straight to the network, and every sandbox path to the worker', () => {
    const fixedPaths = Object.values(API_PATHS).flatMap((path) => (typeof path === 'string' ? [path] : []));
    const paths = ['/assets/gallery-_uoWh8NU.js', '/assets/Slider-C5RaLTDN.css', '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2', '/@vite/client', '/node_modules/.vite/deps/react.js?v=1', '/runtime/blocks/Slider.tsx?t=2', '/harness/frame/main.tsx'];
    const sandboxPaths = [...fixedPaths, leadSendPath('p1', 'g1'), payRedirectUrl('card', 7, 'h1'), `${IMAGE_PATH_PREFIX}a1_640_q80.webp`, `${VIDEO_PATH_PREFIX}clip.mp4`, SANDBOX_PROBE_PATH, '/api/some/file.js', '/wrong/endpoint/'];
    for (const path of [...paths, ...sandboxPaths]) expect(routedTo(path), path).toBe(straight(path) ? 'network' : 'fetch-event');
    expect(routedTo('/assets/gallery.js', 'POST')).toBe('fetch-event');
  });

  it('sends page loads to the network (MSW’s worker lets them through anyway), but not a sandbox path opened as a page', () => {
    expect(routedTo('/harness/frame.html?scenario=shop', 'GET', 'navigate')).toBe('network');
    expect(routedTo(`${IMAGE_PATH_PREFIX}a1_640_q80.webp`, 'GET', 'navigate')).toBe('fetch-event');
  });
});
