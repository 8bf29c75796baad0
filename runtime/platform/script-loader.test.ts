// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScriptLoader, ScriptLoadError } from './script-loader';
import { heldTimers } from '../../tests/support/held-timers';

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

const lastScript = () => document.head.querySelector('script:last-of-type') as HTMLScriptElement;

describe('script loader', () => {
  it('adds a script once per URL and resolves when it loads', async () => {
    const loader = createScriptLoader(document);
    const first = loader.load('https://player.example/api.js');
    const second = loader.load('https://player.example/api.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    lastScript().dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('skips loading when the global already exists', async () => {
    Object.assign(window, { FakePlayer: {} });
    await createScriptLoader(document).load('https://player.example/fake.js', { globalName: 'FakePlayer' });
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('rejects on error and lets a later call try again', async () => {
    const loader = createScriptLoader(document);
    const failing = loader.load('https://player.example/broken.js');
    lastScript().dispatchEvent(new Event('error'));
    await expect(failing).rejects.toMatchObject({ reason: 'error' });
    void loader.load('https://player.example/broken.js');
    expect(document.head.querySelectorAll('script')).toHaveLength(2);
  });

  it('rejects after the given timeout', async () => {
    vi.useFakeTimers();
    const loading = createScriptLoader(document).load('https://player.example/slow.js', { timeoutMs: 5000 });
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(4999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect(error).toMatchObject({ reason: 'timeout' });
  });
});

describe('script loader: its timeout on the site clock', () => {
  it('runs the load timeout on the timers it is given, by name, and clears it when the script loads', async () => {
    vi.useFakeTimers();
    const timers = heldTimers();
    const loader = createScriptLoader(document, timers);
    let settled = false;
    const slow = loader
      .load('https://player.example/slow.js', { timeoutMs: 5000 })
      .catch((error: unknown) => error)
      .finally(() => (settled = true));
    expect(timers.pending()).toEqual([{ name: 'load timeout of https://player.example/slow.js', ms: 5000 }]);
    // The window's time passing does not time the script out: the site's clock holds it.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    timers.fireAll();
    expect(await slow).toMatchObject({ reason: 'timeout' });

    const quick = loader.load('https://player.example/quick.js', { timeoutMs: 5000 });
    lastScript().dispatchEvent(new Event('load'));
    await quick;
    expect(timers.pending()).toEqual([]);
  });
});
