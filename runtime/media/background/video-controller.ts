/**
 * The life of one background video (spec 001 §4, §9), without React: load the player, play while
 * on screen, pause off screen unless `infinity`, give up for the preview image when the video is
 * not playing BACKGROUND_VIDEO_READY_WAIT_MS after it was first asked to play, or when a
 * Vimeo-kind video's aspect ratio is unknown or outside 0.4–2.5. `destroy()` undoes everything.
 *
 * Decisions where the spec is silent:
 * - The 5 s wait starts when the video is asked to play (its section comes on screen), not when its
 *   player starts loading near the screen: a video that nobody has scrolled to is not late. If the
 *   section leaves the screen before the video ever played (and it is not an infinity video, which
 *   is still asked to play), the wait stops and starts again when the section is back.
 * - A player error falls back at once; a failed `play()` (for example autoplay refused) is logged and
 *   left to the wait, since many players report it and then recover.
 * - Once played, the video stays (paused or playing) even if a later state is odd; only an error
 *   falls back then.
 * - A player whose state the page cannot see (a generic embed, the Kinescope-kind fallback frame)
 *   never says it plays: once asked to play it counts as played, or no embed could ever show.
 * - A Kinescope-kind player has its own start wait (7 s, then its plain frame), and the background
 *   waits that long and a beat more before it gives the video up.
 * - A Vimeo-kind box has no ratio, so it is not shown, until its measured ratio passed the check.
 */
import type { VideoKind } from '../../page/page-schema';
import type { TimerHandle } from '../../core/clock';
import type { PlayerEnvironment, PlayerHandle, PlayerState } from '../video/types';
import { VIMEO_ASPECT_MAX, VIMEO_ASPECT_MIN } from '../video/aspect';
import { KINESCOPE_PLAY_WAIT_MS } from '../video/timing';
import { BACKGROUND_VIDEO_READY_WAIT_MS, KINESCOPE_BACKGROUND_MARGIN_MS } from './constants';
import type { BackgroundPlayers } from './players';

/**
 * idle: nothing asked yet · loading: the player is being prepared · starting: asked to play, the
 * ready wait runs · playing / paused · fallback: given up, the preview image shows.
 */
export type BackgroundVideoStatus = 'idle' | 'loading' | 'starting' | 'playing' | 'paused' | 'fallback';

export interface BackgroundVideoSnapshot {
  status: BackgroundVideoStatus;
  /** width / height the player box is sized with; null until known (or for the custom kind, which covers by itself). */
  ratio: number | null;
  /** Whether the video has played at least once: the player box shows from then on. */
  played: boolean;
  /** Why it fell back, for the log and the harness. */
  reason?: string;
}

export interface BackgroundVideoOptions {
  kind: VideoKind;
  source: string;
  container: HTMLElement;
  /** Keep playing off screen (infinityVideo). */
  infinity: boolean;
  /** Ratio of an iframe player when the page gives the video's size (not checked); a Vimeo-kind box waits for its measured, checked one instead. */
  knownRatio: number | null;
  players: BackgroundPlayers;
  environment: PlayerEnvironment;
  onChange(snapshot: BackgroundVideoSnapshot): void;
}

export interface BackgroundVideoController {
  /** Loads the player (the section is near the screen); once. */
  load(): void;
  setOnScreen(onScreen: boolean): void;
  snapshot(): BackgroundVideoSnapshot;
  destroy(): void;
}

