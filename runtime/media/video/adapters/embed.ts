/**
 * Generic embeds: an iframe of any safe http(s) or relative URL. The page cannot see or drive a
 * foreign player, so the state stays 'ready'; play and pause reach a <video> in the frame only
 * when the frame is same-origin (best effort, never an error).
 */
import { mediaUrl, VideoSourceError } from '../sources';
import { createPlayerFrame, createStateChannel } from '../state';
import type { PlayerAdapter } from '../types';

function frameVideo(frame: HTMLIFrameElement): HTMLVideoElement | null {
  try {
    return frame.contentDocument?.querySelector('video') ?? null;
  } catch {
    return null; // cross-origin
  }
}

export const embedAdapter: PlayerAdapter = {
  kind: 'embed',
  async create(container, source, _options, environment) {
    const url = mediaUrl(source);
    if (!url) throw new VideoSourceError('embed', source);
    const frame = createPlayerFrame(container.ownerDocument, environment.frameUrl?.(url, 'embed') ?? url, 'Embedded video');
    container.append(frame);
    const channel = createStateChannel('ready');
    return {
      async play() {
        await frameVideo(frame)
          ?.play()
          .catch(() => undefined);
      },
      pause: () => frameVideo(frame)?.pause(),
      destroy() {
        channel.clear();
        frame.remove();
      },
      onState: channel.subscribe,
      state: () => channel.get(),
      aspectRatio: async () => null,
      observable: () => false,
    };
  },
};
