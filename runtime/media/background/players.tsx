/**
 * Where a background video gets its players from: by default the video players module
 * (`../video`), imported only when a video is actually going to play, so a page without a playing
 * background video never downloads player code. Stories and tests put a `BackgroundPlayersProvider`
 * above the page to give fake players.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { checkAspectRatio, loadPlayerAdapter } from '../video';

export interface BackgroundPlayers {
  loadPlayerAdapter: typeof loadPlayerAdapter;
  checkAspectRatio: typeof checkAspectRatio;
}

const DEFAULT_BACKGROUND_PLAYERS: BackgroundPlayers = {
  loadPlayerAdapter: async (kind) => (await import('../video')).loadPlayerAdapter(kind),
  checkAspectRatio: async (getRatio, rule) => (await import('../video')).checkAspectRatio(getRatio, rule),
};

const BackgroundPlayersContext = createContext<BackgroundPlayers>(DEFAULT_BACKGROUND_PLAYERS);

/** Replaces the player loader or the aspect check (or both) for the backgrounds below. */
export function BackgroundPlayersProvider({ players, children }: { players: Partial<BackgroundPlayers>; children: ReactNode }) {
  const { loadPlayerAdapter, checkAspectRatio } = players;
  const value = useMemo<BackgroundPlayers>(
    () => ({
      loadPlayerAdapter: loadPlayerAdapter ?? DEFAULT_BACKGROUND_PLAYERS.loadPlayerAdapter,
      checkAspectRatio: checkAspectRatio ?? DEFAULT_BACKGROUND_PLAYERS.checkAspectRatio,
    }),
    [loadPlayerAdapter, checkAspectRatio],
  );
  return <BackgroundPlayersContext.Provider value={value}>{children}</BackgroundPlayersContext.Provider>;
}

export function useBackgroundPlayers(): BackgroundPlayers {
  return useContext(BackgroundPlayersContext);
}
