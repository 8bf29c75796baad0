/**
 * `npm run serve -- <outDir> [--port N]`: serves a folder written by `npm run publish` the way a
 * visitor's host would. Text is compressed (brotli, else gzip); the hashed files under /assets/ are
 * cached for a year, everything else is revalidated. Images: the runtime asks for
 * /img/{id}_{width}_q{quality}.{ext} at any width its box needs, so the forms cannot all be written
 * ahead; each is resized by sharp from the original /img/{id}.{ext} on its first request and
 * written beside it, so later requests (and a static host given the folder) get a file. Nothing
 * under a dot-name is served (the .git a publish keeps in the folder), as GitHub Pages does not.
 *
 * With `--http2`: HTTP/2 over TLS, as a visitor's host serves a site (a browser speaks HTTP/2 only
 * over TLS), with a certificate for localhost made at start and trusted by nothing: for measuring
 * (`npm run bench` runs Lighthouse this way, its browser told to accept the certificate). Over
 * HTTP/1.1 a browser opens at most six connections to a host, so a page's chunks queue behind
 * each other; over HTTP/2 they share one connection, as they do on a real host.
 *
 * With `--sandbox <scenario>`: the runtime's API (/api/… and /mod/…: products, promotions, orders
 * and leads, pay, countries) is answered from that scenario's shop data by the sandbox's own
 * handlers, as the builder's platform answers a published page, so a shop published from a
 * scenario works whole (load-more, pagination, the cart's refresh, checkout, pay). Without it the
 * folder is served as a static host serves it, and those requests get 404.
 */
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { API_PATH, fetchRequestOf, scenarioBackend, sendFetchResponse } from './scenario-backend.mjs';

const args = process.argv.slice(2);
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : 4180;
const http2 = args.includes('--http2');
const sandboxAt = args.indexOf('--sandbox');
const sandboxScenario = sandboxAt >= 0 ? args[sandboxAt + 1] : undefined;
// The one argument that is neither an option nor an option's value.
const optionValues = new Set([portAt, sandboxAt].filter((at) => at >= 0).map((at) => at + 1));
const folder = args.find((arg, i) => !arg.startsWith('--') && !optionValues.has(i));
if (!folder || !existsSync(join(folder, 'index.html')) || !Number.isInteger(port) || (sandboxAt >= 0 && !sandboxScenario)) {
  console.error('usage: npm run serve -- <outDir written by npm run publish> [--port N] [--http2] [--sandbox <scenario id>]');
  process.exit(2);
}
const root = resolve(folder);
const imageDir = join(root, 'img');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);
const YEAR = 'public, max-age=31536000, immutable';
/** The widths the runtime asks for reach 2160 (images) and 3500 (icons); more is not a page's. */
const MAX_WIDTH = 3500;
/** AVIF's default effort takes seconds a form; 2 keeps the bytes honest and the wait short. */
const AVIF_EFFORT = 2;
const VARIANT = /^([^/]+?)_(\d+)_q(\d+)\.([a-z0-9]+)$/i;
/** The formats an image form is written in (what the runtime asks for); another extension is no image form. */
const IMAGE_FORMS = new Set(['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif']);

const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) };
/** Compressed text by path, encoding and modification time: compressing once per file is enough. */
const compressed = new Map();
/** Resizes under way, so concurrent requests for one form share one. */
const resizing = new Map();
let sharpModule;

/**
 * Where originals are looked for: the folder's own img/, and with `--sandbox` the scenarios' photos
 * too, since the products a load-more brings may show photos the published page did not.
 */
const originalDirs = [imageDir, ...(sandboxScenario ? [resolve(import.meta.dirname, '../scenarios/assets/images')] : [])];

function originalOf(id) {
  for (const dir of originalDirs.filter((candidate) => existsSync(candidate))) {
    const name = readdirSync(dir).find((file) => file.startsWith(`${id}.`) && !VARIANT.test(file) && !file.endsWith('.part'));
    if (name) return join(dir, name);
  }
  return undefined;
}

