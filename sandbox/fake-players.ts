/**
 * Fake third-party player APIs with the surface the real scripts have (as far as the adapters
 * use it; runtime/media/video/apis.ts), and a fake ScriptLoader that "loads" a player script by
 * installing its fake. Each fake records its calls (window.__fakePlayerCalls, readable from
 * Playwright), renders a visible stand-in inside the target and fires its events
 * asynchronously, as the real players do. The sandbox's stand-in for the providers, which it
 * cannot reach: the harness frame plays them, and stories, unit tests and browser tests use them.
 * No network, no real player.
 */
import { ScriptLoadError, type ScriptLoader } from '../runtime/platform/script-loader';
import { windowTimers, type DeadlineTimers } from '../runtime/platform/deadline-timers';
import type {
  KinescopeApi,
  KinescopeCreateOptions,
  KinescopePlayer,
  VimeoApi,
  VimeoEvent,
  VimeoPlayer,
  VimeoPlayerOptions,
  YouTubeApi,
  YouTubePlayer,
  YouTubePlayerOptions,
} from '../runtime/media/video/apis';
import { KINESCOPE_PLAYER_API_URL, VIMEO_PLAYER_API_URL, YOUTUBE_IFRAME_API_URL } from '../runtime/media/video/sources';
import { CAPTCHA_SCRIPT_URL } from '../runtime/captcha';
import { installFakeCaptcha } from './fake-captcha';

export type FakeApiName = 'script' | 'youtube' | 'vimeo' | 'kinescope' | 'rutube';

export interface FakePlayerCall {
  api: FakeApiName;
  method: string;
  detail?: Record<string, unknown>;
}

export interface FakePlayerBehaviour {
  /**
   * 'error': the player fails to start (YouTube onError, Vimeo ready() rejects, Kinescope create() rejects).
   * 'never': the player shows its frame and never says it is ready, nor that it failed (YouTube
   * fires neither onReady nor onError, Vimeo's ready() never settles, Kinescope's create() never does).
   */
  create?: 'ok' | 'error' | 'never';
  /** 'never': play is accepted and nothing ever starts. */
  play?: 'starts' | 'never';
  /** What the Vimeo fake reports as the video's size. */
  videoSize?: { width: number; height: number };
}

export const FAKE_CALLS_KEY = '__fakePlayerCalls';
/** The delay before a fake answers: real players answer asynchronously too. */
export const FAKE_EVENT_DELAY_MS = 20;

type FakeWindow = Window & { [FAKE_CALLS_KEY]?: FakePlayerCall[] };

/** Every call the fakes in `win` have recorded, oldest first. */
export function fakePlayerCalls(win: Window): FakePlayerCall[] {
  const fake = win as FakeWindow;
  return (fake[FAKE_CALLS_KEY] ??= []);
}

function recorder(win: Window, api: FakeApiName) {
  return (method: string, detail?: Record<string, unknown>) => void fakePlayerCalls(win).push(detail ? { api, method, detail } : { api, method });
}

const later = (win: Window, run: () => void) => void win.setTimeout(run, FAKE_EVENT_DELAY_MS);

const LABELS: Record<Exclude<FakeApiName, 'script'>, string> = { youtube: 'YouTube', vimeo: 'Vimeo', kinescope: 'Kinescope', rutube: 'Rutube' };

/** The visible stand-in a fake player renders: which API, which video, and its state. */
function fakeScreen(doc: Document, api: Exclude<FakeApiName, 'script'>, videoId: string) {
  const element = doc.createElement('div');
  element.dataset.fakePlayer = api;
  element.dataset.videoId = videoId;
  element.style.cssText =
    'display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;width:100%;height:100%;' +
    'background:linear-gradient(135deg,#2b1d14,#6b4227);color:#fff;font:600 18px/1.3 system-ui,sans-serif;text-align:center;';
  const title = doc.createElement('div');
  title.textContent = `${LABELS[api]} stand-in · ${videoId}`;
  const state = doc.createElement('div');
  state.style.cssText = 'font-weight:400;font-size:14px;opacity:.8';
  state.textContent = 'ready';
  element.append(title, state);
  return {
    element,
    setState(value: string) {
      element.dataset.state = value;
      state.textContent = value;
    },
  };
}

