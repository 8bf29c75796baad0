import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCTS_PATH } from '../runtime/platform/api-paths.ts';
import { MALFORMED_BODY } from './faults.ts';
import { NOTE_HEADER, parseImageFile, targetSize } from './image-files.ts';
import { createLog, LOG_CAP } from './log.ts';
import { createSandbox, type ProductsAnswer, type Sandbox } from './sandbox.ts';
import { TEST_PROJECT_ID, TEST_SEED } from '../scenarios/test-seed.ts';

const ORIGIN = 'http://localhost';
const LATTE = readFileSync(new URL('../scenarios/assets/images/latte-art.jpg', import.meta.url));

// The originals live on a real HTTP server: the sandbox fetches them with bypass(), past MSW.
let originals: Server;
let originalsUrl = '';
let sandbox: Sandbox;
let server: SetupServer;

beforeAll(async () => {
  originals = createServer((request, response) => {
    if (request.url === '/latte-art.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(LATTE);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  });
  await new Promise<void>((resolve) => originals.listen(0, '127.0.0.1', resolve));
  originalsUrl = `http://127.0.0.1:${(originals.address() as AddressInfo).port}`;
  sandbox = createSandbox(TEST_SEED, { imageOriginals: { 'latte-art': `${originalsUrl}/latte-art.jpg`, gone: `${originalsUrl}/gone.jpg` } });
  server = setupServer(...sandbox.handlers);
  sandbox.attach(server.events);
  server.listen({ onUnhandledRequest: 'bypass' });
});
afterEach(() => {
  server.resetHandlers();
  sandbox.reset();
  vi.unstubAllGlobals();
});
afterAll(async () => {
  server.close();
  await new Promise((resolve) => originals.close(resolve));
});

const products = (query: string, init?: RequestInit) => fetch(`${ORIGIN}${PRODUCTS_PATH}?${query}`, init);
const list = async (query: string) => {
  const response = await products(`projectId=${TEST_PROJECT_ID}&${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ProductsAnswer;
};
const ids = (answer: ProductsAnswer) => answer.products.map((p) => p.id);

describe('GET /api/ecommerce/products/', () => {
  it('pages 20 products by 9, 1-based', async () => {
    const first = await list('');
    expect(first).toMatchObject({ status: true, page: 1, limit: 9, total: 20, pages: 3, category: null });
    expect(ids(first)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(ids(await list('page=2&limit=9'))).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18']);
    expect(ids(await list('page=3'))).toEqual(['19', '20']);
    expect(await list('page=4')).toMatchObject({ products: [], total: 20, pages: 3 });
  });

  it('filters by category and counts it', async () => {
    const gear = await list('categoryId=gear');
    expect(gear.category).toEqual({ id: 'gear', name: 'Brewing gear', count: 7 });
    expect(gear.products.every((p) => p.categoryIds.includes('gear'))).toBe(true);
    expect(ids(await list('categoryId=beans&page=1&limit=5'))).toEqual(['1', '2', '3', '4', '5']);
    const missing = await products(`projectId=${TEST_PROJECT_ID}&categoryId=tea`);
    expect(missing.status).toBe(404);
  });

  it('answers the requested ids in the caller order, all of them by default', async () => {
    expect(ids(await list('productIds=3,1'))).toEqual(['3', '1']);
    expect(ids(await list('productIds[]=5&productIds[]=2'))).toEqual(['5', '2']);
    expect(ids(await list('productIds=7&productIds=6&productIds=404'))).toEqual(['7', '6']);
    const twelve = await list(`productIds=${Array.from({ length: 12 }, (_, i) => i + 1).join(',')}`);
    expect(twelve.products).toHaveLength(12);
  });

  it('adds the spec 001 names to products and variants', async () => {
    const [blend] = (await list('productIds=1')).products;
    expect(blend).toMatchObject({ id: '1', title: 'Harbor House Blend', name: 'Harbor House Blend', hasOptions: true, default_image_id: 'beans-sack' });
    expect(blend?.variants).toHaveLength(6);
    expect(blend?.variants[0]).toMatchObject({ productId: '1', vendor_code: blend?.variants[0]?.article });
    expect(blend?.images[0]).toMatchObject({ id: 'beans-sack', ext: 'jpg', width: 1600, height: 1600 });
    const [soldOut] = (await list('productIds=3')).products;
    expect(soldOut?.variants.every((v) => v.quantity === 0)).toBe(true);
  });

  it('hides invisible products from the catalogue but not from the cart refresh', async () => {
    const hidden = createSandbox({ ...TEST_SEED, products: TEST_SEED.products.map((p) => (p.id === '2' ? { ...p, visible: false } : p)) });
    server.use(...hidden.handlers);
    expect((await list('')).total).toBe(19);
    expect(ids(await list('productIds=2'))).toEqual([]);
    expect(ids(await list('showType=select_products&productIds=2,1'))).toEqual(['2', '1']);
  });

  it('answers with the price and stock QA changed for a variant, until reset; the seed stays as it was', async () => {
    const [before] = (await list('productIds=1')).products;
    const first = before!.variants[0]!;
    sandbox.catalogue.change(first.id, { price: 99.5 });
    sandbox.catalogue.change(first.id, { quantity: 2 });
    const [after] = (await list('showType=select_products&productIds=1')).products;
    expect(after!.variants[0]).toMatchObject({ id: first.id, price: 99.5, quantity: 2 });
    expect(after!.variants[1]).toEqual(before!.variants[1]);
    expect(TEST_SEED.products.find((p) => p.id === '1')!.variants[0]).toMatchObject({ price: first.price, quantity: first.quantity });
    expect(() => sandbox.catalogue.change(first.id, { price: -1 })).toThrow(RangeError);
    expect(() => sandbox.catalogue.change(first.id, { quantity: 1.5 })).toThrow(RangeError);
    sandbox.reset();
    expect((await list('productIds=1')).products[0]!.variants[0]).toEqual(first);
  });

  it('answers 404 for another project', async () => {
    const response = await products('projectId=someone-else');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: false, error: 'project not found' });
  });

  it('answers 400 with violations for a bad query', async () => {
    const response = await products(`projectId=${TEST_PROJECT_ID}&page=0&limit=abc`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { status: boolean; violations: { propertyPath: string }[] };
    expect(body.status).toBe(false);
    expect(body.violations.map((v) => v.propertyPath)).toEqual(['page', 'limit']);
    expect((await products('limit=101')).status).toBe(400);
    const noProject = (await (await products('')).json()) as { violations: { propertyPath: string }[] };
    expect(noProject.violations[0]?.propertyPath).toBe('projectId');
  });
});

describe('request log', () => {
  it('logs handled requests with status, duration and bytes', async () => {
    await list('page=2');
    await vi.waitFor(() => expect(sandbox.log.entries()[0]?.status).toBe(200));
    const [entry] = sandbox.log.entries();
    expect(entry).toMatchObject({ method: 'GET', url: `${PRODUCTS_PATH}?projectId=${TEST_PROJECT_ID}&page=2` });
    expect(entry?.durationMs).toBeGreaterThanOrEqual(0);
    expect(entry?.bytes).toBeGreaterThan(1000);
    expect(entry?.time).toBeLessThanOrEqual(Date.now());
  });

  it('logs requests the sandbox does not handle, with the network status', async () => {
    const response = await fetch(`${originalsUrl}/api/unknown/?x=1`);
    expect(response.status).toBe(404);
    await vi.waitFor(() => expect(sandbox.log.entries()[0]?.status).toBe(404));
    expect(sandbox.log.entries()[0]).toMatchObject({ url: '/api/unknown/?x=1', note: expect.stringContaining('sent to the network') });
  });

  it('notifies subscribers, clears, and keeps the last 500 entries', () => {
    const log = createLog();
    const seen: number[] = [];
    const unsubscribe = log.subscribe((entries) => seen.push(entries.length));
    log.start('a', 'GET', '/a');
    log.annotate('a', 'first');
    log.finish('a', 204);
    unsubscribe();
    log.start('b', 'GET', '/b');
    expect(seen).toEqual([1, 1, 1]);
    expect(log.entries()[0]).toMatchObject({ id: 'a', status: 204, note: 'first' });
    log.clear();
    expect(log.entries()).toEqual([]);
    for (let i = 0; i < LOG_CAP + 10; i++) log.start(String(i), 'GET', `/${i}`);
    expect(log.entries()).toHaveLength(LOG_CAP);
    expect(log.entries()[0]?.id).toBe('10');
  });
});

describe('faults', () => {
  const query = `projectId=${TEST_PROJECT_ID}`;

  it('answers a status with a body, e.g. 409 with settings', async () => {
    const body = { status: false, settings: { minTotalOrder: 30 } };
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 409, body });
    const response = await products(query);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual(body);
    await vi.waitFor(() => expect(sandbox.log.entries()[0]).toMatchObject({ status: 409, note: expect.stringContaining('status 409') }));
  });

  it('delays and then lets the real handler answer', async () => {
    sandbox.faults.set({ match: '/api/', delayMs: 60 });
    const started = performance.now();
    const response = await products(query);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(((await response.json()) as ProductsAnswer).total).toBe(20);
  });

  it('never answers on timeout, so the client times out', async () => {
    sandbox.faults.set({ match: PRODUCTS_PATH, timeout: true });
    await expect(products(query, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(sandbox.log.entries()[0]).toMatchObject({ status: null, note: expect.stringContaining('timeout') });
  });

  it('fails the network when offline', async () => {
    sandbox.faults.set({ match: '/', offline: true });
    await expect(products(query)).rejects.toThrow(TypeError);
  });

  it('answers 200 with a body that is not JSON when malformed', async () => {
    sandbox.faults.set({ match: PRODUCTS_PATH, malformed: true });
    const response = await products(query);
    expect(response.status).toBe(200);
    expect(await response.clone().text()).toBe(MALFORMED_BODY);
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('applies a rule the given number of times, then removes it', async () => {
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 500, times: 2 });
    expect((await products(query)).status).toBe(500);
    expect(sandbox.faults.list()).toEqual([{ match: PRODUCTS_PATH, status: 500, times: 1 }]);
    expect((await products(query)).status).toBe(500);
    expect((await products(query)).status).toBe(200);
    expect(sandbox.faults.list()).toEqual([]);
  });

  it('prefers the longest matching prefix, replaces by match, and clears', async () => {
    sandbox.faults.set({ match: '/', status: 503 });
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 502 });
    expect((await products(query)).status).toBe(502);
    sandbox.faults.set({ match: PRODUCTS_PATH, status: 418 });
    expect(sandbox.faults.list()).toHaveLength(2);
    expect((await products(query)).status).toBe(418);
    sandbox.faults.clear();
    expect((await products(query)).status).toBe(200);
  });
});

describe('GET /img/', () => {
  it('parses both file forms', () => {
    expect(parseImageFile('hero-espresso.jpg')).toEqual({ id: 'hero-espresso', ext: 'jpg' });
    expect(parseImageFile('hero-espresso_800_q70.webp')).toEqual({ id: 'hero-espresso', ext: 'webp', width: 800, quality: 70 });
    // The runtime's rule: '_' may be part of an id; the sized suffix is `_{width}_q{quality}`.
    expect(parseImageFile('bad_name.jpg')).toEqual({ id: 'bad_name', ext: 'jpg' });
    expect(parseImageFile('bad_name_800_q70.jpg')).toEqual({ id: 'bad_name', ext: 'jpg', width: 800, quality: 70 });
    expect(parseImageFile('no-extension')).toBeNull();
    expect(targetSize(800, { width: 1600, height: 1200 })).toEqual({ width: 800, height: 600 });
    expect(targetSize(3000, { width: 1600, height: 1201 })).toEqual({ width: 1600, height: 1201 });
  });

  it('serves the original', async () => {
    const response = await fetch(`${ORIGIN}/img/latte-art.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await response.arrayBuffer()).equals(LATTE)).toBe(true);
  });

  it('answers the original bytes, saying so, where it cannot resize (node)', async () => {
    const response = await fetch(`${ORIGIN}/img/latte-art_400_q70.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get(NOTE_HEADER)).toContain('not resized');
    expect((await response.arrayBuffer()).byteLength).toBe(LATTE.length);
  });

  it('answers 404 for unknown images, 400 for a bad size, 502 when the original is gone', async () => {
    expect((await fetch(`${ORIGIN}/img/nope.jpg`)).status).toBe(404);
    expect((await fetch(`${ORIGIN}/img/not_an_image`)).status).toBe(404);
    expect((await fetch(`${ORIGIN}/img/latte-art_400_q0.jpg`)).status).toBe(400);
    expect((await fetch(`${ORIGIN}/img/gone.jpg`)).status).toBe(502);
  });

  it('resizes with OffscreenCanvas: never upscales, avif as webp, cached', async () => {
    const drawn: { width: number; height: number; type: string | undefined; quality: number | undefined }[] = [];
    const createImageBitmap = vi.fn(async () => ({ width: 1600, height: 1200, close() {} }));
    class FakeCanvas {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { drawImage() {}, imageSmoothingQuality: 'low' };
      }
      async convertToBlob(options: { type?: string; quality?: number }) {
        drawn.push({ width: this.width, height: this.height, type: options.type, quality: options.quality });
        return new Blob([new Uint8Array(this.width)], { type: options.type });
      }
    }
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    vi.stubGlobal('OffscreenCanvas', FakeCanvas);

    const avif = await fetch(`${ORIGIN}/img/latte-art_800_q55.avif`);
    expect(avif.headers.get('content-type')).toBe('image/webp');
    expect(avif.headers.get(NOTE_HEADER)).toBe('avif served as webp');
    expect((await avif.arrayBuffer()).byteLength).toBe(800);
    const huge = await fetch(`${ORIGIN}/img/latte-art_4000_q70.jpg`);
    expect(huge.headers.get('content-type')).toBe('image/jpeg');
    expect(drawn).toEqual([
      { width: 800, height: 600, type: 'image/webp', quality: 0.55 },
      { width: 1600, height: 1200, type: 'image/jpeg', quality: 0.7 },
    ]);
    await fetch(`${ORIGIN}/img/latte-art_800_q55.avif`);
    expect(createImageBitmap).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(sandbox.log.entries().some((e) => e.note === 'avif served as webp')).toBe(true));
  });
});
