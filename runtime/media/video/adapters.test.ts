// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeScriptLoader, fakePlayerCalls, FAKE_CALLS_KEY, FAKE_EVENT_DELAY_MS, type FakeScriptLoaderOptions } from '../../../sandbox/fake-players';
import type { RuntimeLog } from '../../core/services';
import { VIDEO_KINDS } from '../../page/page-schema';
import { loadPlayerAdapter } from './index';
import { rutubeMessageState } from './adapters/rutube';
import { KINESCOPE_PLAYER_API_URL } from './sources';
import { KINESCOPE_CREATE_WAIT_MS, KINESCOPE_PLAY_WAIT_MS, KINESCOPE_SCRIPT_WAIT_MS, PLAYER_READY_WAIT_MS } from './timing';
import type { PlayerEnvironment, PlayerOptions, PlayerState } from './types';
import { realClock } from '../../core/clock';

const OPTIONS: PlayerOptions = { autoplay: true, muted: false, loop: false, controls: true, background: false };

let container: HTMLDivElement;
beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  for (const name of ['YT', 'Vimeo', 'Kinescope', FAKE_CALLS_KEY]) Reflect.deleteProperty(window, name);
});

type LogFn = RuntimeLog['error'];

function environment(scripts: FakeScriptLoaderOptions = {}) {
  const log = { info: vi.fn<LogFn>(), warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() };
  return { scripts: createFakeScriptLoader(window, scripts), log, clock: realClock } satisfies PlayerEnvironment;
}

/** Lets the fakes answer (they answer after FAKE_EVENT_DELAY_MS). */
const settle = (times = 3) => vi.advanceTimersByTimeAsync(FAKE_EVENT_DELAY_MS * times);

function states(handle: { onState(listener: (state: PlayerState) => void): () => void }): PlayerState[] {
  const seen: PlayerState[] = [];
  handle.onState((state) => seen.push(state));
  return seen;
}

async function created<T>(promise: Promise<T>): Promise<T> {
  await settle(5);
  return promise;
}

/** Follows a creation that may never settle, so a test can look without awaiting it. */
function watch<T>(promise: Promise<T>) {
  const outcome: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(outcome, { settled: true, value }),
    (error: unknown) => Object.assign(outcome, { settled: true, error }),
  );
  return outcome;
}

describe('loadPlayerAdapter', () => {
  it('loads the adapter of every kind', async () => {
    for (const kind of VIDEO_KINDS) expect((await loadPlayerAdapter(kind)).kind).toBe(kind);
  });
});

