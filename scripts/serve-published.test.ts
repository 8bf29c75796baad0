import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// A published folder's shape: index.html and a hashed asset.
const folder = mkdtempSync(join(tmpdir(), 'serve-published-'));
mkdirSync(join(folder, 'assets'));
writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Harbor Coffee</title><h1>Coffee</h1>');
const SCRIPT = `export const beans = ${JSON.stringify('arabica '.repeat(200))};`;
writeFileSync(join(folder, 'assets/index-AB12.js'), SCRIPT);
// A video, sent as it is: a browser asks for byte ranges of it.
const CLIP = Buffer.from(Array.from({ length: 1000 }, (_unused, index) => index % 256));
mkdirSync(join(folder, 'video'));
writeFileSync(join(folder, 'video/pour.webm'), CLIP);
// An original GIF the page's images ask forms of.
mkdirSync(join(folder, 'img'));
await sharp({ create: { width: 40, height: 40, channels: 3, background: '#b4532a' } }).gif().toFile(join(folder, 'img/steam.gif'));
// The repository `npm run publish` keeps in the folder (a GitHub Pages checkout), with a token in its remote.
mkdirSync(join(folder, '.git'));
writeFileSync(join(folder, '.git/config'), '[remote "origin"]\n\turl = https://ghp_secret@github.com/harbor/site.git\n');
writeFileSync(join(folder, '.git/HEAD'), 'ref: refs/heads/gh-pages\n');
writeFileSync(join(folder, 'assets/.env'), 'TOKEN=secret\n');

/**
 * How long a server may take to say it is serving. `npm test` runs the unit tests at the lowest CPU
 * priority beside the browser tests, so a start that takes 2 s alone (the `--sandbox` one loads the
 * scenarios through Vite) took over 30 s in a CI run on two busy cores.
 */
const SERVER_START_TIMEOUT_MS = 240_000;

/**
 * Starts `npm run serve` on the folder with these options, once it says it is serving. A server that
 * fails to start is killed, or its process would keep Vitest from exiting.
 */
async function startServer(options: string[]): Promise<ChildProcess> {
  const started = spawn('node', [join(import.meta.dirname, 'serve-published.mjs'), folder, ...options], { stdio: ['ignore', 'pipe', 'inherit'] });
  // Given up a little before the hook's own timeout, so the kill below runs.
  const waitMs = SERVER_START_TIMEOUT_MS - 5_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the server did not say it was serving within ${waitMs} ms`)), waitMs);
      started.once('error', reject);
      started.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
      started.stdout?.once('data', () => resolve());
    });
  } catch (error) {
    started.kill();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return started;
}

let server: ChildProcess | undefined;
// Port 0 is not offered by the script; ports far from the test servers'.
const port = 4590 + (process.pid % 100);
const sandboxPort = port + 100;

beforeAll(async () => {
  server = await startServer(['--port', String(port), '--http2']);
}, SERVER_START_TIMEOUT_MS);

afterAll(() => {
  server?.kill();
  rmSync(folder, { recursive: true, force: true });
});

/** One HTTP/2 request; the certificate is the server's own, made at start, so it is not checked. */
function getOverHttp2(session: ClientHttp2Session, path: string, headers: Record<string, string> = {}): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, 'accept-encoding': 'br, gzip', ...headers });
    const parts: Buffer[] = [];
    let received: IncomingHttpHeaders = {};
    stream.on('response', (answer) => (received = answer));
    stream.on('data', (part: Buffer) => parts.push(part));
    stream.on('end', () => resolve({ headers: received, body: Buffer.concat(parts) }));
    stream.on('error', reject);
    stream.end();
  });
}

describe('npm run serve -- --http2', () => {
  test('serves the folder over HTTP/2 with TLS: the page revalidated, a hashed asset compressed and cached for a year', async () => {
    const session = connect(`https://localhost:${port}`, { rejectUnauthorized: false });
    try {
      const page = await getOverHttp2(session, '/');
      expect(page.headers[':status']).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      const script = await getOverHttp2(session, '/assets/index-AB12.js');
      expect(script.headers[':status']).toBe(200);
      expect(script.headers['content-encoding']).toBe('br');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(script.body).toString()).toBe(SCRIPT);
      const missing = await getOverHttp2(session, '/assets/none.js');
      expect(missing.headers[':status']).toBe(404);
    } finally {
      session.close();
    }
  });

  test('a video in byte ranges (206, or 416 past its end); a current copy costs a 304; a coding at q=0 is refused; a bad address is a 400; the page under an encoded assets path is still revalidated', async () => {
    const session = connect(`https://localhost:${port}`, { rejectUnauthorized: false });
    try {
      const part = await getOverHttp2(session, '/video/pour.webm', { range: 'bytes=100-199' });
      expect(part.headers[':status']).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 100-199/1000');
      expect(part.body.equals(CLIP.subarray(100, 200))).toBe(true);
      const tail = await getOverHttp2(session, '/video/pour.webm', { range: 'bytes=-10' });
      expect(tail.body.equals(CLIP.subarray(990))).toBe(true);
      expect((await getOverHttp2(session, '/video/pour.webm', { range: 'bytes=1000-' })).headers[':status']).toBe(416);
      const whole = await getOverHttp2(session, '/video/pour.webm');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.body.length).toBe(1000);

      const page = await getOverHttp2(session, '/');
      expect(page.headers.etag).toBeTruthy();
      const again = await getOverHttp2(session, '/', { 'if-none-match': String(page.headers.etag) });
      expect(again.headers[':status']).toBe(304);
      expect(again.body.length).toBe(0);

      expect((await getOverHttp2(session, '/', { 'accept-encoding': 'gzip, br;q=0' })).headers['content-encoding']).toBe('gzip');
      expect((await getOverHttp2(session, '/', { 'accept-encoding': 'gzip;q=0, x-br' })).headers['content-encoding']).toBeUndefined();
      expect((await getOverHttp2(session, '/%E0%A4%A')).headers[':status']).toBe(400);
      const sideways = await getOverHttp2(session, '/assets/..%2findex.html');
      expect(sideways.headers['cache-control']).toBe('no-cache');
      // An image form is an image in the format asked: a GIF's stays a GIF; an extension that is no image format is no form.
      const gif = await getOverHttp2(session, '/img/steam_20_q70.gif');
      expect(gif.headers['content-type']).toBe('image/gif');
      expect(gif.body.subarray(0, 4).toString('latin1')).toBe('GIF8');
      expect((await getOverHttp2(session, '/img/steam_20_q70.html')).headers[':status']).toBe(404);
    } finally {
      session.close();
    }
  });

  test('serves nothing under a dot-name: the repository kept in the folder is a 404 however its address is spelt', async () => {
    const session = connect(`https://localhost:${port}`, { rejectUnauthorized: false });
    try {
      const paths = ['/.git/config', '/.git/HEAD', '/.git%2fconfig', '/%2egit/config', '/assets/..%2f.git/config', '/assets/.env'];
      const statuses = await Promise.all(paths.map(async (path) => [path, (await getOverHttp2(session, path)).headers[':status']]));
      expect(Object.fromEntries(statuses)).toEqual(Object.fromEntries(paths.map((path) => [path, 404])));
      expect((await getOverHttp2(session, '/')).headers[':status']).toBe(200);
    } finally {
      session.close();
    }
  });

  test('still answers a client that speaks only HTTP/1.1 on the same port', async () => {
    const { status, version } = await new Promise<{ status?: number; version: string }>((resolve, reject) => {
      const request = httpsRequest({ host: 'localhost', port, path: '/', rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, version: response.httpVersion });
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(200);
    expect(version).toBe('1.1');
  });
});

