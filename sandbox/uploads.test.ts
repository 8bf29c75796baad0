import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH } from '../runtime/platform/api-paths.ts';
import { createRequest, RequestError, type UploadFunction } from '../runtime/platform/request.ts';
import { uploadFile } from '../runtime/fields/upload-transfer.ts';
import { createSandbox } from './sandbox.ts';
import { TEST_SEED } from '../scenarios/test-seed.ts';

const ORIGIN = 'http://localhost';
const sandbox = createSandbox(TEST_SEED);
const server = setupServer(...sandbox.handlers);
// The runtime calls origin-relative paths; in node they need an origin.
const request = createRequest({ fetch: (input, init) => globalThis.fetch(new URL(String(input), ORIGIN), init) });
// The runtime's upload service runs on XMLHttpRequest, which node lacks (its own tests use a fake one:
// platform/request.test.ts); the endpoint's answers are read by the same rules over fetch here.
const upload: UploadFunction = (url, body, options) => request(url, { body, ...(options?.signal ? { signal: options.signal } : {}) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

describe('sandbox upload endpoint', () => {
  it('stores a file and answers its address', async () => {
    const uri = await uploadFile(upload, new File(['%PDF-1.4'], 'brief (v2).pdf'));
    expect(uri).toBe('/uploads/1/brief%20(v2).pdf');
    expect(sandbox.uploads.list()).toEqual([{ name: 'brief (v2).pdf', size: 8, fileUri: uri }]);
  });

  it('stores a 0-byte file too', async () => {
    await expect(uploadFile(upload, new File([], 'empty.txt'))).resolves.toBe('/uploads/1/empty.txt');
  });

  it('refuses a request without a file part as a violation', async () => {
    const body = new FormData();
    body.append('other', 'x');
    const error = await request(UPLOAD_PATH, { body }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).kind).toBe('violations');
  });

  it('fails as told by a fault rule', async () => {
    sandbox.faults.set({ match: UPLOAD_PATH, status: 500, times: 1 });
    const error = await uploadFile(upload, new File(['a'], 'a.txt')).catch((reason: unknown) => reason);
    expect((error as RequestError).kind).toBe('server');
    await expect(uploadFile(upload, new File(['a'], 'a.txt'))).resolves.toBe('/uploads/1/a.txt');
  });

  it('cancels with the caller signal', async () => {
    sandbox.faults.set({ match: UPLOAD_PATH, timeout: true });
    const controller = new AbortController();
    const sending = uploadFile(upload, new File(['a'], 'a.txt'), { signal: controller.signal });
    controller.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(sandbox.uploads.list()).toEqual([]);
  });

  it('treats an answer without fileUri as a failure', async () => {
    sandbox.faults.set({ match: UPLOAD_PATH, status: 200, body: { status: true }, times: 1 });
    await expect(uploadFile(upload, new File(['a'], 'a.txt'))).rejects.toMatchObject({ name: 'UploadAnswerError' });
  });
});