async function resize(originalPath, target, width, quality, ext) {
  sharpModule ??= import('sharp').then((module) => module.default);
  const sharp = await sharpModule;
  const format = ext.toLowerCase();
  // Never wider than the original: the runtime asks for the original itself at that point. A GIF
  // stays a GIF, every frame of it (the runtime keeps an animated image's format).
  const image = sharp(originalPath, { animated: format === 'gif' }).resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'gif'
      ? image.gif()
      : format === 'webp'
        ? image.webp({ quality })
        : format === 'avif'
          ? image.avif({ quality, effort: AVIF_EFFORT })
          : format === 'png'
            ? image.png()
            : image.jpeg({ quality, mozjpeg: true });
  const bytes = await encoded.toBuffer();
  await mkdir(imageDir, { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${target}.${process.pid}.part`;
  await writeFile(partial, bytes);
  await rename(partial, target);
}

/** The file for a request path, resizing an image form first if needed; undefined when there is none. */
async function fileFor(pathname) {
  const path = resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`);
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  // Nothing under a dot-name is the site's: the repository `npm run publish` keeps in the folder
  // (.git: a remote's address, maybe with a token, and the whole history) stays private, as GitHub
  // Pages and most hosts keep it. Judged by the file reached, so `..%2f` and `%2f` go no way round.
  if (relative(root, path).split(sep).some((name) => name.startsWith('.'))) return undefined;
  if (existsSync(path) && (await stat(path)).isFile()) return path;
  const variant = pathname.startsWith('/img/') ? VARIANT.exec(pathname.slice('/img/'.length)) : null;
  if (!variant) {
    // An original the folder lacks, from the scenarios' photos (`--sandbox` only; originalDirs).
    const original = /^\/img\/([\w-]+)\.[a-z0-9]+$/i.exec(pathname);
    const found = original ? originalOf(original[1]) : undefined;
    return found && found.endsWith(pathname.slice('/img/'.length)) ? found : undefined;
  }
  const [, id, width, quality, ext] = variant;
  const original = originalOf(id);
  if (!original || Number(width) < 1 || Number(width) > MAX_WIDTH || Number(quality) < 1 || Number(quality) > 100 || !IMAGE_FORMS.has(ext.toLowerCase())) return undefined;
  let pending = resizing.get(path);
  if (!pending) {
    pending = resize(original, path, Number(width), Number(quality), ext).finally(() => resizing.delete(path));
    resizing.set(path, pending);
  }
  await pending;
  return path;
}

// The sandbox's handlers for the scenario's shop data (scripts/scenario-backend.mjs), with `--sandbox`.
const backend = sandboxScenario ? await scenarioBackend(sandboxScenario) : undefined;

/**
 * The coding to send for an Accept-Encoding header: brotli, else gzip, else none. A coding given
 * `q=0` is refused, and only whole tokens count (`x-br` is not brotli).
 */
function chosenEncoding(accepted) {
  const weights = new Map();
  for (const part of accepted.split(',')) {
    const [token = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    weights.set(token.trim(), q ? Number(q[1]) : 1);
  }
  const allowed = (coding) => (weights.get(coding) ?? (weights.has('*') ? weights.get('*') : 0)) > 0;
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : undefined;
}

/** Whether the client's copy is still current: its If-None-Match names this ETag, or (without one) If-Modified-Since is not before the file. */
function isStillCurrent(requestHeaders, etag, modified) {
  const noneMatch = requestHeaders['if-none-match'];
  if (noneMatch !== undefined) return String(noneMatch).split(',').some((tag) => tag.trim() === '*' || tag.trim() === etag);
  const since = Date.parse(String(requestHeaders['if-modified-since'] ?? ''));
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) <= Math.floor(since / 1000);
}

/**
 * The one byte range a Range header asks for (`bytes=start-end`, `bytes=start-`, `bytes=-suffix`),
 * 'unsatisfiable' for one past the end, and null for none or one this server does not serve (several
 * ranges, another unit): the whole file then, which the header allows.
 */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(String(header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

/** Answers one request; the same for HTTP/1.1 and for HTTP/2's compatibility API. */
async function answer(request, response) {
  try {
    if (backend && API_PATH.test(new URL(request.url ?? '/', 'http://localhost').pathname)) {
      const answered = await backend(await fetchRequestOf(request, `http://localhost:${port}`));
      if (answered) return await sendFetchResponse(request, response, answered);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('bad address');
      return;
    }
    const path = await fileFor(pathname);
    if (!path) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const ext = extname(path).toLowerCase();
    const { mtimeMs, mtime, size } = await stat(path);
    const encoding = COMPRESSIBLE.has(ext) ? chosenEncoding(String(request.headers['accept-encoding'] ?? '')) : undefined;
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      // By the file served, not the address asked: `/assets/..%2findex.html` is the page, revalidated.
      'cache-control': path.startsWith(join(root, 'assets') + sep) ? YEAR : 'no-cache',
      'last-modified': mtime.toUTCString(),
      // A validator for the revalidated files (and the rest), from the file and the coding alone:
      // a copy still current costs a 304, before the file is read or compressed.
      etag: `W/"${Math.floor(mtimeMs).toString(36)}-${size.toString(36)}${encoding ? `-${encoding}` : ''}"`,
      ...(COMPRESSIBLE.has(ext) ? { vary: 'accept-encoding' } : {}),
    };
    if (isStillCurrent(request.headers, headers.etag, mtime)) {
      response.writeHead(304, { etag: headers.etag, 'last-modified': headers['last-modified'], 'cache-control': headers['cache-control'], ...(headers.vary ? { vary: headers.vary } : {}) }).end();
      return;
    }
    let body = await readFile(path);
    if (encoding) {
      const key = `${encoding} ${path} ${mtimeMs}`;
      if (!compressed.has(key)) {
        const options = encoding === 'br' ? { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } } : { level: 9 };
        compressed.set(key, await compressors[encoding](body, options));
      }
      body = compressed.get(key);
      headers['content-encoding'] = encoding;
    }
    // Byte ranges of a file sent as it is (a video: the browser asks for ranges to seek, Safari to play at all).
    if (!encoding) {
      headers['accept-ranges'] = 'bytes';
      const range = byteRange(request.headers.range, body.length);
      if (range === 'unsatisfiable') {
        response.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
        return;
      }
      if (range) {
        const part = body.subarray(range.start, range.end + 1);
        response.writeHead(206, { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${body.length}`, 'content-length': String(part.length) });
        response.end(request.method === 'HEAD' ? undefined : part);
        return;
      }
    }
    headers['content-length'] = String(body.length);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch (error) {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('server error');
  }
}

/** A key and a certificate for localhost, valid for a day: made at start, so no key is ever stored. */
async function localCertificate() {
  const { generate } = await import('selfsigned');
  const made = await generate([{ name: 'commonName', value: 'localhost' }], {
    days: 1,
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: made.private, cert: made.cert };
}

// HTTP/1.1 still answers on the HTTP/2 port (allowHTTP1), for a client that does not speak HTTP/2.
const server = http2 ? createSecureServer({ ...(await localCertificate()), allowHTTP1: true }, answer) : createServer(answer);
server.listen(port, () =>
  console.log(`serving ${folder} at ${http2 ? 'https' : 'http'}://localhost:${port}/${http2 ? ' (HTTP/2, a certificate no browser trusts: for measuring)' : ''}${sandboxScenario ? `, its API answered from the ${sandboxScenario} scenario's data` : ''}`),
);
