/**
 * One video box's player, outside React: creates it through its adapter when asked to play,
 * follows its state, and tears it down. VideoPlayer.tsx owns one per mounted box.
 *
 * Phases: 'poster' (nothing created yet), then the player's states. A failure to create the
 * player, or a player that reports 'error', is logged and leaves the phase 'error' with nothing
 * in the container, so the poster and play button come back; playing again retries. So does a
 * player that never gets ready: each adapter's create() settles within its own waits (the API
 * players are ready when it resolves), and a player handed back still 'loading' (a file waiting
 * for its metadata, a Rutube-kind frame that has not loaded) gets PLAYER_READY_WAIT_MS to go on.
 */
import type { Video, VideoKind } from '../../page/page-schema';
import type { TimerHandle } from '../../core/clock';
import { loadPlayerAdapter } from './index';
import { PLAYER_READY_WAIT_MS, PlayerTimeoutError } from './timing';
import type { PlayerAdapter, PlayerEnvironment, PlayerHandle, PlayerOptions, PlayerState } from './types';

export type VideoPhase = 'poster' | PlayerState;

/** What of a player takes the keyboard focus: every kind's frame, or a file's <video> with its own controls. */
const PLAYER_FOCUS_TARGETS = 'iframe, video[controls]';

interface VideoControllerSetup {
  container: HTMLElement;
  kind: VideoKind;
  source: string;
  environment: PlayerEnvironment;
  onPhase(phase: VideoPhase): void;
  loadAdapter?: (kind: VideoKind) => Promise<PlayerAdapter>;
}

export interface VideoController {
  /** Creates the player with `options` if there is none yet, then plays. */
  play(options: PlayerOptions): void;
  /**
   * Pauses the player if there is one; says whether it was playing or about to: a player exists
   * only because it was asked to play, so one still 'loading' or 'ready' is starting (or is a frame
   * whose playing the page cannot see). A video paused off screen before it started resumes too.
   */
  pause(): boolean;
  /** Tears the player down, if any, and goes back to the poster: the next play creates it anew. */
  reset(): void;
  dispose(): void;
  /**
   * The player's element that takes the keyboard focus, which the focus goes to when the play
   * button it was on goes as the player starts (WCAG 2.4.3): its frame (an API player's, a plain
   * one's, the Kinescope-kind fallback's), or a <video> with its own controls. Null while there is
   * no player, or it takes no focus (a <video> without controls).
   */
  focusTarget(): HTMLElement | null;
}

export function createVideoController({ container, kind, source, environment, onPhase, loadAdapter = loadPlayerAdapter }: VideoControllerSetup): VideoController {
  let phase: VideoPhase = 'poster';
  let handle: PlayerHandle | null = null;
  let unsubscribe: (() => void) | null = null;
  let readyTimer: TimerHandle | undefined;
  // Each creation attempt has a number; an answer for an older attempt (or after dispose) is dropped.
  let attempt = 0;
  let disposed = false;

  const setPhase = (next: VideoPhase) => {
    if (disposed || next === phase) return;
    phase = next;
    if (next !== 'loading') stopReadyWait();
    onPhase(next);
  };
  const stopReadyWait = () => {
    environment.clock.clearTimeout(readyTimer);
    readyTimer = undefined;
  };
  const teardown = () => {
    stopReadyWait();
    unsubscribe?.();
    unsubscribe = null;
    handle?.destroy();
    handle = null;
    // Whatever a failed creation left behind goes too: the container is the player's alone.
    container.replaceChildren();
  };
  const fail = (error: unknown) => {
    environment.log.error(`video player (${kind}) failed`, { source, error });
    teardown();
    setPhase('error');
  };
  const start = (player: PlayerHandle) => {
    player.play().catch((error: unknown) => {
      // A refused play (the browser's autoplay rule, a pause that came first) is no failure:
      // the player stays, with its own controls.
      if (player === handle) environment.log.warn(`video player (${kind}) did not start`, error);
    });
  };

  return {
    play(options) {
      if (disposed) return;
      if (handle) return start(handle);
      if (phase === 'loading') return;
      setPhase('loading');
      const current = ++attempt;
      loadAdapter(kind)
        .then((adapter) => adapter.create(container, source, options, environment))
        .then(
          (created) => {
            if (disposed || current !== attempt) return created.destroy();
            handle = created;
            unsubscribe = created.onState((state) => (state === 'error' ? fail(new Error('the player reported an error')) : setPhase(state)));
            const state = created.state();
            if (state === 'error') return fail(new Error('the player reported an error'));
            setPhase(state);
            if (state === 'loading') {
              const what = `the ${kind} player getting ready`;
              readyTimer = environment.clock.setTimeout(() => fail(new PlayerTimeoutError(what, PLAYER_READY_WAIT_MS)), PLAYER_READY_WAIT_MS, what);
            }
            start(created);
          },
          (error: unknown) => {
            if (!disposed && current === attempt) fail(error);
          },
        );
    },
    pause() {
      if (!handle) return false;
      const wasPlaying = phase === 'playing' || phase === 'loading' || phase === 'ready';
      // Frames whose state the page cannot see ('ready') are asked too: best effort.
      handle.pause();
      return wasPlaying;
    },
    reset() {
      if (disposed) return;
      // A creation under way is dropped when it arrives, as after dispose.
      attempt += 1;
      teardown();
      setPhase('poster');
    },
    dispose() {
      disposed = true;
      attempt += 1;
      teardown();
    },
    focusTarget() {
      // The container holds the player alone (teardown empties it), so whatever focusable it holds is the player's.
      return handle ? container.querySelector<HTMLElement>(PLAYER_FOCUS_TARGETS) : null;
    },
  };
}

/**
 * The options a box's player is created with. It is only ever created to play, so it autoplays
 * (play() is called too, this covers players that drop an early call). An autoplay start is
 * always muted, as browsers require; otherwise `muted` defaults to `autoplay` (the schema's rule).
 */
export function playerOptions(video: Pick<Video, 'autoplay' | 'muted' | 'loop' | 'controls'>, trigger: 'click' | 'autoplay'): PlayerOptions {
  return { autoplay: true, muted: trigger === 'autoplay' || (video.muted ?? video.autoplay), loop: video.loop, controls: video.controls, background: false };
}
