/**
 * The site's media store: which players are playing (sliders reduce their controls meanwhile).
 * Plain zustand, without immer: every page creates it, and its one update is a line (immer's
 * 4 KB load with the shop's stores, whose updates are deep).
 */
import { createStore } from 'zustand/vanilla';

interface MediaStoreState {
  /** Players now playing, by player id. Sliders reduce their controls while any is (spec 000 §4). */
  playing: Record<string, true>;
  setPlaying(playerId: string, playing: boolean): void;
}

export function createMediaStore() {
  return createStore<MediaStoreState>()(
    (set, get) => ({
      playing: {},
      setPlaying(playerId, playing) {
        if (playing === (playerId in get().playing)) return;
        set(({ playing: now }) => {
          const next = { ...now };
          if (playing) next[playerId] = true;
          else delete next[playerId];
          return { playing: next };
        });
      },
    }),
  );
}

/** Selector: whether any video of the site is playing. */
export const anyVideoPlaying = (state: MediaStoreState) => Object.keys(state.playing).length > 0;

type MediaStore = ReturnType<typeof createMediaStore>;

declare module '../core/site-stores' {
  interface SiteStores {
    media: MediaStore;
  }
}
