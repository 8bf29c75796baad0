// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScriptLoader, ScriptLoadError } from './script-loader';

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
