/**
 * Which components React rendered again, read from the commits React DOM reports to the DevTools
 * hook (render-recorder.test-support.ts, which the unit tests' setup file puts in place in every
 * worker before anything loads react-dom).
 */
import { commitsDuring } from './render-recorder.test-support';

// The tests that read renders step with React's own act, which warns on stderr unless the
// environment says it is a test one (Testing Library's helpers say so only while they run).
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/**
 * The components React rendered again (mounts aside) while `step` ran, with how many times, by name.
 * A step that re-renders always commits the root, so one that recorded no commit throws: react-dom
 * loaded before the hook, and an empty tally would pass for "nothing rendered again".
 */
export function rendersAgainDuring(step: () => void): Record<string, number> {
  const recorded = commitsDuring(step);
  if (recorded.length === 0) throw new Error('no React commit was recorded while the step ran: react-dom loaded before the DevTools hook (tests/support/vitest-setup.ts imports render-recorder.test-support before anything else)');
  const tally: Record<string, number> = {};
  for (const commit of recorded) for (const name of commit) tally[name] = (tally[name] ?? 0) + 1;
  return tally;
}

/** The site's frame: it takes the mode (the root's data-mode) and passes the page's parts on unchanged. */
export const SITE_FRAME = ['Site', 'RuntimeProvider', 'SiteRoot'];

/** The components inside the runtime's provider that rendered again while `step` ran (the provider renders with its new mode). */
export const belowProviderDuring = (step: () => void): string[] => Object.keys(rendersAgainDuring(step)).filter((name) => name !== 'RuntimeProvider');
