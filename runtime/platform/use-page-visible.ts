import { useSyncExternalStore } from 'react';

// At module level, not in the hook: a subscribe made anew at each render is unsubscribed and
// subscribed again at each (a catalogue has a slider in every card).
const followVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const pageVisibleNow = () => document.visibilityState !== 'hidden';
const visibleOnTheServer = () => true;

/** Whether the browser tab is visible (document.visibilityState); true on the server. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(followVisibility, pageVisibleNow, visibleOnTheServer);
}
