// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createVideoController, playerOptions, type VideoPhase } from './controller';
import { createStateChannel } from './state';
import type { PlayerAdapter, PlayerHandle, PlayerOptions } from './types';
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

function fakeHandle() {
  const channel = createStateChannel('ready');
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

describe('playerOptions', () => {
  const video = { autoplay: false, loop: true, controls: false };
  it('an autoplay start is always muted; a click follows muted, which defaults to autoplay', () => {
    expect(playerOptions({ ...video, muted: false }, 'autoplay')).toEqual({ autoplay: true, muted: true, loop: true, controls: false, background: false });
    expect(playerOptions({ ...video, muted: false }, 'click').muted).toBe(false);
    expect(playerOptions({ ...video, autoplay: true }, 'click').muted).toBe(true);
    expect(playerOptions(video, 'click').muted).toBe(false);
  });
});
