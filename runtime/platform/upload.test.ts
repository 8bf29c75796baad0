/**
 * The upload service (request.ts, createUpload): a multipart POST over XMLHttpRequest whose
 * progress is the share of the body's bytes sent, cancelled with xhr.abort(), and whose answer is
 * read by the request helper's rules. A fake XHR stands in for the browser's and is driven by hand.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUpload, LOGIN_PATH, RequestError } from './request';

class FakeXhr extends EventTarget {
  static made: FakeXhr[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  responseType = '';
  body: unknown = null;
  aborted = false;
  status = 0;
  responseText = '';
  responseURL = '';
  constructor() {
    super();
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  /** The bytes of the body leaving, as the browser reports them. */
  sent(loaded: number, total: number, lengthComputable = true) {
    const event = Object.assign(new Event('progress'), { loaded, total, lengthComputable });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, text: string, finalUrl = `http://site.test${this.url}`) {
    this.status = status;
    this.responseText = text;
    this.responseURL = finalUrl;
    this.dispatchEvent(new Event('load'));
  }
}

function setup() {
  FakeXhr.made = [];
  const navigate = vi.fn();
  const upload = createUpload({ XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest, navigate });
  const xhr = () => FakeXhr.made.at(-1)!;
  return { upload, navigate, xhr };
}

const body = () => {
  const form = new FormData();
  form.append('file', new Blob(['x'.repeat(10)]), 'menu.pdf');
  return form;
};

describe('upload service', () => {
  it('POSTs the multipart body as is, asking for JSON, and resolves with the parsed answer', async () => {
    const { upload, xhr } = setup();
    const form = body();
    const sending = upload('/api/uploads/', form);
    expect(xhr().method).toBe('POST');
    expect(xhr().url).toBe('/api/uploads/');
    expect(xhr().headers).toEqual({ Accept: 'application/json' });
    expect(xhr().body).toBe(form);
    xhr().answer(200, JSON.stringify({ status: true, fileUri: '/uploads/1/menu.pdf' }));
    await expect(sending).resolves.toEqual({ status: true, fileUri: '/uploads/1/menu.pdf' });
  });

  it('reports the share of the bytes sent as the browser counts them, and nothing for an unknown total', async () => {
    const { upload, xhr } = setup();
    const shares: number[] = [];
    const sending = upload('/api/uploads/', body(), { onProgress: (sent) => shares.push(sent) });
    xhr().sent(0, 8_000_000);
    xhr().sent(2_000_000, 8_000_000);
    xhr().sent(5, 0, false);
    xhr().sent(6_000_000, 8_000_000);
    xhr().sent(8_000_000, 8_000_000);
    expect(shares).toEqual([0, 0.25, 0.75, 1]);
    xhr().answer(200, JSON.stringify({ fileUri: '/uploads/1/menu.pdf' }));
    await sending;
  });

  it('a cancel aborts the XHR and gives back the signal’s own AbortError', async () => {
    const { upload, xhr } = setup();
    const controller = new AbortController();
    const sending = upload('/api/uploads/', body(), { signal: controller.signal });
    xhr().sent(1, 10);
    controller.abort();
    expect(xhr().aborted).toBe(true);
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('an already cancelled signal sends nothing', async () => {
    const { upload } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(upload('/api/uploads/', body(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.made).toEqual([]);
  });

  it.each<[string, number, string, string]>([
    ['a 5xx', 500, '{"error":"down"}', 'server'],
    ['violations', 400, JSON.stringify({ violations: [{ propertyPath: 'file', message: 'A file is required' }] }), 'violations'],
    ['a false status', 200, '{"status":false}', 'status_false'],
    ['HTML where JSON was expected', 200, '<html></html>', 'parse'],
  ])('reads %s as a request does', async (_name, status, text, kind) => {
    const { upload, xhr } = setup();
    const sending = upload('/api/uploads/', body());
    xhr().answer(status, text);
    await expect(sending).rejects.toMatchObject({ name: 'RequestError', kind });
  });

  it('a network failure is a network RequestError', async () => {
    const { upload, xhr } = setup();
    const sending = upload('/api/uploads/', body());
    xhr().dispatchEvent(new Event('error'));
    const error = await sending.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).kind).toBe('network');
  });

  it('a 401, or a redirect that ended on the login page, goes to login', async () => {
    const { upload, xhr, navigate } = setup();
    const first = upload('/api/uploads/', body());
    xhr().answer(401, '');
    await expect(first).rejects.toMatchObject({ kind: 'unauthorized' });
    const second = upload('/api/uploads/', body());
    xhr().answer(200, '<html>login</html>', `http://site.test${LOGIN_PATH}`);
    await expect(second).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});

describe('upload service on browsers without URL.canParse (Chrome < 120, Firefox 114, Safari < 17)', () => {
  const canParse = Object.getOwnPropertyDescriptor(URL, 'canParse');
  beforeEach(() => {
    delete (URL as { canParse?: unknown }).canParse;
  });
  afterEach(() => {
    if (canParse) Object.defineProperty(URL, 'canParse', canParse);
  });

  /** What the upload has come to once the tasks the answer queued have run: its outcome, or still in progress. */
  const outcomeOf = (sending: Promise<unknown>) =>
    Promise.race([sending.then((value) => ({ value }), (error: unknown) => ({ error })), new Promise((resolve) => setTimeout(resolve, 0, 'in progress'))]);

  it('ends with the server’s answer (every answer has an address, so each one is read for a redirect)', async () => {
    const { upload, xhr } = setup();
    const sending = upload('/api/uploads/', body());
    xhr().answer(200, JSON.stringify({ status: true, fileUri: '/uploads/1/menu.pdf' }));
    expect(await outcomeOf(sending)).toEqual({ value: { status: true, fileUri: '/uploads/1/menu.pdf' } });
  });

  it('still sends a visitor whose session ended on the login page to log in', async () => {
    const { upload, xhr, navigate } = setup();
    const sending = upload('/api/uploads/', body());
    xhr().answer(200, '<html>login</html>', `http://site.test${LOGIN_PATH}`);
    expect(await outcomeOf(sending)).toEqual({ error: expect.objectContaining({ kind: 'unauthorized' }) });
    expect(navigate).toHaveBeenCalledWith(LOGIN_PATH);
  });
});
