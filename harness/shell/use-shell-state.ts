import { useEffect, useRef, useState } from 'react';
import { SCENARIO_IDS } from '../../scenarios';
import { parseShellState, serializeShellState, type ShellState } from '../url-state';

/**
 * What the frame shows: another scenario, custom page or published folder is a step of its own in
 * the browser's history (Back shows the one before), where a switch of mode, viewport, panel or
 * flag only rewrites the current step.
 */
export function shownPageKey(state: ShellState): string {
  return JSON.stringify([state.scenario, state.page ?? null, state.saved ?? null, state.src ?? null, state.folder ?? null]);
}

/**
 * The shell's state, kept in the address bar: a switch of page pushes a history entry, any other
 * change replaces the current one; Back and Forward restore the state of their entry.
 */
export function useShellState() {
  const [state, setState] = useState<ShellState>(() => parseShellState(location.search, SCENARIO_IDS));
  // The page the current history entry shows, so a change of page is told from a change in place.
  const entryPage = useRef(shownPageKey(state));
  useEffect(() => {
    const next = serializeShellState(state);
    const page = shownPageKey(state);
    if (next !== location.search) {
      if (page === entryPage.current) history.replaceState(null, '', next);
      else history.pushState(null, '', next);
    }
    entryPage.current = page;
  }, [state]);
  useEffect(() => {
    const onPop = () => {
      const restored = parseShellState(location.search, SCENARIO_IDS);
      entryPage.current = shownPageKey(restored);
      setState(restored);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return [state, setState] as const;
}