function installFakeYouTube(win: Window, behaviour: FakePlayerBehaviour = {}): YouTubeApi {
  const record = recorder(win, 'youtube');
  const PlayerState = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  class Player implements YouTubePlayer {
    readonly #screen: ReturnType<typeof fakeScreen>;
    readonly #events: NonNullable<YouTubePlayerOptions['events']>;
    #destroyed = false;
    constructor(element: HTMLElement, options: YouTubePlayerOptions) {
      record('Player', { videoId: options.videoId, host: options.host, playerVars: options.playerVars ?? {} });
      this.#events = options.events ?? {};
      this.#screen = fakeScreen(element.ownerDocument, 'youtube', options.videoId);
      element.replaceWith(this.#screen.element);
      later(win, () => {
        if (this.#destroyed || behaviour.create === 'never') return;
        if (behaviour.create === 'error') this.#events.onError?.({ target: this, data: 100 });
        else this.#events.onReady?.({ target: this });
      });
    }
    #emit(data: number, label: string) {
      later(win, () => {
        if (this.#destroyed) return;
        this.#screen.setState(label);
        this.#events.onStateChange?.({ target: this, data });
      });
    }
    playVideo() {
      record('playVideo');
      if (behaviour.play === 'never') return;
      this.#emit(PlayerState.BUFFERING, 'buffering');
      this.#emit(PlayerState.PLAYING, 'playing');
    }
    pauseVideo() {
      record('pauseVideo');
      this.#emit(PlayerState.PAUSED, 'paused');
    }
    destroy() {
      record('destroy');
      this.#destroyed = true;
      this.#screen.element.remove();
    }
  }
  const api: YouTubeApi = { Player, PlayerState, ready: (callback) => later(win, callback) };
  Object.assign(win, { YT: api });
  return api;
}

function installFakeVimeo(win: Window, behaviour: FakePlayerBehaviour = {}): VimeoApi {
  const record = recorder(win, 'vimeo');
  const size = behaviour.videoSize ?? { width: 640, height: 360 };
  class Player implements VimeoPlayer {
    readonly #screen: ReturnType<typeof fakeScreen>;
    readonly #listeners = new Map<VimeoEvent, Set<(data: unknown) => void>>();
    readonly #ready: Promise<void>;
    #destroyed = false;
    constructor(element: HTMLElement, options: VimeoPlayerOptions) {
      const { id, url, autoplay, muted, loop, controls, background } = options;
      record('Player', { id, url, autoplay, muted, loop, controls, background });
      this.#screen = fakeScreen(element.ownerDocument, 'vimeo', String(id ?? url));
      element.append(this.#screen.element);
      this.#ready = new Promise<void>((resolve, reject) =>
        later(win, () => {
          if (behaviour.create === 'never') return;
          if (behaviour.create !== 'error') return resolve();
          this.#emit('error', { name: 'NotFoundError' });
          reject(new Error('fake Vimeo: the video was not found'));
        }),
      );
    }
    #emit(event: VimeoEvent, data: unknown = {}) {
      if (this.#destroyed) return;
      if (event !== 'error') this.#screen.setState(event);
      for (const listener of this.#listeners.get(event) ?? []) listener(data);
    }
    ready() {
      return this.#ready;
    }
    play() {
      record('play');
      if (behaviour.play === 'never') return Promise.resolve();
      return new Promise<void>((resolve) =>
        later(win, () => {
          this.#emit('play');
          this.#emit('playing');
          resolve();
        }),
      );
    }
    pause() {
      record('pause');
      return new Promise<void>((resolve) =>
        later(win, () => {
          this.#emit('pause');
          resolve();
        }),
      );
    }
    on(event: VimeoEvent, callback: (data: unknown) => void) {
      this.#listeners.set(event, (this.#listeners.get(event) ?? new Set()).add(callback));
    }
    off(event: VimeoEvent, callback?: (data: unknown) => void) {
      if (callback) this.#listeners.get(event)?.delete(callback);
      else this.#listeners.delete(event);
    }
    getVideoWidth() {
      return Promise.resolve(size.width);
    }
    getVideoHeight() {
      return Promise.resolve(size.height);
    }
    destroy() {
      record('destroy');
      this.#destroyed = true;
      this.#listeners.clear();
      this.#screen.element.remove();
      return Promise.resolve();
    }
  }
  const api: VimeoApi = { Player };
  Object.assign(win, { Vimeo: api });
  return api;
}

function installFakeKinescope(win: Window, behaviour: FakePlayerBehaviour = {}): KinescopeApi {
  const record = recorder(win, 'kinescope');
  const Events = { Ready: 'ready', Playing: 'playing', Pause: 'pause', Ended: 'ended', Error: 'error' };
  class Player implements KinescopePlayer {
    readonly Events = Events;
    readonly #listeners = new Map<string, Set<(event: unknown) => void>>();
    #destroyed = false;
    constructor(readonly screen: ReturnType<typeof fakeScreen>) {}
    #emit(event: string) {
      later(win, () => {
        if (this.#destroyed) return;
        this.screen.setState(event);
        for (const listener of this.#listeners.get(event) ?? []) listener({ type: event });
      });
    }
    on(event: string, handler: (event: unknown) => void) {
      this.#listeners.set(event, (this.#listeners.get(event) ?? new Set()).add(handler));
    }
    off(event: string, handler: (event: unknown) => void) {
      this.#listeners.get(event)?.delete(handler);
    }
    async play() {
      record('play');
      if (behaviour.play !== 'never') this.#emit(Events.Playing);
    }
    async pause() {
      record('pause');
      this.#emit(Events.Pause);
    }
    async destroy() {
      record('destroy');
      this.#destroyed = true;
      this.#listeners.clear();
      this.screen.element.remove();
    }
  }
  const api: KinescopeApi = {
    IframePlayer: {
      create(element: HTMLElement, options: KinescopeCreateOptions) {
        record('create', { url: options.url, behaviour: options.behaviour ?? {}, ui: options.ui ?? {} });
        return new Promise<KinescopePlayer>((resolve, reject) =>
          later(win, () => {
            if (behaviour.create === 'error') return reject(new Error('fake Kinescope: the player could not be created'));
            const screen = fakeScreen(element.ownerDocument, 'kinescope', options.url.slice(options.url.lastIndexOf('/') + 1));
            element.replaceWith(screen.element);
            // 'never': its frame is in place, and the player in it never answers.
            if (behaviour.create !== 'never') resolve(new Player(screen));
          }),
        );
      },
    },
  };
  Object.assign(win, { Kinescope: api });
  return api;
}

/**
 * The frameUrl for stories: every player frame the runtime creates loads `standInPage` (a
 * same-origin page) instead, with the kind and the real URL in its query.
 */
export function standInFrames(standInPage: string) {
  return (url: string, kind: string) => `${standInPage}?player=${encodeURIComponent(kind)}&src=${encodeURIComponent(url)}`;
}

/**
 * A fake Rutube player in every same-origin stand-in frame for Rutube (see standInFrames): it
 * answers `player:play` / `player:pause` with `player:changeState`, as the Rutube embed does.
 * Returns the uninstall function.
 */
export function installFakeRutube(win: Window): () => void {
  const record = recorder(win, 'rutube');
  const attach = (frame: HTMLIFrameElement) => {
    if (frame.dataset.fakeRutube || new URL(frame.src, win.location.href).searchParams.get('player') !== 'rutube') return;
    frame.dataset.fakeRutube = 'waiting';
    frame.addEventListener('load', () => {
      const child = frame.contentWindow;
      const doc = frame.contentDocument;
      if (!child || !doc) return;
      frame.dataset.fakeRutube = 'ready';
      const real = new URL(frame.src, win.location.href).searchParams.get('src') ?? '';
      const screen = fakeScreen(doc, 'rutube', real.slice(real.lastIndexOf('/') + 1));
      screen.element.style.position = 'fixed';
      screen.element.style.inset = '0';
      doc.body.append(screen.element);
      // The answer must come from the frame's window, as a real cross-frame message does.
      const reply = (state: string) =>
        later(win, () => {
          screen.setState(state);
          win.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'player:changeState', data: { state } }), origin: child.location.origin, source: child }));
        });
      child.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data !== 'string') return;
        let type: unknown;
        try {
          type = (JSON.parse(event.data) as { type?: unknown }).type;
        } catch {
          return;
        }
        if (type === 'player:play' || type === 'player:pause') record(type);
        if (type === 'player:play') reply('playing');
        if (type === 'player:pause') reply('paused');
      });
    });
  };
  const scan = () => win.document.querySelectorAll('iframe').forEach(attach);
  const observer = new (win as Window & typeof globalThis).MutationObserver(scan);
  observer.observe(win.document.documentElement, { childList: true, subtree: true });
  scan();
  return () => observer.disconnect();
}

