import { useCallback, useState } from 'react';
import { resolveSelected, selectionAfterChange } from './tab-rules';

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The selected tab of a list whose tabs may change while mounted (the editor creates, copies,
 * deletes and reorders tabs): when a tab is added, it is selected (spec 002 §4); when the
 * selected tab goes, its neighbour takes over; the selection is always a tab of the list (the
 * first by default), or null for an empty list. See selectionAfterChange in tab-rules.ts.
 */
export function useTabSelection(ids: readonly string[], initial?: string | null): [string | null, (id: string) => void] {
  const [state, setState] = useState(() => ({ ids, selected: resolveSelected(ids, initial) }));
  let current = state;
  if (!sameIds(state.ids, ids)) {
    // Adjusting state to new props during render (React's documented pattern): no extra paint with a stale tab.
    current = { ids, selected: resolveSelected(ids, selectionAfterChange(state.ids, ids, state.selected)) };
    setState(current);
  }
  const select = useCallback((id: string) => setState((previous) => (previous.ids.includes(id) ? { ...previous, selected: id } : previous)), []);
  return [current.selected, select];
}
