// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeScriptLoader, FAKE_CALLS_KEY, FAKE_EVENT_DELAY_MS, type FakePlayerBehaviour } from '../../../sandbox/fake-players';
import type { VideoKind } from '../../page/page-schema';
import { createVideoController, playerOptions, type VideoController, type VideoPhase } from './controller';
import { loadPlayerAdapter } from './index';
import { createStateChannel } from './state';
import { KINESCOPE_CREATE_WAIT_MS, PLAYER_READY_WAIT_MS } from './timing';
import type { PlayerAdapter, PlayerHandle, PlayerOptions, PlayerState } from './types';
import { realClock } from '../../core/clock';

const OPTIONS: PlayerOptions = { autoplay: true, muted: false, loop: false, controls: true, background: false };

/** An adapter whose create() the test settles by hand, with handles it can drive. */
function manualAdapter() {
  const creations: { resolve(handle: PlayerHandle): void; reject(error: unknown): void; options: PlayerOptions }[] = [];
  const adapter: PlayerAdapter = {
    kind: 'custom',
    create: (container, _source, options) =>
      new Promise<PlayerHandle>((resolve, reject) => {
        container.append(document.createElement('video'));
        creations.push({ resolve, reject, options });
      }),
  };
  return { adapter, creations };
}

function fakeHandle(initial: PlayerState = 'ready') {
  const channel = createStateChannel(initial);
  const handle = {
    play: vi.fn(async () => channel.set('playing')),
    pause: vi.fn(() => channel.set('paused')),
    destroy: vi.fn(),
    onState: channel.subscribe,
    state: channel.get,
    aspectRatio: async () => null,
  } satisfies PlayerHandle;
  return { handle, channel };
}

