import { useEffect, useState } from 'react';
import { SCENARIO_IDS } from '../../scenarios';
import { parseShellState, serializeShellState, type ShellState } from '../url-state';

/** The shell's state, kept in the address bar (replaced in place; back and forward restore it). */
export function useShellState() {
  const [state, setState] = useState<ShellState>(() => parseShellState(location.search, SCENARIO_IDS));
  useEffect(() => {
    const next = serializeShellState(state);
    if (next !== location.search) history.replaceState(null, '', next);
  }, [state]);
  useEffect(() => {
    const onPop = () => setState(parseShellState(location.search, SCENARIO_IDS));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return [state, setState] as const;
}
