/** YouTube kind, through the YouTube IFrame API (global `YT`). */
import type { ScriptLoader } from '../../../platform/script-loader';
import { playerGlobal, type YouTubeApi, type YouTubePlayer } from '../apis';
import { YOUTUBE_IFRAME_API_URL, YOUTUBE_PLAYER_HOST, youtubeId, VideoSourceError } from '../sources';
import { createPlayerTarget, createStateChannel, windowOf } from '../state';
import { PLAYER_READY_WAIT_MS, startDeadline, type SharedDeadline } from '../timing';
import type { PlayerAdapter, PlayerHandle, PlayerOptions, PlayerState } from '../types';

function youtubeState(states: YouTubeApi['PlayerState'], value: number | undefined): PlayerState | null {
  if (value === states.PLAYING) return 'playing';
  if (value === states.PAUSED) return 'paused';
  if (value === states.ENDED) return 'ended';
  if (value === states.CUED) return 'ready';
  return null; // unstarted and buffering change nothing the page shows
}

async function loadApi(win: Window, scripts: ScriptLoader): Promise<YouTubeApi> {
  await scripts.load(YOUTUBE_IFRAME_API_URL, { globalName: 'YT' });
  const api = playerGlobal(win, 'YT');
  // The global appears before the API has finished loading; `ready` waits for the rest.
  await new Promise<void>((resolve) => (api.ready ? api.ready(resolve) : resolve()));
  return api;
}

export const youtubeAdapter: PlayerAdapter = {
  kind: 'youtube',
  async create(container, source, options, environment) {
    const videoId = youtubeId(source);
    if (!videoId) throw new VideoSourceError('youtube', source);
    // One wait for the whole start, the API and then the player's onReady: a player that never
    // says it is ready, nor that it failed, must not keep its box waiting for good.
    const deadline = startDeadline(PLAYER_READY_WAIT_MS, 'the YouTube player getting ready', environment.clock);
    try {
      const api = await deadline.race(loadApi(windowOf(container), environment.scripts));
      return await startPlayer(api, container, videoId, options, deadline);
    } finally {
      deadline.clear();
    }
  },
};

/** The player in `container` once it is ready; removed again when it fails, or the deadline comes first. */
async function startPlayer(api: YouTubeApi, container: HTMLElement, videoId: string, options: PlayerOptions, deadline: SharedDeadline): Promise<PlayerHandle> {
  const target = createPlayerTarget(container);
  const channel = createStateChannel('loading');
  let player: YouTubePlayer | null = null;

  const handle: PlayerHandle = {
    async play() {
      player?.playVideo();
    },
    pause: () => player?.pauseVideo(),
    destroy() {
      channel.clear();
      const current = player;
      player = null;
      current?.destroy();
      target.remove();
    },
    onState: channel.subscribe,
    state: () => channel.get(),
    // The API does not tell the video's size.
    aspectRatio: async () => null,
  };

  const ready = new Promise<void>((resolve, reject) => {
    let isReady = false;
    const playerVars: Record<string, number | string> = {
      autoplay: options.autoplay ? 1 : 0,
      mute: options.muted || options.background ? 1 : 0,
      controls: options.controls && !options.background ? 1 : 0,
      playsinline: 1,
      rel: 0,
    };
    // YouTube loops only a playlist, so a looping video is a playlist of itself.
    if (options.loop || options.background) Object.assign(playerVars, { loop: 1, playlist: videoId });
    player = new api.Player(target, {
      videoId,
      host: YOUTUBE_PLAYER_HOST,
      width: '100%',
      height: '100%',
      playerVars,
      events: {
        onReady: () => {
          isReady = true;
          channel.set('ready');
          resolve();
        },
        onStateChange: ({ data }) => {
          const next = youtubeState(api.PlayerState, data);
          if (next) channel.set(next);
        },
        onError: ({ data }) => {
          channel.set('error');
          if (!isReady) reject(new Error(`YouTube player error ${String(data)}`));
        },
      },
    });
  });
  try {
    await deadline.race(ready);
    return handle;
  } catch (error) {
    // Whatever the player had added goes with it (safe when it failed in the constructor).
    handle.destroy();
    throw error;
  }
}