export type FakeScriptOutcome = 'load' | 'never' | 'fail';

export interface FakeScriptLoaderOptions {
  /** What happens to every script, or per script URL ('load' when not listed). */
  outcome?: FakeScriptOutcome | Readonly<Partial<Record<string, FakeScriptOutcome>>>;
  /** How the fakes it installs behave. */
  players?: FakePlayerBehaviour;
  /** What runs a caller's load timeout, as the real loader's: the site's clock; the global timers by default. */
  timers?: DeadlineTimers;
}

interface FakeScriptLoader extends ScriptLoader {
  readonly requested: readonly string[];
}

/**
 * A ScriptLoader that installs the fake API for the player script URLs instead of loading them.
 * 'never' never settles (unless the caller gives `timeoutMs`, which it honours like the real
 * loader); 'fail' rejects like a blocked script. Unknown URLs fail.
 */
export function createFakeScriptLoader(win: Window, { outcome = 'load', players = {}, timers = windowTimers }: FakeScriptLoaderOptions = {}): FakeScriptLoader {
  const record = recorder(win, 'script');
  const installers: Readonly<Record<string, () => unknown>> = {
    [YOUTUBE_IFRAME_API_URL]: () => installFakeYouTube(win, players),
    [VIMEO_PLAYER_API_URL]: () => installFakeVimeo(win, players),
    [KINESCOPE_PLAYER_API_URL]: () => installFakeKinescope(win, players),
  };
  const requested: string[] = [];
  return {
    requested,
    load(src, options = {}) {
      requested.push(src);
      record('load', { src });
      const result = typeof outcome === 'string' ? outcome : (outcome[src] ?? 'load');
      return new Promise<void>((resolve, reject) => {
        if (result === 'never') {
          if (options.timeoutMs) timers.setTimeout(() => reject(new ScriptLoadError(src, 'timeout')), options.timeoutMs, `load timeout of ${src}`);
          return;
        }
        later(win, () => {
          // The captcha script's address carries the site language, so it is matched by its start.
          const install = installers[src] ?? (src.startsWith(CAPTCHA_SCRIPT_URL) ? () => installFakeCaptcha(win) : undefined);
          if (result === 'fail' || !install) return reject(new ScriptLoadError(src, 'error'));
          install();
          resolve();
        });
      });
    },
  };
}
