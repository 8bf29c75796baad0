import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequest, encodeForm, LOGIN_PATH, RequestError, userMessageKey, type RequestErrorKind } from './request';
import { heldTimers } from '../../tests/support/held-timers';

const BASE = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers every method on `path` with `answer`, and records what came in. */
function answer(path: string, respond: () => Response | Promise<Response>) {
  const seen: { method: string; url: string; contentType: string | null; body: string }[] = [];
  server.use(
    http.all(`${BASE}${path}`, async ({ request }) => {
      seen.push({ method: request.method, url: request.url, contentType: request.headers.get('content-type'), body: await request.text() });
      return respond();
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

describe('encodeForm', () => {
  it('encodes nested objects and arrays in bracket notation', () => {
    expect(
      encodeForm({
        shipping: { id: 3, address: { city: 'X', zipCode: '101000' } },
        items: [
          { id: 1, count: 2 },
          { id: 2, count: 1 },
        ],
        tags: ['a', 'b'],
      }),
    ).toBe(
      'shipping[id]=3&shipping[address][city]=X&shipping[address][zipCode]=101000' +
        '&items[0][id]=1&items[0][count]=2&items[1][id]=2&items[1][count]=1&tags[0]=a&tags[1]=b',
    );
  });

  it('percent-encodes names and values', () => {
    expect(encodeForm({ 'a b': 'x&y=z', q: 'Привет', nested: { 'k&': '#' } })).toBe(
      'a%20b=x%26y%3Dz&q=%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82&nested[k%26]=%23',
    );
  });

  it('sends null empty, leaves undefined and empty containers out, and writes scalars as text', () => {
    expect(encodeForm({ a: null, b: undefined, c: [], d: {}, e: true, f: 0, g: new Date('2024-01-02T03:04:05Z') })).toBe(
      'a=&e=true&f=0&g=2024-01-02T03%3A04%3A05.000Z',
    );
  });
});

describe('request: sending', () => {
  it('POSTs urlencoded data by default and returns the parsed JSON', async () => {
    const seen = answer('/save', () => HttpResponse.json({ status: true, id: 7 }));
    const request = createRequest();
    await expect(request<{ id: number }>(`${BASE}/save`, { data: { shipping: { address: { city: 'X' } } } })).resolves.toEqual({ status: true, id: 7 });
    expect(seen).toEqual([
      { method: 'POST', url: `${BASE}/save`, contentType: 'application/x-www-form-urlencoded;charset=UTF-8', body: 'shipping[address][city]=X' },
    ]);
  });

  it('sends JSON when asked', async () => {
    const seen = answer('/lead', () => HttpResponse.json({ lead_id: 1 }));
    await createRequest()(`${BASE}/lead`, { method: 'PUT', data: { fields: [{ id: 'f1', value: 'a' }] }, json: true });
    expect(seen[0]).toMatchObject({ method: 'PUT', contentType: 'application/json', body: '{"fields":[{"id":"f1","value":"a"}]}' });
  });

  it('sends no body when there is no data', async () => {
    const seen = answer('/ping', () => HttpResponse.json({ ok: true }));
    await createRequest()(`${BASE}/ping`, { method: 'DELETE' });
    expect(seen[0]).toMatchObject({ method: 'DELETE', contentType: null, body: '' });
  });

  it('puts GET data in the query string, keeping an existing query and hash', async () => {
    const seen = answer('/mod/pay/ajax/', () => HttpResponse.json({ status: 1 }));
    const request = createRequest();
    await request(`${BASE}/mod/pay/ajax/`, { method: 'GET', data: { act: 'payData', pay_id: 5, hash: 'a b', filter: ['country', 'state'] } });
    await request(`${BASE}/mod/pay/ajax/?x=1#top`, { method: 'GET', data: { act: 'selectCash' }, json: true });
    await request(`${BASE}/mod/pay/ajax/?`, { method: 'GET', data: { a: 1 } });
    await request(`${BASE}/mod/pay/ajax/`, { method: 'GET', data: {} });
    expect(seen.map(({ url }) => url)).toEqual([
      `${BASE}/mod/pay/ajax/?act=payData&pay_id=5&hash=a%20b&filter[0]=country&filter[1]=state`,
      `${BASE}/mod/pay/ajax/?x=1&act=selectCash#top`,
      `${BASE}/mod/pay/ajax/?a=1`,
      `${BASE}/mod/pay/ajax/`,
    ]);
    expect(seen.every(({ body }) => body === '')).toBe(true);
  });

  it('sends a multipart body as is, with the boundary the browser writes', async () => {
    const seen = answer('/upload', () => HttpResponse.json({ fileUri: '/files/a.txt' }));
    const body = new FormData();
    body.append('file', new File(['hello'], 'a.txt', { type: 'text/plain' }));
    await expect(createRequest()(`${BASE}/upload`, { body, data: { ignored: 1 } })).resolves.toEqual({ fileUri: '/files/a.txt' });
    expect(seen[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('filename="a.txt"');
    expect(seen[0]?.body).not.toContain('ignored');
  });

  it('uses an injected fetch', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{"ok":1}')));
    await expect(createRequest({ fetch })('/relative')).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledWith('/relative', expect.objectContaining({ method: 'POST' }));
  });
});

describe('request: answers', () => {
  it.each<[string, () => Response]>([
    ['an empty 204', () => new HttpResponse(null, { status: 204 })],
    ['an empty 200', () => new HttpResponse('', { status: 200 })],
    ['null', () => HttpResponse.json(null)],
    ['a list', () => HttpResponse.json([])],
    ['an empty object', () => HttpResponse.json({})],
    ['a bare value', () => HttpResponse.json(1)],
    ['a string', () => HttpResponse.json('ok')],
  ])('a 2xx answer that is not a usable JSON object (%s) is an incorrect answer (issue 10.3)', async (_, respond) => {
    answer('/empty', respond);
    const error = await failure(createRequest()(`${BASE}/empty`));
    expect(error).toMatchObject({ kind: 'parse', messageKey: 'request::parse' });
  });

  it.each(['false', 'FALSE', ' False ', '0', 0, false])('a status of %j is a refusal in any spelling (issue 10.3)', async (status) => {
    answer('/pay', () => HttpResponse.json({ status }));
    expect(await failure(createRequest()(`${BASE}/pay`))).toMatchObject({ kind: 'status_false', status: 200 });
  });

  it('a redirect that ends on the HTML login page reads as not authorised, and goes to login (issue 10.3)', async () => {
    const landed = new Response('<html><form>Log in</form></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    Object.defineProperties(landed, { redirected: { value: true }, url: { value: `${BASE}${LOGIN_PATH}?next=%2Fpay` } });
    const navigate = vi.fn();
    const error = await failure(createRequest({ fetch: () => Promise.resolve(landed), navigate })(`${BASE}/pay`));
    expect(error).toMatchObject({ kind: 'unauthorized', messageKey: 'request::unauthorized' });
    expect(navigate).toHaveBeenCalledWith(LOGIN_PATH);
  });

  it('reads JSON from a 2xx answer whatever its content-type', async () => {
    answer('/html-json', () => HttpResponse.text('{"a":1}', { headers: { 'Content-Type': 'text/html' } }));
    await expect(createRequest()(`${BASE}/html-json`)).resolves.toEqual({ a: 1 });
  });

  it.each<[string, () => Response, RequestErrorKind, number]>([
    ['network failure', () => HttpResponse.error(), 'network', 0],
    ['404', () => HttpResponse.json({ error: 'no' }, { status: 404 }), 'not_found', 404],
    ['404 with an HTML page', () => HttpResponse.html('<h1>Not found</h1>', { status: 404 }), 'not_found', 404],
    ['2xx that is not JSON', () => HttpResponse.html('<html>oops</html>'), 'parse', 200],
    ['JSON content-type that is not JSON', () => new HttpResponse('{broken', { headers: { 'Content-Type': 'application/json' } }), 'parse', 200],
    ['500', () => HttpResponse.json({ status: false, error: 'db' }, { status: 500 }), 'server', 500],
    ['503 with HTML', () => HttpResponse.html('<h1>down</h1>', { status: 503 }), 'server', 503],
    ['403', () => HttpResponse.json({ detail: 'forbidden' }, { status: 403 }), 'unknown', 403],
    ['400 without violations', () => HttpResponse.text('bad', { status: 400 }), 'unknown', 400],
  ])('%s → %s', async (_, respond, kind, status) => {
    answer('/x', respond);
    const error = await failure(createRequest()(`${BASE}/x`));
    // 001 §8 and 002 §8: a server error (5xx) tells the visitor a network error.
    const messageKey = kind === 'server' ? 'request::network' : `request::${kind}`;
    expect(error).toMatchObject({ kind, status, messageKey, fieldErrors: {} });
  });

  it('keeps the body of a failed answer, as JSON or as text', async () => {
    answer('/x', () => HttpResponse.html('<h1>down</h1>', { status: 502 }));
    expect((await failure(createRequest()(`${BASE}/x`))).body).toBe('<h1>down</h1>');
    answer('/y', () => HttpResponse.html('not json', { status: 200 }));
    expect((await failure(createRequest()(`${BASE}/y`))).body).toBe('not json');
  });

  it.each([
    [{ status: false, error: 'Bill not found' }, 'Bill not found'],
    [{ status: 0, message: 'Promocode expired' }, 'Promocode expired'],
    [{ status: false }, 'POST http://api.test/pay: the server answered status false'],
  ])('a JSON body with a false status is a status_false error: %j', async (body, message) => {
    answer('/pay', () => HttpResponse.json(body));
    const error = await failure(createRequest()(`${BASE}/pay`));
    expect(error).toMatchObject({ kind: 'status_false', status: 200, message, body, messageKey: 'request::unknown' });
  });

  it('passes other status values through (status 3 means "already paid" to its caller)', async () => {
    answer('/pay', () => HttpResponse.json({ status: 3, error: 'paid' }));
    await expect(createRequest()(`${BASE}/pay`)).resolves.toEqual({ status: 3, error: 'paid' });
  });

  it.each([400, 422, 200])('violations (status %i) become field errors by property path', async (status) => {
    answer('/form', () =>
      HttpResponse.json(
        {
          violations: [
            { propertyPath: 'email', message: 'Invalid email' },
            { propertyPath: 'fields[2].value', message: 'Too long' },
            { propertyPath: 'email', message: 'Second message for email' },
            { message: 'Form-level problem' },
            { propertyPath: 'ignored' },
          ],
        },
        { status },
      ),
    );
    const error = await failure(createRequest()(`${BASE}/form`));
    expect(error).toMatchObject({
      kind: 'violations',
      status,
      messageKey: 'request::form',
      fieldErrors: { email: 'Invalid email', 'fields[2].value': 'Too long', '': 'Form-level problem' },
    });
  });

  it('violations on paths that are names of Object.prototype keep their messages, the first one each', async () => {
    answer('/form', () =>
      HttpResponse.json(
        {
          violations: [
            { propertyPath: 'constructor', message: 'Pick a builder' },
            { propertyPath: 'constructor', message: 'Second' },
            { propertyPath: '__proto__', message: 'Not allowed' },
          ],
        },
        { status: 422 },
      ),
    );
    const error = await failure(createRequest()(`${BASE}/form`));
    expect(Object.entries((error as RequestError).fieldErrors ?? {})).toEqual([
      ['constructor', 'Pick a builder'],
      ['__proto__', 'Not allowed'],
    ]);
  });

  it('a 409 is a conflict that keeps the parsed body (it may carry settings)', async () => {
    const body = { settings: { allowPreorder: true }, items: [{ id: 1, price: 120 }] };
    answer('/cart', () => HttpResponse.json(body, { status: 409 }));
    const error = await failure(createRequest()(`${BASE}/cart`));
    expect(error).toMatchObject({ kind: 'conflict', status: 409, body });
  });
});

describe('request: 401', () => {
  it('navigates to the login page and throws unauthorized', async () => {
    answer('/secret', () => HttpResponse.json({ error: 'auth' }, { status: 401 }));
    const navigate = vi.fn();
    const error = await failure(createRequest({ navigate })(`${BASE}/secret`));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, messageKey: 'request::unauthorized' });
    expect(navigate).toHaveBeenCalledExactlyOnceWith(LOGIN_PATH);
    expect(LOGIN_PATH).toBe('/login/');
  });

  it('uses the given login URL', async () => {
    answer('/secret', () => new HttpResponse(null, { status: 401 }));
    const navigate = vi.fn();
    await failure(createRequest({ navigate, loginUrl: '/app/login?back=1' })(`${BASE}/secret`));
    expect(navigate).toHaveBeenCalledWith('/app/login?back=1');
  });

  it('assigns window.location by default', async () => {
    answer('/secret', () => new HttpResponse(null, { status: 401 }));
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    try {
      await failure(createRequest()(`${BASE}/secret`));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(assign).toHaveBeenCalledWith(LOGIN_PATH);
  });

  it('does nothing but throw where there is no window', async () => {
    answer('/secret', () => new HttpResponse(null, { status: 401 }));
    expect(typeof window).toBe('undefined');
    expect((await failure(createRequest()(`${BASE}/secret`))).kind).toBe('unauthorized');
  });
});

describe('request: a redirected answer on browsers without URL.canParse (Chrome < 120, Firefox 114, Safari < 17)', () => {
  const canParse = Object.getOwnPropertyDescriptor(URL, 'canParse');
  beforeEach(() => {
    delete (URL as { canParse?: unknown }).canParse;
  });
  afterEach(() => {
    if (canParse) Object.defineProperty(URL, 'canParse', canParse);
  });

  /** What fetch gives after following a redirect to `finalUrl`. */
  function redirectedTo(finalUrl: string, response: Response): typeof fetch {
    Object.defineProperties(response, { redirected: { value: true }, url: { value: finalUrl } });
    return () => Promise.resolve(response);
  }

  it('reads the answer, rather than taking it for a network error', async () => {
    const fetch = redirectedTo(`${BASE}/api/products/`, HttpResponse.json({ products: [] }));
    await expect(createRequest({ fetch })(`${BASE}/api/products`, { method: 'GET' })).resolves.toEqual({ products: [] });
  });

  it('still sends a visitor whose session ended on the login page to log in', async () => {
    const navigate = vi.fn();
    const fetch = redirectedTo(`${BASE}${LOGIN_PATH}`, new Response('<html>login</html>', { status: 200 }));
    expect(await failure(createRequest({ fetch, navigate })(`${BASE}/api/cart/`))).toMatchObject({ kind: 'unauthorized' });
    expect(navigate).toHaveBeenCalledWith(LOGIN_PATH);
  });
});

describe('request: timeout and cancelling', () => {
  it('times out with the helper default', async () => {
    answer('/slow', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const error = await failure(createRequest({ timeoutMs: 20 })(`${BASE}/slow`));
    expect(error).toMatchObject({ kind: 'timeout', status: 0, messageKey: 'request::timeout' });
  });

  it('times out with a per-call timeout, driven by fake timers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      answer('/slow', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      });
      const pending = failure(createRequest()(`${BASE}/slow`, { timeoutMs: 5_000 }));
      await vi.advanceTimersByTimeAsync(5_000);
      expect((await pending).kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not time out an answer that comes in time', async () => {
    answer('/quick', () => HttpResponse.json({ ok: true }));
    await expect(createRequest({ timeoutMs: 1_000 })(`${BASE}/quick`)).resolves.toEqual({ ok: true });
  });

  it.each([undefined, 1_000])('rethrows the AbortError of a cancelled call untouched (timeout %s)', async (timeoutMs) => {
    answer('/slow', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const controller = new AbortController();
    const pending = createRequest()(`${BASE}/slow`, { signal: controller.signal, timeoutMs }).catch((reason: unknown) => reason);
    setTimeout(() => controller.abort(), 10);
    const error = await pending;
    expect(error).not.toBeInstanceOf(RequestError);
    expect(error).toBe(controller.signal.reason);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('rethrows at once for a signal that is already aborted', async () => {
    answer('/x', () => HttpResponse.json({}));
    const controller = new AbortController();
    controller.abort();
    await expect(createRequest({ timeoutMs: 1_000 })(`${BASE}/x`, { signal: controller.signal })).rejects.toBe(controller.signal.reason);
  });
});

describe('userMessageKey', () => {
  it('gives a form error for violations and a network error for everything else', () => {
    expect(userMessageKey(new RequestError('violations', 'x', { status: 422, fieldErrors: { email: 'bad' } }))).toBe('request::form');
    for (const kind of ['network', 'unauthorized', 'not_found', 'parse', 'status_false', 'conflict', 'timeout', 'server', 'unknown'] as const) {
      expect(userMessageKey(new RequestError(kind, 'x'))).toBe('request::network');
    }
    expect(userMessageKey(new Error('plain'))).toBe('request::network');
  });
});

describe('request: its deadline on the site clock', () => {
  it('runs the timeout on the timers it is given, by name, and clears it when the answer comes', async () => {
    const timers = heldTimers();
    answer('/slow', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    answer('/quick', () => HttpResponse.json({ ok: true }));
    const request = createRequest({ timeoutMs: 5_000, timers });
    const slow = failure(request(`${BASE}/slow`, { method: 'GET' }));
    // Set with the call, before the helper waits for anything.
    expect(timers.pending()).toEqual([{ name: `deadline of GET ${BASE}/slow`, ms: 5_000 }]);
    timers.fireAll();
    expect((await slow).kind).toBe('timeout');

    await expect(request(`${BASE}/quick`)).resolves.toEqual({ ok: true });
    expect(timers.pending()).toEqual([]);
  });
});
