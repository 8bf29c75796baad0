// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerAdapter, PlayerHandle, PlayerState } from '../video/types';
import * as videoModule from '../video';
import { BACKGROUND_VIDEO_READY_WAIT_MS, KINESCOPE_BACKGROUND_MARGIN_MS } from './constants';
import { KINESCOPE_PLAY_WAIT_MS } from '../video/timing';
import type { BackgroundPlayers } from './players';
import { createBackgroundVideoController, type BackgroundVideoOptions, type BackgroundVideoSnapshot } from './video-controller';
import { realClock } from '../../core/clock';

interface FakePlayer extends PlayerHandle {
  emit(state: PlayerState): void;
  plays: number;
  pauses: number;
  destroyed: boolean;
}

function fakePlayer(ratios: (number | null)[] = [16 / 9], playsOnRequest = true): FakePlayer {
  const listeners = new Set<(state: PlayerState) => void>();
  let state: PlayerState = 'loading';
  const player: FakePlayer = {
    plays: 0,
    pauses: 0,
    destroyed: false,
    emit(next) {
      state = next;
      listeners.forEach((listener) => listener(next));
    },
    async play() {
      player.plays += 1;
      if (playsOnRequest) player.emit('playing');
    },
    pause() {
      player.pauses += 1;
      player.emit('paused');
    },
    destroy() {
      player.destroyed = true;
    },
    onState(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
    aspectRatio: async () => (ratios.length > 1 ? (ratios.shift() ?? null) : (ratios[0] ?? null)),
  };
  return player;
}

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function setup(player: FakePlayer, overrides: Partial<BackgroundVideoOptions> = {}) {
  const snapshots: BackgroundVideoSnapshot[] = [];
  const adapter: PlayerAdapter = { kind: overrides.kind ?? 'custom', create: vi.fn(async () => player) };
  const players: BackgroundPlayers = {
    loadPlayerAdapter: vi.fn(async () => adapter),
    checkAspectRatio: videoModule.checkAspectRatio,
  };
  const controller = createBackgroundVideoController({
    kind: 'custom',
    source: '/video.webm',
    container: document.createElement('div'),
    infinity: false,
    knownRatio: null,
    players,
    environment: { scripts: { load: async () => undefined }, log, clock: realClock },
    onChange: (snapshot) => snapshots.push(snapshot),
    ...overrides,
  });
  const status = () => controller.snapshot().status;
  return { controller, players, adapter, snapshots, status };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('background video controller', () => {
  it('uses the spec numbers, and the same ones as the video module', () => {
    expect(BACKGROUND_VIDEO_READY_WAIT_MS).toBe(5000);
    expect([videoModule.VIMEO_ASPECT_MIN, videoModule.VIMEO_ASPECT_MAX, videoModule.VIMEO_ASPECT_RETRIES]).toEqual([0.4, 2.5, 3]);
  });

  it('loads nothing until asked, then plays muted and looped when on screen', async () => {
    const player = fakePlayer();
    const { controller, players, adapter, status } = setup(player);
    expect(players.loadPlayerAdapter).not.toHaveBeenCalled();
    controller.load();
    expect(status()).toBe('loading');
    controller.setOnScreen(true);
    await vi.runAllTicks();
    await vi.advanceTimersByTimeAsync(0);
    expect(adapter.create).toHaveBeenCalledWith(expect.any(HTMLElement), '/video.webm', { autoplay: false, muted: true, loop: true, controls: false, background: true }, expect.anything());
    expect(player.plays).toBe(1);
    expect(controller.snapshot()).toMatchObject({ status: 'playing', played: true });
  });

  it('pauses off screen and plays again on screen', async () => {
    const player = fakePlayer();
    const { controller, status } = setup(player);
    controller.load();
    controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(0);
    controller.setOnScreen(false);
    expect(status()).toBe('paused');
    controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('playing');
    expect([player.plays, player.pauses]).toEqual([2, 1]);
  });

  it('keeps playing off screen with infinityVideo', async () => {
    const player = fakePlayer();
    const { controller, status } = setup(player, { infinity: true });
    controller.load();
    controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(0);
    controller.setOnScreen(false);
    expect(player.pauses).toBe(0);
    expect(status()).toBe('playing');
  });

  it('falls back when not playing 5000 ms after it was asked to play, not at 4999 ms, and destroys the player', async () => {
    const player = fakePlayer([16 / 9], false);
    const { controller, status } = setup(player);
    controller.load();
    controller.setOnScreen(true);
    expect(status()).toBe('starting');
    await vi.advanceTimersByTimeAsync(BACKGROUND_VIDEO_READY_WAIT_MS - 1);
    expect(status()).toBe('starting');
    expect(player.destroyed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.snapshot()).toMatchObject({ status: 'fallback', reason: 'not playing after 5000 ms' });
    expect(player.destroyed).toBe(true);
  });

  it('does not count the wait while the section is only near the screen, and restarts it after leaving before playing', async () => {
    const player = fakePlayer([16 / 9], false);
    const { controller, status } = setup(player);
    controller.load();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(status()).toBe('loading');
    controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(3000);
    controller.setOnScreen(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(status()).toBe('loading');
    controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(BACKGROUND_VIDEO_READY_WAIT_MS);
    expect(status()).toBe('fallback');
  });

  it('a video that plays in time is never dropped by the wait', async () => {
    const player = fakePlayer([16 / 9], false);
    const { controller, status } = setup(player);
    controller.load();
    controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(4000);
    player.emit('playing');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(status()).toBe('playing');
  });

  it('a player error falls back at once; a loader failure too', async () => {
    const player = fakePlayer([16 / 9], false);
    const first = setup(player);
    first.controller.load();
    first.controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(0);
    player.emit('error');
    expect(first.status()).toBe('fallback');
    expect(player.destroyed).toBe(true);

    const second = setup(fakePlayer());
    vi.mocked(second.players.loadPlayerAdapter).mockRejectedValueOnce(new Error('chunk failed'));
    second.controller.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.status()).toBe('fallback');
  });

  it('vimeo: a ratio within 0.4–2.5 sizes the box, after retries while it is unknown', async () => {
    const player = fakePlayer([null, null, 2]);
    const { controller } = setup(player, { kind: 'vimeo', knownRatio: 16 / 9 });
    controller.load();
    controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(videoModule.VIMEO_ASPECT_RETRY_DELAY_MS * 2);
    expect(controller.snapshot()).toMatchObject({ status: 'playing', ratio: 2 });
  });

  it('vimeo: a ratio outside 0.4–2.5, or never known after 3 retries, falls back', async () => {
    const wide = fakePlayer([3]);
    const outside = setup(wide, { kind: 'vimeo', knownRatio: 16 / 9 });
    outside.controller.load();
    await vi.advanceTimersByTimeAsync(videoModule.VIMEO_ASPECT_RETRY_DELAY_MS * 3);
    expect(outside.status()).toBe('fallback');
    expect(wide.destroyed).toBe(true);

    const unknown = fakePlayer([null]);
    const never = setup(unknown, { kind: 'vimeo', knownRatio: 16 / 9 });
    never.controller.load();
    const getRatio = vi.spyOn(unknown, 'aspectRatio');
    await vi.advanceTimersByTimeAsync(videoModule.VIMEO_ASPECT_RETRY_DELAY_MS * 3 - 1);
    expect(never.status()).not.toBe('fallback');
    await vi.advanceTimersByTimeAsync(1);
    expect(never.status()).toBe('fallback');
    expect(getRatio).toHaveBeenCalledTimes(4); // the first ask and 3 retries
  });

  it('vimeo: the box has no ratio, so it is not shown, while the check has not passed, even if the video plays', async () => {
    const player = fakePlayer([null]);
    const { controller } = setup(player, { kind: 'vimeo', knownRatio: 16 / 9 });
    expect(controller.snapshot().ratio).toBeNull();
    controller.load();
    controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(videoModule.VIMEO_ASPECT_RETRY_DELAY_MS * 2);
    expect(controller.snapshot()).toMatchObject({ status: 'playing', played: true, ratio: null });
  });

  it('a player whose state the page cannot see (an embed) counts as played once asked to play, and is not dropped by the wait', async () => {
    const player = fakePlayer([null], false);
    player.emit('ready');
    player.observable = () => false;
    const { controller, status } = setup(player, { kind: 'embed', knownRatio: 16 / 9 });
    controller.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.snapshot().played).toBe(false); // near the screen, not asked yet
    controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(player.plays).toBe(1);
    expect(controller.snapshot()).toMatchObject({ status: 'playing', played: true, ratio: 16 / 9 });
    await vi.advanceTimersByTimeAsync(BACKGROUND_VIDEO_READY_WAIT_MS * 2);
    expect(status()).toBe('playing');
  });

  /** A Kinescope-kind background asked to play whose player never reports playing; `fallBack()` makes it its plain frame (unseen). */
  function startedKinescope() {
    const player = fakePlayer([null], false);
    player.emit('ready');
    let fellBack = false;
    player.observable = () => !fellBack;
    const { controller, status } = setup(player, { kind: 'kinescope', knownRatio: 16 / 9 });
    controller.load();
    controller.setOnScreen(true);
    return { controller, status, fallBack: () => void (fellBack = true) };
  }

  it('a Kinescope-kind player that fell back to its plain frame after it was asked to play is not dropped by the wait', async () => {
    const { controller, status, fallBack } = startedKinescope();
    await vi.advanceTimersByTimeAsync(1000);
    fallBack(); // its frame plays by itself; the state stays 'ready', so nothing is reported
    await vi.advanceTimersByTimeAsync(KINESCOPE_PLAY_WAIT_MS + KINESCOPE_BACKGROUND_MARGIN_MS);
    expect(controller.snapshot()).toMatchObject({ status: 'playing', played: true });
    expect(status()).not.toBe('fallback');
  });

  it(`a Kinescope-kind player that falls back to its frame only at its own ${KINESCOPE_PLAY_WAIT_MS} ms start wait is still given its turn`, async () => {
    const { controller, status, fallBack } = startedKinescope();
    await vi.advanceTimersByTimeAsync(BACKGROUND_VIDEO_READY_WAIT_MS);
    expect(status()).not.toBe('fallback');
    await vi.advanceTimersByTimeAsync(KINESCOPE_PLAY_WAIT_MS - BACKGROUND_VIDEO_READY_WAIT_MS);
    fallBack();
    await vi.advanceTimersByTimeAsync(KINESCOPE_BACKGROUND_MARGIN_MS);
    expect(controller.snapshot()).toMatchObject({ status: 'playing', played: true });
  });

  it(`a Kinescope-kind player that neither plays nor falls back is given up ${KINESCOPE_BACKGROUND_MARGIN_MS} ms after its own wait`, async () => {
    const { status } = startedKinescope();
    await vi.advanceTimersByTimeAsync(KINESCOPE_PLAY_WAIT_MS + KINESCOPE_BACKGROUND_MARGIN_MS - 1);
    expect(status()).not.toBe('fallback');
    await vi.advanceTimersByTimeAsync(1);
    expect(status()).toBe('fallback');
  });

  it('other iframe kinds keep the given ratio without a check', async () => {
    const player = fakePlayer([5]);
    const { controller, players } = setup(player, { kind: 'youtube', knownRatio: 16 / 9 });
    const check = vi.spyOn(players, 'checkAspectRatio');
    controller.load();
    controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).not.toHaveBeenCalled();
    expect(controller.snapshot()).toMatchObject({ status: 'playing', ratio: 16 / 9 });
  });

  it('destroy releases the player and the wait; a player not yet created is never created, or destroyed when it arrives', async () => {
    const early = fakePlayer([16 / 9], false);
    const before = setup(early);
    before.controller.load();
    before.controller.setOnScreen(true);
    before.controller.destroy(); // the adapter is still loading
    await vi.advanceTimersByTimeAsync(BACKGROUND_VIDEO_READY_WAIT_MS * 2);
    expect(before.adapter.create).not.toHaveBeenCalled();
    expect(before.snapshots.at(-1)?.status).toBe('starting');

    const late = fakePlayer([16 / 9], false);
    let resolveCreate: (handle: PlayerHandle) => void = () => undefined;
    const during = setup(late);
    vi.mocked(during.adapter.create).mockImplementationOnce(() => new Promise<PlayerHandle>((resolve) => (resolveCreate = resolve)));
    during.controller.load();
    during.controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(during.adapter.create).toHaveBeenCalled();
    during.controller.destroy(); // create() has not answered yet
    resolveCreate(late);
    await vi.advanceTimersByTimeAsync(0);
    expect(late.destroyed).toBe(true);
    expect(late.plays).toBe(0);

    const playing = fakePlayer();
    const after = setup(playing);
    after.controller.load();
    after.controller.setOnScreen(true);
    await vi.advanceTimersByTimeAsync(0);
    after.controller.destroy();
    after.controller.destroy(); // twice is fine
    expect(playing.destroyed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