describe('youtube adapter', () => {
  it('creates the player with the id from the URL, plays and pauses through the API', async () => {
    const adapter = await loadPlayerAdapter('youtube');
    const handle = await created(adapter.create(container, 'https://youtu.be/M7lc1UVf-VE', { ...OPTIONS, muted: true, loop: true }, environment()));
    expect(handle.state()).toBe('ready');
    expect(fakePlayerCalls(window).find((call) => call.api === 'youtube')?.detail).toMatchObject({
      videoId: 'M7lc1UVf-VE',
      host: 'https://www.youtube-nocookie.com',
      playerVars: { autoplay: 1, mute: 1, controls: 1, loop: 1, playlist: 'M7lc1UVf-VE', playsinline: 1 },
    });
    expect(container.querySelector('[data-fake-player="youtube"]')).not.toBeNull();
    const seen = states(handle);
    await handle.play();
    await settle();
    handle.pause();
    await settle();
    expect(seen).toEqual(['playing', 'paused']);
    handle.destroy();
    handle.destroy();
    expect(container.children).toHaveLength(0);
    expect(fakePlayerCalls(window).filter((call) => call.method === 'destroy')).toHaveLength(1);
  });

  it('rejects and cleans up when the player reports an error before it is ready', async () => {
    const adapter = await loadPlayerAdapter('youtube');
    const creating = adapter.create(container, 'M7lc1UVf-VE', OPTIONS, environment({ players: { create: 'error' } }));
    const outcome = creating.catch((error: unknown) => error);
    await settle(5);
    expect(await outcome).toBeInstanceOf(Error);
    expect(container.children).toHaveLength(0);
  });

  it('rejects a source that is no YouTube video, and a script that never loads', async () => {
    const adapter = await loadPlayerAdapter('youtube');
    await expect(adapter.create(container, 'https://example.com/video', OPTIONS, environment())).rejects.toThrow(/youtube player cannot play/);
    const creating = adapter.create(container, 'M7lc1UVf-VE', OPTIONS, environment({ outcome: 'never' })).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(PLAYER_READY_WAIT_MS);
    expect(await creating).toMatchObject({ name: 'PlayerTimeoutError' });
  });

  it(`fails, and removes its player, when onReady has not come ${PLAYER_READY_WAIT_MS} ms after the creation began`, async () => {
    const adapter = await loadPlayerAdapter('youtube');
    const creating = watch(adapter.create(container, 'M7lc1UVf-VE', OPTIONS, environment({ players: { create: 'never' } })));
    await vi.advanceTimersByTimeAsync(PLAYER_READY_WAIT_MS - 1);
    expect(creating.settled).toBe(false);
    expect(container.querySelector('[data-fake-player="youtube"]')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(creating.error).toMatchObject({ name: 'PlayerTimeoutError', ms: PLAYER_READY_WAIT_MS });
    expect(container.children).toHaveLength(0);
    expect(fakePlayerCalls(window).filter((call) => call.api === 'youtube' && call.method === 'destroy')).toHaveLength(1);
  });
});

describe('vimeo adapter', () => {
  it('passes the id (or the page URL of an unlisted video) and the options, and maps the events', async () => {
    const adapter = await loadPlayerAdapter('vimeo');
    const handle = await created(adapter.create(container, 'https://vimeo.com/76979871', OPTIONS, environment()));
    expect(fakePlayerCalls(window).at(-1)?.detail).toEqual({ id: 76979871, url: undefined, autoplay: true, muted: false, loop: false, controls: true, background: false });
    await expect(handle.aspectRatio()).resolves.toBeCloseTo(16 / 9);
    const seen = states(handle);
    void handle.play();
    await settle();
    handle.pause();
    await settle();
    expect(seen).toEqual(['playing', 'paused']);
    handle.destroy();
    expect(container.children).toHaveLength(0);

    await created(adapter.create(container, 'https://vimeo.com/76979871/1a2b3c', { ...OPTIONS, background: true }, environment()));
    expect(fakePlayerCalls(window).at(-1)?.detail).toMatchObject({ url: 'https://vimeo.com/76979871/1a2b3c', background: true, muted: true, controls: false, loop: true });
  });

  it(`fails, and removes its player, when ready() has not settled ${PLAYER_READY_WAIT_MS} ms after the creation began`, async () => {
    const adapter = await loadPlayerAdapter('vimeo');
    const creating = watch(adapter.create(container, '76979871', OPTIONS, environment({ players: { create: 'never' } })));
    await vi.advanceTimersByTimeAsync(PLAYER_READY_WAIT_MS - 1);
    expect(creating.settled).toBe(false);
    expect(container.querySelector('[data-fake-player="vimeo"]')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(creating.error).toMatchObject({ name: 'PlayerTimeoutError', ms: PLAYER_READY_WAIT_MS });
    expect(container.children).toHaveLength(0);
    expect(fakePlayerCalls(window).filter((call) => call.api === 'vimeo' && call.method === 'destroy')).toHaveLength(1);
  });

  it('rejects when the video cannot be loaded', async () => {
    const adapter = await loadPlayerAdapter('vimeo');
    const outcome = adapter.create(container, '76979871', OPTIONS, environment({ players: { create: 'error' } })).catch((error: unknown) => error);
    await settle(5);
    expect(await outcome).toBeInstanceOf(Error);
    expect(container.children).toHaveLength(0);
  });
});

describe('kinescope adapter (spec 000 §8–9)', () => {
  const source = 'https://kinescope.io/sTzrJ8P4fJd6RHbEkYLbVz';
  const fallbackFrame = () => container.querySelector<HTMLIFrameElement>('iframe[data-fallback]');

  it('has the spec numbers', () => {
    expect([KINESCOPE_SCRIPT_WAIT_MS, KINESCOPE_PLAY_WAIT_MS]).toEqual([5000, 7000]);
  });

  it('creates the player with the embed URL and plays through it', async () => {
    const adapter = await loadPlayerAdapter('kinescope');
    const env = environment();
    const handle = await created(adapter.create(container, source, OPTIONS, env));
    expect(fakePlayerCalls(window).find((call) => call.method === 'create')?.detail).toMatchObject({ url: 'https://kinescope.io/embed/sTzrJ8P4fJd6RHbEkYLbVz' });
    const seen = states(handle);
    void handle.play();
    await settle();
    await vi.advanceTimersByTimeAsync(KINESCOPE_PLAY_WAIT_MS);
    expect(seen).toEqual(['playing']);
    expect(fallbackFrame()).toBeNull();
    expect(handle.observable?.()).toBe(true);
    handle.destroy();
    expect(container.children).toHaveLength(0);
  });

  it('falls back to a plain iframe when the script has not loaded after 5000 ms', async () => {
    const adapter = await loadPlayerAdapter('kinescope');
    const env = environment({ outcome: { [KINESCOPE_PLAYER_API_URL]: 'never' } });
    let done = false;
    const creating = adapter.create(container, source, OPTIONS, env).finally(() => (done = true));
    await vi.advanceTimersByTimeAsync(KINESCOPE_SCRIPT_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const handle = await creating;
    expect(handle.state()).toBe('ready');
    expect(fallbackFrame()?.src).toBe('https://kinescope.io/embed/sTzrJ8P4fJd6RHbEkYLbVz?autoplay=1');
    expect(env.log.warn).toHaveBeenCalledWith(expect.stringMatching(/falling back/), expect.objectContaining({ name: 'PlayerTimeoutError' }));
  });

  it('falls back when playback has not started 7000 ms after play, keeping the visitor’s wish to play', async () => {
    const adapter = await loadPlayerAdapter('kinescope');
    const env = environment({ players: { play: 'never' } });
    const handle = await created(adapter.create(container, source, { ...OPTIONS, autoplay: false, muted: true }, env));
    void handle.play();
    await vi.advanceTimersByTimeAsync(KINESCOPE_PLAY_WAIT_MS - 1);
    expect(fallbackFrame()).toBeNull();
    expect(handle.observable?.()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(fallbackFrame()?.src).toBe('https://kinescope.io/embed/sTzrJ8P4fJd6RHbEkYLbVz?autoplay=1&muted=1');
    // The plain frame plays by itself, unseen (a background video counts it as played).
    expect(handle.observable?.()).toBe(false);
    expect(container.querySelector('[data-fake-player]')).toBeNull();
    expect(fakePlayerCalls(window).some((call) => call.api === 'kinescope' && call.method === 'destroy')).toBe(true);
  });

  it('a play paused before it started does not fall back 7000 ms later to a frame that plays by itself', async () => {
    const adapter = await loadPlayerAdapter('kinescope');
    const env = environment({ players: { play: 'never' } });
    const handle = await created(adapter.create(container, source, { ...OPTIONS, muted: true }, env));
    void handle.play();
    await vi.advanceTimersByTimeAsync(1000);
    handle.pause();
    await vi.advanceTimersByTimeAsync(KINESCOPE_PLAY_WAIT_MS);
    expect(fallbackFrame()).toBeNull();
    // A later failure still falls back, to a frame that waits for the visitor.
    void handle.play();
    await vi.advanceTimersByTimeAsync(KINESCOPE_PLAY_WAIT_MS);
    expect(fallbackFrame()?.src).toBe('https://kinescope.io/embed/sTzrJ8P4fJd6RHbEkYLbVz?autoplay=1&muted=1');
  });

  it(`falls back to a plain iframe, in place of the player's frame, when create() has not answered ${KINESCOPE_CREATE_WAIT_MS} ms after the script loaded`, async () => {
    const adapter = await loadPlayerAdapter('kinescope');
    const env = environment({ players: { create: 'never' } });
    const creating = watch(adapter.create(container, source, OPTIONS, env));
    // The script loads (one fake answer), then the wait for create() runs.
    await vi.advanceTimersByTimeAsync(FAKE_EVENT_DELAY_MS + KINESCOPE_CREATE_WAIT_MS - 1);
    expect(creating.settled).toBe(false);
    expect(container.querySelector('[data-fake-player="kinescope"]')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(creating.settled).toBe(true);
    const handle = creating.value!;
    expect(handle.state()).toBe('ready');
    expect(handle.observable?.()).toBe(false);
    expect(fallbackFrame()?.src).toBe('https://kinescope.io/embed/sTzrJ8P4fJd6RHbEkYLbVz?autoplay=1');
    // The frame the silent player had put up goes: the plain frame is the box's only player.
    expect(container.querySelector('[data-fake-player]')).toBeNull();
    expect(env.log.warn).toHaveBeenCalledWith(expect.stringMatching(/falling back/), expect.objectContaining({ name: 'PlayerTimeoutError', ms: KINESCOPE_CREATE_WAIT_MS }));
  });

  it('a fallback frame already playing is not reloaded, so not restarted, by a pause (off screen) and the play after it', async () => {
    const adapter = await loadPlayerAdapter('kinescope');
    const handle = await created(adapter.create(container, source, { ...OPTIONS, muted: true }, environment({ players: { create: 'error' } })));
    const frame = fallbackFrame()!;
    expect(frame.src).toContain('autoplay=1');
    const writes: string[] = [];
    new MutationObserver((records) => records.forEach(() => writes.push(frame.src))).observe(frame, { attributes: true, attributeFilter: ['src'] });
    await handle.play();
    handle.pause();
    await handle.play();
    await Promise.resolve();
    expect(writes).toEqual([]);
  });

  it('falls back at once when the player cannot be created, through frameUrl when given', async () => {
    const adapter = await loadPlayerAdapter('kinescope');
    const env = { ...environment({ players: { create: 'error' } }), frameUrl: (url: string) => `/stand-in?src=${encodeURIComponent(url)}` };
    const handle = await created(adapter.create(container, source, OPTIONS, env));
    expect(handle.state()).toBe('ready');
    expect(fallbackFrame()?.getAttribute('src')).toBe(`/stand-in?src=${encodeURIComponent('https://kinescope.io/embed/sTzrJ8P4fJd6RHbEkYLbVz?autoplay=1')}`);
  });
});

describe('rutube adapter', () => {
  it('reads the player messages', () => {
    expect(rutubeMessageState('{"type":"player:changeState","data":{"state":"playing"}}')).toBe('playing');
    expect(rutubeMessageState({ type: 'player:changeState', data: { state: 'paused' } })).toBe('paused');
    expect(rutubeMessageState({ type: 'player:changeState', data: { state: 'stopped' } })).toBe('paused');
    expect(rutubeMessageState({ type: 'player:playComplete', data: {} })).toBe('ended');
    expect(rutubeMessageState({ type: 'player:error' })).toBe('error');
    expect(rutubeMessageState({ type: 'player:changeState', data: { state: 'lockScreenOn' } })).toBeNull();
    expect(rutubeMessageState('not json')).toBeNull();
    expect(rutubeMessageState(42)).toBeNull();
  });

  it.each(['constructor', 'toString', '__proto__'])('reads a state named like an Object.prototype key (%j) as no change', (state) => {
    expect(rutubeMessageState(JSON.stringify({ type: 'player:changeState', data: { state } }))).toBeNull();
  });

  it('sends commands once the frame has loaded and reads only its own frame’s messages', async () => {
    const adapter = await loadPlayerAdapter('rutube');
    const handle = await adapter.create(container, 'https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/', OPTIONS, environment());
    const frame = container.querySelector('iframe')!;
    expect(frame.src).toBe('https://rutube.ru/play/embed/c6cc4d620b1d4338901770a44b3e82f4');
    const child = frame.contentWindow!;
    const post = vi.spyOn(child, 'postMessage').mockImplementation(() => undefined);
    void handle.play();
    expect(post).not.toHaveBeenCalled();
    frame.dispatchEvent(new Event('load'));
    expect(post).toHaveBeenCalledWith('{"type":"player:play","data":{}}', 'https://rutube.ru');
    expect(handle.state()).toBe('ready');

    const message = (source: Window, origin: string) =>
      window.dispatchEvent(new MessageEvent('message', { data: '{"type":"player:changeState","data":{"state":"playing"}}', source, origin }));
    message(window, 'https://rutube.ru');
    message(child, 'https://evil.example');
    expect(handle.state()).toBe('ready');
    message(child, 'https://rutube.ru');
    expect(handle.state()).toBe('playing');
    handle.pause();
    expect(post).toHaveBeenLastCalledWith('{"type":"player:pause","data":{}}', 'https://rutube.ru');
    handle.destroy();
    expect(container.children).toHaveLength(0);
  });
});

describe('embed and custom adapters', () => {
  it('embed: an iframe of a safe URL, state ready and not observable; unsafe URLs are refused', async () => {
    const adapter = await loadPlayerAdapter('embed');
    await expect(adapter.create(container, 'javascript:alert(1)', OPTIONS, environment())).rejects.toThrow(/embed player cannot play/);
    const handle = await adapter.create(container, 'https://player.example/v/1', OPTIONS, environment());
    expect(container.querySelector('iframe')?.src).toBe('https://player.example/v/1');
    expect(handle.state()).toBe('ready');
    expect(handle.observable?.()).toBe(false);
    await handle.play();
    handle.destroy();
    expect(container.children).toHaveLength(0);
  });

  it('custom: a <video> of the file, its events as states, the download stopped on destroy', async () => {
    const adapter = await loadPlayerAdapter('custom');
    await expect(adapter.create(container, 'javascript:alert(1)', OPTIONS, environment())).rejects.toThrow(/custom player cannot play/);
    const handle = await adapter.create(container, '/video/harbor-pour.webm', { ...OPTIONS, muted: true, loop: true, controls: false }, environment());
    const video = container.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/video/harbor-pour.webm');
    expect({ muted: video.muted, loop: video.loop, controls: video.controls, playsInline: video.playsInline }).toEqual({ muted: true, loop: true, controls: false, playsInline: true });
    const seen = states(handle);
    for (const type of ['loadedmetadata', 'playing', 'pause', 'error']) video.dispatchEvent(new Event(type));
    expect(seen).toEqual(['ready', 'playing', 'paused', 'error']);
    const load = vi.spyOn(video, 'load').mockImplementation(() => undefined);
    vi.spyOn(video, 'pause').mockImplementation(() => undefined);
    handle.destroy();
    expect(video.hasAttribute('src')).toBe(false);
    expect(load).toHaveBeenCalled();
    expect(container.children).toHaveLength(0);
  });
});
