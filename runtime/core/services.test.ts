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
    // The request helper's code loads with the first call, so its deadline is set a moment later.
    await vi.waitFor(() =>
      expect(clock.pending()).toEqual([
        { name: 'load timeout of https://player.example/api.js', ms: 5000 },
        { name: 'deadline of POST /api/slow', ms: 3000 },
      ]),
    );
    clock.fireAll();
    expect(await script).toMatchObject({ reason: 'timeout' });
    expect(await request).toMatchObject({ kind: 'timeout' });
  });
});
