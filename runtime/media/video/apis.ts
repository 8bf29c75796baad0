/**
 * The surface of the third-party player APIs the adapters use — only what they call — so the
 * adapters are typed and the fakes (sandbox/fake-players.ts) implement the same shape.
 */

export interface YouTubePlayerEvent {
  target: YouTubePlayer;
  data?: number;
}

export interface YouTubePlayerOptions {
  videoId: string;
  host?: string;
  width?: string | number;
  height?: string | number;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: YouTubePlayerEvent) => void;
    onStateChange?: (event: YouTubePlayerEvent) => void;
    onError?: (event: YouTubePlayerEvent) => void;
  };
}

export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  destroy(): void;
}

export interface YouTubeApi {
  /** Replaces `element` with the player's iframe. */
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
  PlayerState: { UNSTARTED: number; ENDED: number; PLAYING: number; PAUSED: number; BUFFERING: number; CUED: number };
  /** Runs `callback` once the API has finished loading (the global exists before that). */
  ready?: (callback: () => void) => void;
}

export interface VimeoPlayerOptions {
  id?: number;
  url?: string;
  autoplay?: boolean;
  muted?: boolean;
  loop?: boolean;
  controls?: boolean;
  background?: boolean;
  playsinline?: boolean;
  dnt?: boolean;
}

export type VimeoEvent = 'play' | 'playing' | 'pause' | 'ended' | 'error';

export interface VimeoPlayer {
  ready(): Promise<void>;
  play(): Promise<void>;
  pause(): Promise<void>;
  on(event: VimeoEvent, callback: (data: unknown) => void): void;
  off(event: VimeoEvent, callback?: (data: unknown) => void): void;
  getVideoWidth(): Promise<number>;
  getVideoHeight(): Promise<number>;
  destroy(): Promise<void>;
}

export interface VimeoApi {
  /** Puts the player's iframe inside `element`. */
  Player: new (element: HTMLElement, options: VimeoPlayerOptions) => VimeoPlayer;
}

export interface KinescopeCreateOptions {
  url: string;
  size?: { width?: string | number; height?: string | number };
  behaviour?: { autoPlay?: boolean; muted?: boolean; loop?: boolean; playsInline?: boolean };
  ui?: { controls?: boolean };
}

export interface KinescopeEvents {
  Ready: string;
  Playing: string;
  Pause: string;
  Ended: string;
  Error: string;
}

export interface KinescopePlayer {
  readonly Events: KinescopeEvents;
  on(event: string, handler: (event: unknown) => void): void;
  off(event: string, handler: (event: unknown) => void): void;
  play(): Promise<void>;
  pause(): Promise<void>;
  destroy(): Promise<void>;
}

export interface KinescopeApi {
  /** Replaces `element` with the player's iframe. */
  IframePlayer: { create(element: HTMLElement, options: KinescopeCreateOptions): Promise<KinescopePlayer> };
}

interface PlayerGlobals {
  YT?: YouTubeApi;
  Vimeo?: VimeoApi;
  Kinescope?: KinescopeApi;
}

export function playerGlobal<Name extends keyof PlayerGlobals>(win: Window, name: Name): NonNullable<PlayerGlobals[Name]> {
  const api = (win as Window & PlayerGlobals)[name];
  if (!api) throw new Error(`the ${name} player API is missing after its script loaded`);
  return api as NonNullable<PlayerGlobals[Name]>;
}