describe('npm run serve -- --sandbox <scenario>', () => {
  let sandboxServer: ChildProcess | undefined;

  beforeAll(async () => {
    sandboxServer = await startServer(['--port', String(sandboxPort), '--sandbox', 'shop']);
  }, SERVER_START_TIMEOUT_MS);

  afterAll(() => {
    sandboxServer?.kill();
  });

  const base = () => `http://localhost:${sandboxPort}`;
  const nextBeans = '/api/ecommerce/products/?projectId=harbor-coffee&categoryId=beans&page=2&limit=9';

  test("answers the runtime's API from the scenario's shop data: a catalogue's next page, as the builder's platform would", async () => {
    const answer = await fetch(`${base()}${nextBeans}`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { status: boolean; page: number; products: { id: string }[]; category: { id: string; count: number } };
    expect(body.status).toBe(true);
    expect(body.page).toBe(2);
    expect(body.products).toHaveLength(9);
    // 300 beans, one of them hidden from the catalogue (scenarios/shop/seed.ts).
    expect(body.category).toMatchObject({ id: 'beans', count: 299 });
    // An unknown project is the sandbox's own 404, not the static server's.
    expect((await (await fetch(`${base()}/api/ecommerce/products/?projectId=nope`)).json())).toMatchObject({ status: false, error: 'project not found' });
    // The folder is still served.
    expect(await (await fetch(`${base()}/`)).text()).toContain('<h1>Coffee</h1>');
  });

  test('a photo the folder lacks comes from the scenarios, resized as a published one', async () => {
    const original = await fetch(`${base()}/img/beans-sack.jpg`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const resized = await fetch(`${base()}/img/beans-sack_320_q70.webp`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/webp');
  });

  test('without --sandbox the same request is a static host\'s 404', async () => {
    const session = connect(`https://localhost:${port}`, { rejectUnauthorized: false });
    try {
      const { headers } = await getOverHttp2(session, nextBeans);
      expect(headers[':status']).toBe(404);
    } finally {
      session.close();
    }
  });
});

test('the folder may come first with no --port (the README\'s `npm run serve -- out/landing --http2`): the server starts on its default port', async () => {
  // Before, a missing --port made the first argument count as its value, and the usage was printed (exit 2).
  const started = spawn('node', [join(import.meta.dirname, 'serve-published.mjs'), folder, '--http2'], { stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const outcome = await new Promise<string>((resolve) => {
      started.stdout?.once('data', (data: Buffer) => resolve(data.toString()));
      // Another server on the default port is not this test's concern; the usage is.
      started.stderr?.on('data', (data: Buffer) => (/EADDRINUSE/.test(data.toString()) ? resolve('serving (the port was taken)') : undefined));
      started.once('exit', (code) => resolve(`exited ${code}`));
    });
    expect(outcome).toMatch(/^serving /);
  } finally {
    started.kill();
  }
}, SERVER_START_TIMEOUT_MS);
