/** Custom kind: the owner's own file in an HTML <video> element. */
import { mediaUrl, VideoSourceError } from '../sources';
import { createStateChannel } from '../state';
import type { PlayerAdapter, PlayerState } from '../types';

export const customAdapter: PlayerAdapter = {
  kind: 'custom',
  async create(container, source, options) {
    const url = mediaUrl(source);
    if (!url) throw new VideoSourceError('custom', source);
    const video = container.ownerDocument.createElement('video');
    video.className = options.background ? 'rt-video__media rt-video__media--cover' : 'rt-video__media';
    // Muted and inline before the source is set: browsers decide about autoplay from these.
    video.muted = options.muted || options.background;
    video.defaultMuted = video.muted;
    video.playsInline = true;
    video.loop = options.loop || options.background;
    video.controls = options.controls && !options.background;
    video.autoplay = options.autoplay;
    video.preload = 'metadata';
    if (options.background) video.disablePictureInPicture = true;

    const channel = createStateChannel('loading');
    const listeners: Partial<Record<keyof HTMLMediaElementEventMap, () => void>> = {
      loadedmetadata: () => {
        if (channel.get() === 'loading') channel.set('ready');
      },
      playing: () => channel.set('playing'),
      // 'pause' comes before 'ended' at the end of a file; `ended` tells them apart.
      pause: () => channel.set(video.ended ? 'ended' : 'paused'),
      ended: () => channel.set('ended'),
      error: () => channel.set('error'),
    };
    for (const [type, listener] of Object.entries(listeners)) video.addEventListener(type, listener);
    video.src = url;
    container.append(video);

    let destroyed = false;
    return {
      async play() {
        if (!destroyed) await video.play();
      },
      pause: () => video.pause(),
      destroy() {
        if (destroyed) return;
        destroyed = true;
        channel.clear();
        for (const [type, listener] of Object.entries(listeners)) video.removeEventListener(type, listener);
        video.pause();
        // Dropping the source stops the download; a removed element alone keeps buffering.
        video.removeAttribute('src');
        video.load();
        video.remove();
      },
      onState: channel.subscribe,
      state: (): PlayerState => channel.get(),
      aspectRatio: async () => (video.videoWidth > 0 && video.videoHeight > 0 ? video.videoWidth / video.videoHeight : null),
    };
  },
};
