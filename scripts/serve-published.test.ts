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

let server: ChildProcess;
let port = 0;

beforeAll(async () => {
  // Port 0 is not offered by the script; one far from the test servers' ports.
  port = 4590 + (process.pid % 100);
  server = spawn('node', [join(import.meta.dirname, 'serve-published.mjs'), folder, '--port', String(port), '--http2'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    server.stdout?.once('data', () => resolve());
  });
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
