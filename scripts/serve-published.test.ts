import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// A published folder's shape: index.html and a hashed asset.
const folder = mkdtempSync(join(tmpdir(), 'serve-published-'));
mkdirSync(join(folder, 'assets'));
writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Harbor Coffee</title><h1>Coffee</h1>');
const SCRIPT = `export const beans = ${JSON.stringify('arabica '.repeat(200))};`;
writeFileSync(join(folder, 'assets/index-AB12.js'), SCRIPT);

/** Starts `npm run serve` on the folder with these options, once it says it is serving. */
async function startServer(options: string[]): Promise<ChildProcess> {
  const started = spawn('node', [join(import.meta.dirname, 'serve-published.mjs'), folder, ...options], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    started.once('error', reject);
    started.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    started.stdout?.once('data', () => resolve());
  });
  return started;
}

let server: ChildProcess;
// Port 0 is not offered by the script; ports far from the test servers'.
const port = 4590 + (process.pid % 100);
const sandboxPort = port + 100;

beforeAll(async () => {
  server = await startServer(['--port', String(port), '--http2']);
}, 20_000);

afterAll(() => {
  server.kill();
  rmSync(folder, { recursive: true, force: true });
});

/** One HTTP/2 request; the certificate is the server's own, made at start, so it is not checked. */
function getOverHttp2(session: ClientHttp2Session, path: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, 'accept-encoding': 'br, gzip' });
    const parts: Buffer[] = [];
    let headers: IncomingHttpHeaders = {};
    stream.on('response', (received) => (headers = received));
    stream.on('data', (part: Buffer) => parts.push(part));
    stream.on('end', () => resolve({ headers, body: Buffer.concat(parts) }));
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
  let sandboxServer: ChildProcess;

  beforeAll(async () => {
    sandboxServer = await startServer(['--port', String(sandboxPort), '--sandbox', 'shop']);
  }, 30_000);

  afterAll(() => {
    sandboxServer.kill();
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
}, 20_000);
