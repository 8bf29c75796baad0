/**
 * One interface for every video kind (spec 000 §1, §3, §4): custom file, YouTube-kind,
 * Vimeo-kind, Kinescope-kind, Rutube-kind and generic embeds. Element players (media01) and
 * background videos (section backgrounds) both create players through an adapter.
 */
import type { VideoKind } from '../../page/page-schema';
import type { RuntimeClock } from '../../core/clock';
import type { RuntimeLog } from '../../core/services';
import type { ScriptLoader } from '../../platform/script-loader';

export type PlayerState = 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'error';

export interface PlayerOptions {
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  controls: boolean;
  /** A background video: no controls, no sound, cover the box, ignore clicks. */
  background: boolean;
}

export interface PlayerHandle {
  play(): Promise<void>;
  pause(): void;
  /** Removes the player and everything it added; safe to call twice. */
  destroy(): void;
  /** Called on every state change; returns the unsubscribe function. */
  onState(listener: (state: PlayerState) => void): () => void;
  /** The state now (listeners hear only the changes after they subscribe). */
  state(): PlayerState;
  /** Width / height of the video once known (the Vimeo-kind aspect check needs it). */
  aspectRatio(): Promise<number | null>;
  /**
   * False while the page cannot see the player's state (a foreign frame: generic embeds, the
   * Kinescope-kind fallback frame): state() then stays 'ready' whether it plays or not. Absent: true.
   */
  observable?(): boolean;
}

export interface PlayerEnvironment {
  scripts: ScriptLoader;
  log: RuntimeLog;
  /** The site's clock: the players' waits and deadlines. */
  clock: RuntimeClock;
  /**
   * Rewrites the URL of a player frame the runtime creates itself (Rutube-kind, embeds, the
   * Kinescope-kind fallback). Published pages never set it; stories and tests point third-party
   * frames at a same-origin stand-in page so they need no network.
   */
  frameUrl?: (url: string, kind: VideoKind) => string;
}

export interface PlayerAdapter {
  kind: VideoKind;
  /**
   * Creates the player inside `container` (which the caller owns and sizes). Always settles: a
   * provider that never answers fails (or, Kinescope-kind, falls back) within the adapter's waits
   * (timing.ts). It may resolve before the player is ready, in state 'loading'.
   */
  create(container: HTMLElement, source: string, options: PlayerOptions, environment: PlayerEnvironment): Promise<PlayerHandle>;
}
