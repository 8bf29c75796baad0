/** The site's media store: which players are playing (sliders reduce their controls meanwhile). */
import { createStore } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';

export interface MediaStoreState {
  /** Players now playing, by player id. Sliders reduce their controls while any is (spec 000 §4). */
  playing: Record<string, true>;
  setPlaying(playerId: string, playing: boolean): void;
}

export function createMediaStore() {
  return createStore<MediaStoreState>()(
    immer((set) => ({
      playing: {},
      setPlaying(playerId, playing) {
        set((draft) => {
          if (playing) draft.playing[playerId] = true;
          else delete draft.playing[playerId];
        });
      },
    })),
  );
}

/** Selector: whether any video of the site is playing. */
export const anyVideoPlaying = (state: MediaStoreState) => Object.keys(state.playing).length > 0;

export type MediaStore = ReturnType<typeof createMediaStore>;

declare module '../core/site-stores' {
  interface SiteStores {
    media: MediaStore;
  }
}