export function createBackgroundVideoController(options: BackgroundVideoOptions): BackgroundVideoController {
  const { kind, source, container, infinity, players, environment, onChange } = options;
  let snapshot: BackgroundVideoSnapshot = { status: 'idle', ratio: kind === 'custom' || kind === 'vimeo' ? null : options.knownRatio, played: false };
  let handle: PlayerHandle | null = null;
  let unsubscribe: (() => void) | null = null;
  let readyTimer: TimerHandle | undefined;
  let loading = false;
  let destroyed = false;
  let onScreen = false;
  let askedToPlay = false;
  const aborts = new AbortController();

  const update = (next: Partial<BackgroundVideoSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    onChange(snapshot);
  };
  const over = () => destroyed || snapshot.status === 'fallback';

  const release = () => {
    aborts.abort();
    options.environment.clock.clearTimeout(readyTimer);
    readyTimer = undefined;
    unsubscribe?.();
    unsubscribe = null;
    handle?.destroy();
    handle = null;
  };

  const fallBack = (reason: string, detail?: unknown) => {
    if (over()) return;
    environment.log.warn(`background video falls back to its preview: ${reason}`, detail);
    release();
    update({ status: 'fallback', reason });
  };

  const unseen = () => handle?.observable?.() === false;
  const readyWaitMs = kind === 'kinescope' ? Math.max(BACKGROUND_VIDEO_READY_WAIT_MS, KINESCOPE_PLAY_WAIT_MS + KINESCOPE_BACKGROUND_MARGIN_MS) : BACKGROUND_VIDEO_READY_WAIT_MS;

  const play = () => {
    if (!handle || over()) return;
    handle.play().catch((error: unknown) => environment.log.warn('background video play() was refused', error));
    if (unseen()) onPlayerState('playing');
  };

  const onPlayerState = (state: PlayerState) => {
    if (over()) return;
    if (state === 'error') return fallBack('the player reported an error');
    if (state === 'playing') {
      options.environment.clock.clearTimeout(readyTimer);
      readyTimer = undefined;
      update({ status: 'playing', played: true });
    } else if (state === 'paused' && snapshot.played) {
      update({ status: 'paused' });
    } else if (state === 'ended' && (onScreen || infinity)) {
      play(); // a looped video should not end; if one does, start it again
    }
  };

  const startReadyWait = () => {
    if (askedToPlay || over()) return;
    askedToPlay = true;
    readyTimer = options.environment.clock.setTimeout(() => {
      if (snapshot.played) return;
      // A Kinescope-kind player that fell back to its frame since it was asked plays by itself, unseen.
      if (unseen()) onPlayerState('playing');
      else fallBack(`not playing after ${readyWaitMs} ms`);
    }, readyWaitMs);
    // Set after the timer, so whoever sees 'starting' knows the wait is running.
    if (!snapshot.played) update({ status: 'starting' });
  };

  const stopReadyWait = () => {
    options.environment.clock.clearTimeout(readyTimer);
    readyTimer = undefined;
    askedToPlay = false;
    update({ status: 'loading' });
  };

  async function create(): Promise<void> {
    const adapter = await players.loadPlayerAdapter(kind);
    if (over()) return;
    const created = await adapter.create(container, source, { autoplay: false, muted: true, loop: true, controls: false, background: true }, environment);
    if (over()) {
      created.destroy();
      return;
    }
    handle = created;
    unsubscribe = created.onState(onPlayerState);
    // Listeners hear only later changes; the player may already be past 'loading'.
    const now = created.state();
    if (now !== 'loading' && now !== 'ready') onPlayerState(now);
    if (over()) return;
    if (onScreen || (infinity && askedToPlay)) play();
    if (kind === 'vimeo') {
      const check = await players.checkAspectRatio(() => created.aspectRatio(), { signal: aborts.signal, clock: options.environment.clock });
      if (over()) return;
      if (!check.ok) return fallBack(`aspect ratio ${check.ratio ?? 'unknown'} is not within ${VIMEO_ASPECT_MIN}–${VIMEO_ASPECT_MAX}`);
      update({ ratio: check.ratio });
    }
  }

  return {
    load() {
      if (loading || over()) return;
      loading = true;
      if (snapshot.status === 'idle') update({ status: 'loading' });
      create().catch((error: unknown) => fallBack('the player could not be created', error));
    },
    setOnScreen(next) {
      if (over() || next === onScreen) return;
      onScreen = next;
      if (next) {
        startReadyWait();
        play();
      } else if (!infinity) {
        handle?.pause();
        if (!snapshot.played) stopReadyWait();
      }
    },
    snapshot: () => snapshot,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      release();
    },
  };
}
