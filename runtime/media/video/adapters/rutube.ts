/**
 * Rutube kind: a plain iframe of the Rutube embed player, driven through postMessage. Commands
 * go as JSON text `{"type":"player:play","data":{}}`; the player reports `player:changeState`
 * with `data.state`. Only messages from this frame's window and origin are read.
 */
import { rutubeEmbedUrl, rutubeVideo, VideoSourceError } from '../sources';
import { createPlayerFrame, createStateChannel, windowOf } from '../state';
import { own } from '../../../safety/own-records';
import type { PlayerAdapter, PlayerState } from '../types';

const CHANGE_STATES: Readonly<Record<string, PlayerState>> = { playing: 'playing', paused: 'paused', stopped: 'paused', ended: 'ended' };

/** The state a Rutube player message reports, or null for messages that change nothing. */
export function rutubeMessageState(data: unknown): PlayerState | null {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null || !('type' in message)) return null;
  const { type } = message;
  const payload = 'data' in message ? message.data : undefined;
  if (type === 'player:changeState' && typeof payload === 'object' && payload !== null && 'state' in payload && typeof payload.state === 'string') {
    // The state is the frame's text: "constructor" or "__proto__" must not find the prototype's.
    return own(CHANGE_STATES, payload.state) ?? null;
  }
  if (type === 'player:playComplete') return 'ended';
  if (type === 'player:error') return 'error';
  if (type === 'player:ready') return 'ready';
  return null;
}

export const rutubeAdapter: PlayerAdapter = {
  kind: 'rutube',
  async create(container, source, _options, environment) {
    const video = rutubeVideo(source);
    if (!video) throw new VideoSourceError('rutube', source);
    const win = windowOf(container);
    const embedUrl = rutubeEmbedUrl(video);
    const src = environment.frameUrl?.(embedUrl, 'rutube') ?? embedUrl;
    const origin = new URL(src, container.ownerDocument.baseURI).origin;
    const frame = createPlayerFrame(container.ownerDocument, src, 'Rutube video player');
    const channel = createStateChannel('loading');
    let loaded = false;
    // A command given before the frame has loaded is sent once it has (the latest one wins).
    let pending: string | null = null;

    const send = (type: 'player:play' | 'player:pause') => {
      const message = JSON.stringify({ type, data: {} });
      if (loaded) frame.contentWindow?.postMessage(message, origin);
      else pending = message;
    };
    const onLoad = () => {
      loaded = true;
      if (channel.get() === 'loading') channel.set('ready');
      if (pending) frame.contentWindow?.postMessage(pending, origin);
      pending = null;
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.origin !== origin) return;
      const next = rutubeMessageState(event.data);
      if (next) channel.set(next);
    };
    frame.addEventListener('load', onLoad);
    win.addEventListener('message', onMessage);
    container.append(frame);

    let destroyed = false;
    return {
      async play() {
        send('player:play');
      },
      pause: () => send('player:pause'),
      destroy() {
        if (destroyed) return;
        destroyed = true;
        channel.clear();
        frame.removeEventListener('load', onLoad);
        win.removeEventListener('message', onMessage);
        frame.remove();
      },
      onState: channel.subscribe,
      state: () => channel.get(),
      aspectRatio: async () => null,
    };
  },
};
