// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserServices } from './services';
import { heldTimers } from '../../tests/support/held-timers';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('browser services: a clock the host gives', () => {
  it('runs the script load timeouts and the request deadlines too', async () => {
    const clock = heldTimers();
    // A fetch that answers only when it is aborted: the request's deadline must do it.
    vi.spyOn(window, 'fetch').mockImplementation(
      (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const services = createBrowserServices(window, 'clock-test', { clock });
    expect(services.clock).toBe(clock);

    const script = services.scripts.load('https://player.example/api.js', { timeoutMs: 5000 }).catch((error: unknown) => error);
    const request = services.request('/api/slow', { timeoutMs: 3000 }).catch((error: unknown) => error);
    // The script loader's and the request helper's code load with their first call, so their deadlines are set a moment later, in either order.
    await vi.waitFor(() =>
      expect([...clock.pending()].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'deadline of POST /api/slow', ms: 3000 },
        { name: 'load timeout of https://player.example/api.js', ms: 5000 },
      ]),
    );
    clock.fireAll();
    expect(await script).toMatchObject({ reason: 'timeout' });
    expect(await request).toMatchObject({ kind: 'timeout' });
  });
});

describe('browser services: the window\'s storages', () => {
  it('are opened only when the page first uses them (a landing page stores nothing), and each storage event is its own', () => {
    const opened: string[] = [];
    const local = window.localStorage;
    const session = window.sessionStorage;
    const watching = new Proxy(window, {
      get(target, key) {
        if (key === 'localStorage' || key === 'sessionStorage') opened.push(key);
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const services = createBrowserServices(watching, 'storage-test');
    expect(opened).toEqual([]);
    services.storage.set('cart', { lines: 1 });
    expect(local.getItem('site:storage-test:cart')).toBe('{"lines":1}');
    expect(opened).toEqual(['localStorage']);
    services.sessionStorage.set('step', 2);
    expect(session.getItem('site:storage-test:step')).toBe('2');
    expect(opened).toEqual(['localStorage', 'sessionStorage']);
    // Another tab's change to the local storage is heard; one to the session storage is not this service's.
    const heard: unknown[] = [];
    const stop = services.storage.watch?.('cart', (value) => heard.push(value));
    window.dispatchEvent(new StorageEvent('storage', { key: 'site:storage-test:cart', newValue: '{"lines":2}', storageArea: local }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'site:storage-test:cart', newValue: '{"lines":3}', storageArea: session }));
    expect(heard).toEqual([{ lines: 2 }]);
    stop?.();
    local.clear();
    session.clear();
  });

  it('where the browser refuses them, the page keeps its values in memory, and another tab\'s storage event changes nothing', () => {
    const refusing = new Proxy(window, {
      get(target, key) {
        if (key === 'localStorage' || key === 'sessionStorage') throw new DOMException('The operation is insecure.', 'SecurityError');
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const services = createBrowserServices(refusing, 'refused-test');
    services.storage.set('cart', { lines: 1 });
    expect(services.storage.get('cart')).toEqual({ lines: 1 });
    services.sessionStorage.set('step', 2);
    expect(services.sessionStorage.get('step')).toBe(2);
    const heard: unknown[] = [];
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    const stop = services.storage.watch?.('cart', (value) => heard.push(value));
    window.dispatchEvent(new StorageEvent('storage', { key: 'site:refused-test:cart', newValue: '{"lines":2}', storageArea: window.localStorage }));
    window.removeEventListener('error', onError);
    stop?.();
    expect({ heard, errors }).toEqual({ heard: [], errors: [] });
  });
});

describe('browser services: navigate', () => {
  it('follows a link in the tab, in a new tab when blank, and in the place of the current entry when asked (a payment page taking its entry); an unsafe link not at all', () => {
    const calls: string[] = [];
    const location = { assign: (url: string) => calls.push(`assign ${url}`), replace: (url: string) => calls.push(`replace ${url}`) };
    const open = (url: string, target: string) => void calls.push(`open ${url} ${target}`);
    // The window as it is, but for its location's moves and its new tabs (jsdom cannot navigate).
    const win = new Proxy(window, {
      get(target, key) {
        if (key === 'location') return location;
        if (key === 'open') return open;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const services = createBrowserServices(win, 'navigate-test');
    services.navigate('https://pay.example/bill/9');
    services.navigate('https://pay.example/bill/9', { replace: true });
    services.navigate('https://shop.example/', { blank: true });
    services.navigate('javascript:alert(1)', { replace: true });
    expect(calls).toEqual(['assign https://pay.example/bill/9', 'replace https://pay.example/bill/9', 'open https://shop.example/ _blank']);
  });
});
