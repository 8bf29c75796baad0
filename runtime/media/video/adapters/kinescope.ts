/**
 * Kinescope kind, through the Kinescope iframe player API (global `Kinescope`). Spec 000 §8–9:
 * the script gets 5000 ms to load and a play request 7000 ms to start; on any error or timeout
 * the player falls back to a plain iframe of the embed URL, which plays on its own. The player's
 * creation gets a wait of ours (KINESCOPE_CREATE_WAIT_MS) and falls back the same way.
 */
import { playerGlobal, type KinescopePlayer } from '../apis';
import { KINESCOPE_PLAYER_API_URL, kinescopeEmbedUrl, kinescopeId, VideoSourceError } from '../sources';
import { createPlayerFrame, createPlayerTarget, createStateChannel, windowOf } from '../state';
import { KINESCOPE_CREATE_WAIT_MS, KINESCOPE_PLAY_WAIT_MS, KINESCOPE_SCRIPT_WAIT_MS, PlayerTimeoutError, withDeadline } from '../timing';
import type { TimerHandle } from '../../../core/clock';
import type { PlayerAdapter, PlayerHandle } from '../types';

/** The plain embed URL; the fallback frame starts playing at once when the visitor asked to play. */
function kinescopeFrameUrl(embedUrl: string, { autoplay, muted }: { autoplay: boolean; muted: boolean }): string {
  const url = new URL(embedUrl);
  if (autoplay) url.searchParams.set('autoplay', '1');
  if (muted) url.searchParams.set('muted', '1');
  return url.toString();
}

export const kinescopeAdapter: PlayerAdapter = {
  kind: 'kinescope',
  async create(container, source, options, environment) {
    const id = kinescopeId(source);
    if (!id) throw new VideoSourceError('kinescope', source);
    const embedUrl = kinescopeEmbedUrl(id);
    const muted = options.muted || options.background;
    const channel = createStateChannel('loading');
    let player: KinescopePlayer | null = null;
    // The element the API puts its frame in: it replaces the target inside, so the frame of a
    // player that never answered goes with its host.
    let host: HTMLElement | null = null;
    let frame: HTMLIFrameElement | null = null;
    let playTimer: TimerHandle | undefined;
    let wantsPlay = options.autoplay;
    let destroyed = false;
    const unsubscribers: (() => void)[] = [];

    const dropPlayer = () => {
      environment.clock.clearTimeout(playTimer);
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
      player?.destroy().catch(() => undefined);
      player = null;
      host?.remove();
      host = null;
    };
    const frameSrc = () => {
      const url = kinescopeFrameUrl(embedUrl, { autoplay: wantsPlay, muted });
      return environment.frameUrl?.(url, 'kinescope') ?? url;
    };
    const fallBack = (reason: unknown) => {
      if (destroyed || frame) return;
      environment.log.warn('kinescope player failed, falling back to a plain iframe', reason);
      dropPlayer();
      frame = createPlayerFrame(container.ownerDocument, frameSrc(), 'Kinescope video player');
      frame.dataset.fallback = 'true';
      container.append(frame);
      // The plain frame plays by itself; the page cannot see its state.
      channel.set('ready');
    };

    try {
      await withDeadline(environment.scripts.load(KINESCOPE_PLAYER_API_URL, { globalName: 'Kinescope' }), KINESCOPE_SCRIPT_WAIT_MS, 'the Kinescope script', environment.clock);
      const api = playerGlobal(windowOf(container), 'Kinescope');
      host = createPlayerTarget(container);
      const target = host.appendChild(container.ownerDocument.createElement('div'));
      const creating = api.IframePlayer.create(target, {
        url: embedUrl,
        size: { width: '100%', height: '100%' },
        behaviour: { autoPlay: options.autoplay, muted, loop: options.loop || options.background, playsInline: true },
        ui: { controls: options.controls && !options.background },
      });
      // A player that never answers would keep the box waiting for good: past the wait, the
      // plain frame takes its place, and a player that comes after all is let go.
      const created = await withDeadline(creating, KINESCOPE_CREATE_WAIT_MS, 'the Kinescope player creation', environment.clock, (late) => void late.destroy().catch(() => undefined));
      player = created;
      const listen = (event: string, handler: (event: unknown) => void) => {
        created.on(event, handler);
        unsubscribers.push(() => created.off(event, handler));
      };
      listen(created.Events.Playing, () => {
        environment.clock.clearTimeout(playTimer);
        channel.set('playing');
      });
      listen(created.Events.Pause, () => channel.set('paused'));
      listen(created.Events.Ended, () => channel.set('ended'));
      listen(created.Events.Error, fallBack);
      channel.set('ready');
    } catch (error) {
      fallBack(error);
    }

    const handle: PlayerHandle = {
      async play() {
        if (destroyed) return;
        if (frame) {
          if (!wantsPlay) {
            wantsPlay = true;
            frame.src = frameSrc();
          }
          return;
        }
        wantsPlay = true;
        const current = player;
        if (!current) return;
        environment.clock.clearTimeout(playTimer);
        playTimer = environment.clock.setTimeout(() => fallBack(new PlayerTimeoutError('kinescope playback start', KINESCOPE_PLAY_WAIT_MS)), KINESCOPE_PLAY_WAIT_MS);
        await current.play().catch(fallBack);
      },
      pause() {
        // A pause withdraws a play that has not started yet: its 7000 ms wait must not later put
        // up a frame that plays by itself, unseen (off screen, or after the visitor paused). A
        // plain frame already up cannot be paused, and keeps its wish: a play after the pause
        // must not write its src again, which would start the video over.
        environment.clock.clearTimeout(playTimer);
        if (!frame) wantsPlay = false;
        void player?.pause().catch(() => undefined);
      },
      destroy() {
        if (destroyed) return;
        destroyed = true;
        channel.clear();
        dropPlayer();
        frame?.remove();
      },
      onState: channel.subscribe,
      state: () => channel.get(),
      aspectRatio: async () => null,
      observable: () => frame === null,
    };
    return handle;
  },
};
