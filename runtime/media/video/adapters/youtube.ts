/** YouTube kind, through the YouTube IFrame API (global `YT`). */
import type { ScriptLoader } from '../../../platform/script-loader';
import { playerGlobal, type YouTubeApi, type YouTubePlayer } from '../apis';
import { YOUTUBE_IFRAME_API_URL, YOUTUBE_PLAYER_HOST, youtubeId, VideoSourceError } from '../sources';
import { createPlayerTarget, createStateChannel, windowOf } from '../state';
import { PLAYER_SCRIPT_WAIT_MS, withDeadline } from '../timing';
import type { PlayerAdapter, PlayerHandle, PlayerState } from '../types';

export function youtubeState(states: YouTubeApi['PlayerState'], value: number | undefined): PlayerState | null {
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
    const api = await withDeadline(loadApi(windowOf(container), environment.scripts), PLAYER_SCRIPT_WAIT_MS, 'the YouTube API', environment.clock);
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

    return new Promise<PlayerHandle>((resolve, reject) => {
      let ready = false;
      const playerVars: Record<string, number | string> = {
        autoplay: options.autoplay ? 1 : 0,
        mute: options.muted || options.background ? 1 : 0,
        controls: options.controls && !options.background ? 1 : 0,
        playsinline: 1,
        rel: 0,
      };
      // YouTube loops only a playlist, so a looping video is a playlist of itself.
      if (options.loop || options.background) Object.assign(playerVars, { loop: 1, playlist: videoId });
      try {
        player = new api.Player(target, {
          videoId,
          host: YOUTUBE_PLAYER_HOST,
          width: '100%',
          height: '100%',
          playerVars,
          events: {
            onReady: () => {
              ready = true;
              channel.set('ready');
              resolve(handle);
            },
            onStateChange: ({ data }) => {
              const next = youtubeState(api.PlayerState, data);
              if (next) channel.set(next);
            },
            onError: ({ data }) => {
              channel.set('error');
              if (ready) return;
              handle.destroy();
              reject(new Error(`YouTube player error ${String(data)}`));
            },
          },
        });
      } catch (error) {
        handle.destroy();
        reject(error);
      }
    });
  },
};