function setup() {
  const container = document.createElement('div');
  const { adapter, creations } = manualAdapter();
  const phases: VideoPhase[] = [];
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const controller = createVideoController({
    container,
    kind: 'custom',
    source: '/v.webm',
    environment: { scripts: { load: () => Promise.resolve() }, log, clock: realClock },
    onPhase: (phase) => phases.push(phase),
    loadAdapter: async () => adapter,
  });
  return { container, creations, phases, log, controller };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('video controller', () => {
  it('creates the player on the first play, then follows its states', async () => {
    const { controller, creations, phases } = setup();
    controller.play(OPTIONS);
    controller.play(OPTIONS); // a second click while loading changes nothing
    await flush();
    expect(creations).toHaveLength(1);
    const { handle, channel } = fakeHandle();
    creations[0]!.resolve(handle);
    await flush();
    expect(handle.play).toHaveBeenCalledTimes(1);
    expect(controller.pause()).toBe(true);
    expect(controller.pause()).toBe(false);
    channel.set('ended');
    controller.play(OPTIONS);
    expect(handle.play).toHaveBeenCalledTimes(2);
    expect(phases).toEqual(['loading', 'ready', 'playing', 'paused', 'ended', 'playing']);
  });

  it('logs a failed creation, clears the container and goes back to the poster state; playing again retries', async () => {
    const { controller, creations, phases, log, container } = setup();
    controller.play(OPTIONS);
    await flush();
    creations[0]!.reject(new Error('script blocked'));
    await flush();
    expect(phases).toEqual(['loading', 'error']);
    expect(log.error).toHaveBeenCalledWith('video player (custom) failed', expect.objectContaining({ source: '/v.webm' }));
    expect(container.children).toHaveLength(0);
    controller.play(OPTIONS);
    await flush();
    expect(creations).toHaveLength(2);
  });

  it('treats a player that reports an error as failed', async () => {
    const { controller, creations, phases, log } = setup();
    controller.play(OPTIONS);
    await flush();
    const { handle, channel } = fakeHandle();
    creations[0]!.resolve(handle);
    await flush();
    channel.set('error');
    expect(phases.at(-1)).toBe('error');
    expect(handle.destroy).toHaveBeenCalled();
    expect(log.error).toHaveBeenCalled();
  });

  it('destroys a player that arrives after dispose, and reports nothing more', async () => {
    const { controller, creations, phases } = setup();
    controller.play(OPTIONS);
    await flush();
    controller.dispose();
    const { handle } = fakeHandle();
    creations[0]!.resolve(handle);
    await flush();
    expect(handle.destroy).toHaveBeenCalled();
    expect(handle.play).not.toHaveBeenCalled();
    expect(phases).toEqual(['loading']);
  });

  it('a pause before the player started says it was about to play (it resumes on screen); a second one, or one after the end, does not', async () => {
    const { controller, creations } = setup();
    controller.play(OPTIONS);
    await flush();
    const { handle, channel } = fakeHandle();
    handle.play.mockResolvedValueOnce(undefined); // asked, not started yet: still 'ready'
    creations[0]!.resolve(handle);
    await flush();
    expect(controller.pause()).toBe(true);
    expect(controller.pause()).toBe(false);
    channel.set('ended');
    expect(controller.pause()).toBe(false);
  });

  it('a reset tears the player down and goes back to the poster; one made while loading drops the player that arrives; the next play creates a new one', async () => {
    const { controller, creations, phases, container } = setup();
    controller.play(OPTIONS);
    await flush();
    const { handle: first } = fakeHandle();
    creations[0]!.resolve(first);
    await flush();
    controller.reset();
    expect(first.destroy).toHaveBeenCalled();
    expect(container.childElementCount).toBe(0);
    expect(phases.at(-1)).toBe('poster');

    controller.play(OPTIONS);
    await flush();
    controller.reset();
    const { handle: late } = fakeHandle();
    creations[1]!.resolve(late);
    await flush();
    expect(late.destroy).toHaveBeenCalled();
    expect(late.play).not.toHaveBeenCalled();
    expect(phases).toEqual(['loading', 'ready', 'playing', 'poster', 'loading', 'poster']);

    controller.play(OPTIONS);
    await flush();
    expect(creations).toHaveLength(3);
  });

  it('a refused play is logged as a warning, not a failure', async () => {
    const { controller, creations, phases, log } = setup();
    controller.play(OPTIONS);
    await flush();
    const { handle } = fakeHandle();
    handle.play.mockRejectedValueOnce(new DOMException('no autoplay', 'NotAllowedError'));
    creations[0]!.resolve(handle);
    await flush();
    expect(log.warn).toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
    expect(phases).toEqual(['loading', 'ready']);
  });
});

describe('video controller: a player that never gets ready (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no media playback.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    for (const name of ['YT', 'Vimeo', 'Kinescope', FAKE_CALLS_KEY]) Reflect.deleteProperty(window, name);
  });

  it(`fails a player handed back still 'loading' that has not got further ${PLAYER_READY_WAIT_MS} ms later, as it fails an error; playing again retries`, async () => {
    const { controller, creations, phases, log, container } = setup();
    controller.play(OPTIONS);
    await vi.advanceTimersByTimeAsync(0);
    const { handle } = fakeHandle('loading');
    handle.play.mockResolvedValue(undefined);
    creations[0]!.resolve(handle);
    await vi.advanceTimersByTimeAsync(PLAYER_READY_WAIT_MS - 1);
    expect(phases).toEqual(['loading']);
    await vi.advanceTimersByTimeAsync(1);
    expect(phases).toEqual(['loading', 'error']);
    expect(log.error).toHaveBeenCalledWith('video player (custom) failed', expect.objectContaining({ error: expect.objectContaining({ name: 'PlayerTimeoutError', ms: PLAYER_READY_WAIT_MS }) }));
    expect(handle.destroy).toHaveBeenCalled();
    expect(container.children).toHaveLength(0);
    controller.play(OPTIONS);
    await vi.advanceTimersByTimeAsync(0);
    expect(creations).toHaveLength(2);
  });

  it('leaves alone a player that got ready in time, whatever it does later', async () => {
    const { controller, creations, phases, log } = setup();
    controller.play(OPTIONS);
    await vi.advanceTimersByTimeAsync(0);
    const { handle, channel } = fakeHandle('loading');
    handle.play.mockResolvedValue(undefined);
    creations[0]!.resolve(handle);
    await vi.advanceTimersByTimeAsync(PLAYER_READY_WAIT_MS - 1);
    channel.set('ready');
    channel.set('paused');
    channel.set('loading'); // no player goes back, but a wait once over stays over
    await vi.advanceTimersByTimeAsync(PLAYER_READY_WAIT_MS);
    expect(phases).toEqual(['loading', 'ready', 'paused', 'loading']);
    expect(log.error).not.toHaveBeenCalled();
    expect(handle.destroy).not.toHaveBeenCalled();
  });

  it('no wait outlives a disposed box', async () => {
    const { controller, creations, phases, log } = setup();
    controller.play(OPTIONS);
    await vi.advanceTimersByTimeAsync(0);
    const { handle } = fakeHandle('loading');
    handle.play.mockResolvedValue(undefined);
    creations[0]!.resolve(handle);
    await vi.advanceTimersByTimeAsync(0);
    controller.dispose();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(PLAYER_READY_WAIT_MS);
    expect(phases).toEqual(['loading']);
    expect(log.error).not.toHaveBeenCalled();
  });

  // Each real adapter, its provider silent: the box is never left 'loading' for good. (A generic
  // embed is 'ready' at once: the page cannot see into its frame.)
  const SILENT: { kind: VideoKind; source: string; within: number; phase: VideoPhase }[] = [
    // The API players fail by their own deadline (the adapter's), the box as on any error.
    { kind: 'youtube', source: 'M7lc1UVf-VE', within: PLAYER_READY_WAIT_MS, phase: 'error' },
    { kind: 'vimeo', source: '76979871', within: PLAYER_READY_WAIT_MS, phase: 'error' },
    // Kinescope falls back to its plain frame (spec 000 §8), which plays by itself.
    { kind: 'kinescope', source: 'sTzrJ8P4fJd6RHbEkYLbVz', within: FAKE_EVENT_DELAY_MS + KINESCOPE_CREATE_WAIT_MS, phase: 'ready' },
    // A frame that never loads, a file whose metadata never comes: handed back 'loading', failed by the controller's wait.
    { kind: 'rutube', source: 'https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/', within: PLAYER_READY_WAIT_MS, phase: 'error' },
    { kind: 'custom', source: '/video/harbor-pour.webm', within: PLAYER_READY_WAIT_MS, phase: 'error' },
  ];
  it.each(SILENT)('$kind: a player that never gets ready leaves the box $phase within $within ms', async ({ kind, source, within, phase }) => {
    const adapter = await loadPlayerAdapter(kind);
    const container = document.createElement('div');
    document.body.append(container);
    const phases: VideoPhase[] = [];
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const controller = createVideoController({
      container,
      kind,
      source,
      environment: { scripts: createFakeScriptLoader(window, { players: { create: 'never' } }), log, clock: realClock },
      onPhase: (next) => phases.push(next),
      loadAdapter: async () => adapter,
    });
    controller.play(OPTIONS);
    await vi.advanceTimersByTimeAsync(within - 1);
    expect(phases).toEqual(['loading']);
    await vi.advanceTimersByTimeAsync(1);
    expect(phases).toEqual(['loading', phase]);
    if (phase === 'error') {
      expect(log.error).toHaveBeenCalledWith(`video player (${kind}) failed`, expect.objectContaining({ error: expect.objectContaining({ name: 'PlayerTimeoutError' }) }));
      expect(container.children).toHaveLength(0);
    } else {
      expect(container.querySelector('iframe[data-fallback]')).not.toBeNull();
    }
    controller.dispose();
  });
});

