/** Vimeo kind, through the Vimeo Player API (global `Vimeo`). */
import { playerGlobal, type VimeoApi, type VimeoEvent } from '../apis';
import { VIMEO_PLAYER_API_URL, vimeoPageUrl, vimeoVideo, VideoSourceError, type VimeoVideo } from '../sources';
import { createPlayerTarget, createStateChannel, windowOf } from '../state';
import { PLAYER_READY_WAIT_MS, startDeadline, type SharedDeadline } from '../timing';
import type { PlayerAdapter, PlayerHandle, PlayerOptions, PlayerState } from '../types';

const EVENT_STATES: Record<VimeoEvent, PlayerState> = { play: 'playing', playing: 'playing', pause: 'paused', ended: 'ended', error: 'error' };

export const vimeoAdapter: PlayerAdapter = {
  kind: 'vimeo',
  async create(container, source, options, environment) {
    const video = vimeoVideo(source);
    if (!video) throw new VideoSourceError('vimeo', source);
    const win = windowOf(container);
    // One wait for the whole start, the API and then the player's ready(): a player that never
    // settles it must not keep its box waiting for good.
    const deadline = startDeadline(PLAYER_READY_WAIT_MS, 'the Vimeo player getting ready', environment.clock);
    try {
      await deadline.race(environment.scripts.load(VIMEO_PLAYER_API_URL, { globalName: 'Vimeo' }));
      return await startPlayer(playerGlobal(win, 'Vimeo'), container, video, options, deadline);
    } finally {
      deadline.clear();
    }
  },
};

/** The player in `container` once it is ready; removed again when it fails, or the deadline comes first. */
async function startPlayer(api: VimeoApi, container: HTMLElement, video: VimeoVideo, options: PlayerOptions, deadline: SharedDeadline): Promise<PlayerHandle> {
  const target = createPlayerTarget(container);
  const channel = createStateChannel('loading');
  const player = new api.Player(target, {
    // An unlisted video is reachable by its page URL (with the hash) only.
    ...(video.hash ? { url: vimeoPageUrl(video) } : { id: video.id }),
    autoplay: options.autoplay,
    muted: options.muted || options.background,
    loop: options.loop || options.background,
    controls: options.controls && !options.background,
    background: options.background,
    playsinline: true,
    dnt: true,
  });
  const listeners = (Object.keys(EVENT_STATES) as VimeoEvent[]).map((event) => {
    const listener = () => channel.set(EVENT_STATES[event]);
    player.on(event, listener);
    return [event, listener] as const;
  });
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    channel.clear();
    for (const [event, listener] of listeners) player.off(event, listener);
    player.destroy().catch(() => undefined);
    target.remove();
  };
  try {
    await deadline.race(player.ready());
  } catch (error) {
    destroy();
    throw error;
  }
  if (channel.get() === 'loading') channel.set('ready');
  return {
    async play() {
      if (!destroyed) await player.play();
    },
    pause: () => void player.pause().catch(() => undefined),
    destroy,
    onState: channel.subscribe,
    state: () => channel.get(),
    async aspectRatio() {
      try {
        const [width, height] = await Promise.all([player.getVideoWidth(), player.getVideoHeight()]);
        return width > 0 && height > 0 ? width / height : null;
      } catch {
        return null;
      }
    },
  };
}