// The focus that pressed Play goes on to the player's own controls, when it has any (WCAG 2.4.3).
describe("video controller: the player's element that takes the keyboard focus", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no media playback.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  const controllers: VideoController[] = [];
  afterEach(() => {
    for (const controller of controllers.splice(0)) controller.dispose();
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
    for (const name of ['YT', 'Vimeo', 'Kinescope', FAKE_CALLS_KEY]) Reflect.deleteProperty(window, name);
  });

  /** A box's controller over the real adapter of `kind`, its player created (the fakes answered). */
  async function started(kind: VideoKind, source: string, options: PlayerOptions = OPTIONS, players: FakePlayerBehaviour = {}) {
    // Loaded first: its import takes real time, which the fake timers below do not wait for.
    const adapter = await loadPlayerAdapter(kind);
    const container = document.createElement('div');
    document.body.append(container);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const controller = createVideoController({
      container,
      kind,
      source,
      environment: { scripts: createFakeScriptLoader(window, { players }), log, clock: realClock },
      onPhase: () => undefined,
      loadAdapter: async () => adapter,
    });
    controllers.push(controller);
    controller.play(options);
    await vi.advanceTimersByTimeAsync(FAKE_EVENT_DELAY_MS * 5);
    return { controller, container };
  }

  it('a file: its <video> with controls; without controls, none', async () => {
    const withControls = await started('custom', '/video/harbor-pour.webm', { ...OPTIONS, controls: true });
    expect(withControls.controller.focusTarget()).toBe(withControls.container.querySelector('video'));
    const withoutControls = await started('custom', '/video/harbor-pour.webm', { ...OPTIONS, controls: false });
    expect(withoutControls.container.querySelector('video')).not.toBeNull();
    expect(withoutControls.controller.focusTarget()).toBeNull();
  });

  it.each([
    { kind: 'embed' as const, source: 'https://player.example/v/1' },
    { kind: 'rutube' as const, source: 'https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/' },
  ])('$kind: its frame', async ({ kind, source }) => {
    const { controller, container } = await started(kind, source);
    expect(container.querySelector('iframe')).not.toBeNull();
    expect(controller.focusTarget()).toBe(container.querySelector('iframe'));
  });

  it('Kinescope kind: the plain frame it fell back to', async () => {
    const { controller, container } = await started('kinescope', 'sTzrJ8P4fJd6RHbEkYLbVz', OPTIONS, { create: 'error' });
    expect(controller.focusTarget()).toBe(container.querySelector('iframe[data-fallback]'));
    expect(controller.focusTarget()).not.toBeNull();
  });

  it("an API player (YouTube, Vimeo, Kinescope kinds): the frame the API put in its host; none before the player is handed back, nor after a reset", async () => {
    const { controller, creations, container } = setup();
    controller.play(OPTIONS);
    await vi.advanceTimersByTimeAsync(0);
    const host = container.appendChild(document.createElement('div'));
    const frame = host.appendChild(document.createElement('iframe'));
    expect(controller.focusTarget()).toBeNull();
    const { handle } = fakeHandle();
    creations[0]!.resolve(handle);
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.focusTarget()).toBe(frame);
    controller.reset();
    expect(controller.focusTarget()).toBeNull();
  });
});

describe('playerOptions', () => {
  const video = { autoplay: false, loop: true, controls: false };
  it('an autoplay start is always muted; a click follows muted, which defaults to autoplay', () => {
    expect(playerOptions({ ...video, muted: false }, 'autoplay')).toEqual({ autoplay: true, muted: true, loop: true, controls: false, background: false });
    expect(playerOptions({ ...video, muted: false }, 'click').muted).toBe(false);
    expect(playerOptions({ ...video, autoplay: true }, 'click').muted).toBe(true);
    expect(playerOptions(video, 'click').muted).toBe(false);
  });
});
